import { createServer, type Http2Server } from 'node:http2';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { startStackProcess, type StackProcess } from './local-stack-process.js';

/**
 * A Bedrock runtime stand-in for tests: answers the Converse API (POST /model/{id}/converse) with the
 * text a test chooses, and records every request body, so the Bedrock path runs offline through the
 * real AWS SDK.
 */
export interface BedrockStandin {
  url: string;
  /** The user message of every Converse call, in order. */
  requests: { system: string; user: string }[];
  /** What the model says next, given the user message. */
  reply: (user: string) => string;
  /**
   * For a call that offers tools: the tool's input the model answers with (given the document sent, as
   * text), or null to answer in words (reply) instead.
   */
  tool: (document: string) => { name: string; input: unknown } | null;
  /** The document block of every call that sent one, as text. */
  documents: string[];
  stop(): Promise<void>;
}

export async function startBedrockStandin(): Promise<BedrockStandin> {
  const standin: BedrockStandin = {
    url: '',
    requests: [],
    reply: () => '',
    tool: () => null,
    documents: [],
    stop: async () => undefined,
  };
  // HTTP/2 without TLS: the Bedrock runtime client speaks HTTP/2.
  const server: Http2Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/model\/[^/]+\/converse$/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"message":"not found"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const user = String(body.messages?.[0]?.content?.[0]?.text ?? '');
      standin.requests.push({ system: String(body.system?.[0]?.text ?? ''), user });
      const bytes = body.messages?.[0]?.content?.find((c: { document?: unknown }) => c.document)?.document?.source
        ?.bytes;
      const document = bytes ? Buffer.from(String(bytes), 'base64').toString('utf8') : null;
      if (document !== null) standin.documents.push(document);
      const call = body.toolConfig && document !== null ? standin.tool(document) : null;
      const content = call ? [{ toolUse: { toolUseId: 'tool-1', ...call } }] : [{ text: standin.reply(user) }];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content } },
          stopReason: call ? 'tool_use' : 'end_turn',
          usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
          metrics: { latencyMs: 1 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standin.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return standin;
}

/** The local stack with the analysis engine on Bedrock, answered by a stand-in; `stop` ends both. */
export async function startStackWithBedrock(): Promise<{
  stack: StackProcess;
  bedrock: BedrockStandin;
  stop: () => Promise<void>;
}> {
  const bedrock = await startBedrockStandin();
  const stack = await startStackProcess({
    env: {
      ANALYSIS_ENGINE: 'bedrock',
      BEDROCK_MODEL_ID: 'standin-model',
      BEDROCK_ENDPOINT: bedrock.url,
      BEDROCK_TIMEOUT_MS: '5000',
    },
  });
  return {
    stack,
    bedrock,
    async stop() {
      await stack.stop('SIGTERM');
      rmSync(stack.dataDir, { recursive: true, force: true });
      await bedrock.stop();
    },
  };
}
