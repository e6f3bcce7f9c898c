import { Aws, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal, type Policy } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CONFIG } from './config.js';
import { acknowledge, acknowledgeWildcardsInPolicy } from './nag.js';
import { PRIVATE_BUCKET_DEFAULTS } from './storage.js';

export interface WebProps {
  httpApi: HttpApi;
  accessLogs: IBucket;
  /** Folder of the built single-page app (dist/web). Nothing is deployed when absent. */
  siteAssetsPath?: string;
}

/**
 * SPA paths without a file extension (/analysis/123, /my-quotes) are served index.html; files
 * (/assets/index-abc.js) pass through. Runs only on the default behaviour, so /api/* answers,
 * 404s included, are never turned into HTML.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The site: a private bucket behind CloudFront (origin access control) and the API under /api/*
 * on the same origin, so the session cookies are first-party.
 */
export class Web extends Construct {
  public readonly siteBucket: Bucket;
  public readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.siteBucket = new Bucket(this, 'Site', {
      ...PRIVATE_BUCKET_DEFAULTS,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'QuoteCheck site and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
      },
    });
    acknowledge(this.distribution, 'AwsSolutions-CFR1', 'No geo restriction: the service is open to any visitor; the product is for US homeowners but blocking countries is not a requirement.');
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No AWS WAF web ACL at launch (fixed monthly cost); the API has stage throttling. Add a web ACL when traffic justifies it.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'Uses the default *.cloudfront.net certificate, for which CloudFront does not allow choosing the minimum TLS version; a custom domain with an ACM certificate (TLSv1.2_2021) is a later step.',
    );

    if (props.siteAssetsPath) this.deploySite(props.siteAssetsPath);
  }

  /** Copies the built SPA into the site bucket and invalidates the CDN cache. */
  private deploySite(assetsPath: string): void {
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: CONFIG.logRetention });
    const role = new Role(this, 'DeployRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(assetsPath)],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
    });

    const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (policy) {
      acknowledgeWildcardsInPolicy(
        policy,
        'CDK BucketDeployment helper: reads the site asset from the CDK asset bucket and syncs it into the site bucket (object keys are the build output), then invalidates this distribution.',
      );
    }
    // The deployment's handler is a singleton Lambda at stack level, named after the construct.
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(handler, 'AwsSolutions-L1', 'The CDK BucketDeployment handler runtime (Python) is chosen by aws-cdk-lib and upgraded with it.');
    }
  }
}
