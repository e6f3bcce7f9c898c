import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on the loopback address only. DynamoDBLocal.jar has no option for the
 * address: its DynamoDBProxyServer makes its Jetty server with `new Server(port)`, which listens on
 * every interface, without authentication. This launcher builds the server from the same command
 * line as ServerRunner does, binds each of its connectors to 127.0.0.1 before it starts, and starts
 * it (without ServerRunner's telemetry set-up).
 *
 * Run with Java's single-file source launcher (a JDK):
 *   java -Djava.library.path=<lib> -cp <DynamoDBLocal.jar>:<lib>/* LoopbackDynamoDB.java -port N -dbPath D -sharedDb
 */
public class LoopbackDynamoDB {
  static final String HOST = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : jetty.getConnectors()) {
      if (!(connector instanceof ServerConnector)) throw new IllegalStateException("Unexpected connector " + connector);
      ((ServerConnector) connector).setHost(HOST);
      bound++;
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to " + HOST);
    proxy.start();
    System.out.println("DynamoDB Local listening on " + HOST);
  }
}
