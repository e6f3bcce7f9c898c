import { Aws, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
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
import {
  FRAME_OPTIONS,
  HSTS,
  REFERRER_POLICY,
  contentSecurityPolicy,
  type SecurityHeaderOptions,
} from '@shared/security-headers.js';
import { CONFIG } from './config.js';
import { acknowledge, acknowledgeWildcardsInPolicy } from './nag.js';
import type { OriginVerify } from './origin-verify.js';
import { PRIVATE_BUCKET_DEFAULTS } from './storage.js';

export interface WebProps {
  httpApi: HttpApi;
  accessLogs: IBucket;
  /** ARN of the AWS WAF web ACL (CLOUDFRONT scope, in us-east-1) in front of the distribution; see firewall.ts. */
  webAclId: string;
  /** The secret CloudFront sends to the API origin so the API can tell its requests from direct ones. */
  originVerify: OriginVerify;
  /** Folder of the built single-page app (dist/web). Nothing is deployed when absent. */
  siteAssetsPath?: string;
}

/**
 * Where the browser sends presigned uploads: the AWS SDK posts to the uploads bucket's virtual-hosted
 * regional endpoint, https://<bucket>.s3.<region>.amazonaws.com. The CSP allows any bucket's endpoint
 * in the stack's Region rather than the one bucket, because naming the bucket would close a dependency
 * cycle (the bucket's CORS rule names the distribution's domain, and the distribution its headers
 * policy). With a custom domain the CORS rule names that fixed domain and this can name the bucket.
 */
export const UPLOAD_ORIGINS = `https://*.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

/**
 * The browser security headers of shared/security-headers.ts as a CloudFront response headers policy
 * (they replace any the origin sends).
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  options: SecurityHeaderOptions,
): ResponseHeadersPolicy {
  const referrerPolicy = Object.values(HeadersReferrerPolicy).find((value) => value === REFERRER_POLICY);
  if (!referrerPolicy)
    throw new Error(`CloudFront cannot send Referrer-Policy '${REFERRER_POLICY}' (shared/security-headers.ts)`);
  return new ResponseHeadersPolicy(scope, id, {
    // CloudFront is global: the Region keeps two deployments of the stack in one account apart.
    responseHeadersPolicyName: `${Stack.of(scope).stackName}-SecurityHeaders-${Aws.REGION}`,
    comment: 'QuoteCheck security headers (shared/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(options), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
        includeSubdomains: HSTS.includeSubDomains,
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
      // X-Content-Type-Options: nosniff, the one value CloudFront sends (CONTENT_TYPE_OPTIONS).
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy, override: true },
    },
  });
}

/**
 * The viewer headers CloudFront passes to the API, and CloudFront-Viewer-Address (the viewer's
 * "ip:port", which CloudFront sets itself: the per-IP daily cap on free analyses counts by it). The
 * managed AllViewerExceptHostHeader policy does not add CloudFront's own headers, and an origin request
 * policy cannot combine "all viewer headers except Host" with CloudFront headers (forwarding the viewer's
 * Host makes API Gateway answer 403), so the API's headers are listed: what functions/ reads from a
 * request (test/infra/origin-verify.test.ts checks that). The body's Content-Length/Transfer-Encoding,
 * X-Forwarded-For and the origin custom headers are sent whatever the policy; cookies and query strings
 * are all forwarded. At most 10 headers (CloudFront quota).
 */
export const API_ORIGIN_HEADERS = [
  'Content-Type',
  'Origin',
  'Referer',
  'Sec-Fetch-Site',
  'Stripe-Signature',
  'User-Agent',
  'CloudFront-Viewer-Address',
] as const;

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

    // One policy for the site and the API: the same headers the local server sends.
    const securityHeaders = securityHeadersPolicy(this, 'SecurityHeaders', { uploadOrigins: [UPLOAD_ORIGINS] });

    // The API's execute-api endpoint stays public: the secret header tells the API which requests came
    // through CloudFront (and so through the WAF web ACL). Only this origin gets it, not the bucket.
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: props.originVerify.originCustomHeaders(),
    });
    const apiOriginRequests = new OriginRequestPolicy(this, 'ApiOriginRequests', {
      // Like the headers policy: the Region keeps two deployments in one account apart.
      originRequestPolicyName: `${Stack.of(this).stackName}-Api-${Aws.REGION}`,
      comment: 'QuoteCheck API: the headers the API reads, CloudFront-Viewer-Address, all cookies and query strings',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_ORIGIN_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'QuoteCheck site and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclId,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiOriginRequests,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: the service is open to any visitor; the product is for US homeowners but blocking countries is not a requirement.',
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
    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      acknowledge(
        handler,
        'AwsSolutions-L1',
        'The CDK BucketDeployment handler runtime (Python) is chosen by aws-cdk-lib and upgraded with it.',
      );
    }
  }
}
