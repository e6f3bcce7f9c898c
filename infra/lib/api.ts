import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_FUNCTIONS, ROUTES, routeKeyOf, type ApiFunction } from '@shared/routes.js';
import { API_ACCESS, accessOf, grantAccess, type AccessTargets } from './access.js';
import { CONFIG } from './config.js';
import { acknowledge } from './nag.js';
import { QuoteCheckFunction } from './quotecheck-function.js';

/** One JSON line per request, with HTTP API context variables. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

export interface ApiProps {
  /** Environment every API function gets (TABLE_NAME, UPLOADS_BUCKET, USER_POOL_ID, ...). */
  environment: Record<string, string>;
  targets: AccessTargets;
  /**
   * The value CloudFront sends in x-origin-verify (infra/lib/origin-verify.ts): every API function
   * may read it, and refuses requests without it.
   */
  originVerifySecret: ISecret;
}

/**
 * The HTTP API: one Lambda per API function (functions/api/<fn>.ts) and one route per entry of
 * the shared route table. Requests authenticate inside the Lambdas with the HttpOnly session
 * cookies (aws-jwt-verify), so the routes carry no API Gateway authorizer.
 */
export class Api extends Construct {
  public readonly httpApi: HttpApi;
  public readonly stage: HttpStage;
  public readonly functions: Record<ApiFunction, QuoteCheckFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.functions = Object.fromEntries(
      API_FUNCTIONS.map((fn) => {
        const lambda = new QuoteCheckFunction(this, fn, {
          entry: `functions/api/${fn}.ts`,
          description: `QuoteCheck API: ${fn}`,
          timeout: CONFIG.functions.apiTimeout,
          environment: props.environment,
        });
        grantAccess(lambda, accessOf(API_ACCESS, fn), props.targets);
        // Every route, the Stripe webhook included, is called through CloudFront.
        lambda.allowOriginVerify(props.originVerifySecret);
        return [fn, lambda];
      }),
    ) as Record<ApiFunction, QuoteCheckFunction>;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'QuoteCheck API, served to the browser through CloudFront under /api/*',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: CONFIG.logRetention });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: CONFIG.api.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });

    const integrations = new Map<ApiFunction, HttpLambdaIntegration>();
    for (const route of ROUTES) {
      let integration = integrations.get(route.fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${route.fn}Integration`, this.functions[route.fn]);
        integrations.set(route.fn, integration);
      }
      const httpRoute = new HttpRoute(this, routeKeyOf(route).replace(/[^A-Za-z0-9]+/g, '-'), {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
      });
      acknowledge(
        httpRoute,
        'AwsSolutions-APIG4',
        `Authorization is done in the Lambda from the HttpOnly session cookie (aws-jwt-verify); this route's access is '${route.access}'.`,
      );
    }
  }
}
