import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { CONFIG, alarmEmailOf, analysisEngineOf } from './config.js';
import { placeEdgeFirewall, type EdgeFirewallStack } from './firewall.js';
import { Monitoring } from './monitoring.js';
import { OriginVerify } from './origin-verify.js';
import { Payments } from './payments.js';
import { Pipeline } from './pipeline.js';
import { Storage } from './storage.js';
import { Web } from './web.js';

/** The stack's name (infra/bin/app.ts); the admin CLI reads its outputs (infra/bin/admin.ts). */
export const STACK_NAME = 'QuoteCheck';

export interface QuoteCheckStackProps extends StackProps {
  /** Folder of the built SPA (dist/web); the site is deployed only when it is given. */
  siteAssetsPath?: string;
}

/**
 * QuoteCheck: CloudFront (behind AWS WAF) serves the SPA and forwards /api/* to the HTTP API; API
 * Lambdas use Cognito, DynamoDB and S3 and start the Step Functions pipeline that reads each upload.
 */
export class QuoteCheckStack extends Stack {
  /** The us-east-1 stack holding the web ACL, when this stack is deployed in another Region (firewall.ts). */
  public readonly edgeStack?: EdgeFirewallStack;

  constructor(scope: Construct, id: string, props: QuoteCheckStackProps = {}) {
    super(scope, id, props);
    // S3 server access logs are delivered under a bucket policy, not the legacy LogDeliveryWrite ACL.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    const stripePublishableKey = new CfnParameter(this, 'StripePublishableKey', {
      type: 'String',
      default: CONFIG.parameters.stripePublishableKey,
      description: 'Stripe publishable key (pk_...), public; used by the browser.',
    });

    const storage = new Storage(this, 'Storage');
    const auth = new Auth(this, 'Auth');
    const payments = new Payments(this, 'Payments');

    // Every handler validates this configuration at start (functions/lib/config.ts). Roles come from
    // the ID token's cognito:groups claim, so no admin e-mail address is configured in AWS.
    const environment = {
      TABLE_NAME: storage.table.tableName,
      UPLOADS_BUCKET: storage.uploads.bucketName,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
    };
    // Bedrock reviews the analysis only when deployed with -c analysisEngine=bedrock -c bedrockModelId=<id>.
    const analysis = analysisEngineOf(this);
    const targets = {
      bedrock: analysis.engine === 'bedrock' ? { modelId: analysis.modelId } : undefined,
      table: storage.table,
      uploads: storage.uploads,
      userPool: auth.userPool,
      stripeSecret: payments.stripeSecret,
      stripePublishableKey: stripePublishableKey.valueAsString,
    };

    const pipeline = new Pipeline(this, 'Pipeline', { environment, targets });
    // CloudFront's secret header to the API origin, which the API functions check (origin-verify.ts).
    const originVerify = new OriginVerify(this, 'OriginVerify');
    const api = new Api(this, 'Api', {
      environment,
      targets: { ...targets, stateMachine: pipeline.stateMachine },
      originVerifySecret: originVerify.secret,
    });
    const firewall = placeEdgeFirewall(this);
    this.edgeStack = firewall.edgeStack;
    const web = new Web(this, 'Web', {
      httpApi: api.httpApi,
      accessLogs: storage.accessLogs,
      webAclId: firewall.webAclArn,
      originVerify,
      siteAssetsPath: props.siteAssetsPath,
    });
    const siteUrl = `https://${web.distribution.distributionDomainName}`;
    storage.allowBrowserUploadsFrom(siteUrl);
    // The API takes state-changing requests only from the site itself (functions/lib/request-guards.ts).
    for (const fn of Object.values(api.functions)) fn.addEnvironment('SITE_ORIGINS', siteUrl);

    const monitoring = new Monitoring(this, 'Monitoring', {
      stateMachine: pipeline.stateMachine,
      pipelineFunctions: pipeline.functions,
      webhookFunction: api.functions.stripeWebhook,
      alarmEmail: alarmEmailOf(this),
    });

    const outputs: Record<string, { value: string; description: string }> = {
      SiteUrl: { value: siteUrl, description: 'The web site (and the API under /api/*)' },
      ApiUrl: {
        value: api.httpApi.apiEndpoint,
        description:
          'The HTTP API endpoint; it answers 403 to calls that do not come through the site URL (CloudFront)',
      },
      UserPoolId: { value: auth.userPool.userPoolId, description: 'Cognito user pool id' },
      UserPoolClientId: { value: auth.userPoolClient.userPoolClientId, description: 'Cognito app client id' },
      TableName: { value: storage.table.tableName, description: 'DynamoDB table' },
      UploadsBucketName: { value: storage.uploads.bucketName, description: 'Uploads bucket' },
      SiteBucketName: { value: web.siteBucket.bucketName, description: 'Bucket holding the built SPA' },
      StateMachineArn: { value: pipeline.stateMachine.stateMachineArn, description: 'Quote pipeline state machine' },
      AlarmTopicArn: {
        value: monitoring.topic.topicArn,
        description: 'SNS topic of the pipeline and webhook alarms (subscribe to it)',
      },
      StripeSecretName: {
        value: payments.stripeSecret.secretName,
        description:
          'Secrets Manager secret with placeholder values: after deploy, set its JSON to {"secretKey":"sk_...","webhookSecret":"whsec_..."}',
      },
    };
    for (const [name, output] of Object.entries(outputs)) new CfnOutput(this, name, output);
  }
}
