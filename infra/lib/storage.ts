import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  StorageClass,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  TABLE_INDEXES,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/store/table-design.js';
import { CONFIG } from './config.js';
import { acknowledge } from './nag.js';

/** What every bucket of the stack has: private, encrypted, TLS only, kept when the stack goes. */
export const PRIVATE_BUCKET_DEFAULTS = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} as const satisfies BucketProps;

/**
 * Persistent data: the single DynamoDB table, the uploads bucket and the bucket that receives
 * S3 server access logs and CloudFront standard logs.
 */
export class Storage extends Construct {
  public readonly table: TableV2;
  public readonly uploads: Bucket;
  public readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...PRIVATE_BUCKET_DEFAULTS,
      // CloudFront standard logging writes with ACLs, so ACLs stay enabled (owner preferred).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: CONFIG.accessLogs.expiration }],
    });
    acknowledge(
      this.accessLogs,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging it into itself would loop and logging it elsewhere adds a bucket that has the same problem.',
    );

    // Not versioned: each upload is written once under its own key and never overwritten; the
    // quote's state lives in the table, which has point-in-time recovery.
    this.uploads = new Bucket(this, 'Uploads', {
      ...PRIVATE_BUCKET_DEFAULTS,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 's3/uploads/',
      lifecycleRules: [
        {
          id: 'abort-incomplete-multipart',
          abortIncompleteMultipartUploadAfter: CONFIG.uploads.abortIncompleteMultipartAfter,
        },
        { id: 'expire-tmp', prefix: CONFIG.uploads.tmpPrefix, expiration: CONFIG.uploads.tmpExpiration },
        { id: 'expire-incoming', prefix: CONFIG.uploads.incomingPrefix, expiration: CONFIG.uploads.incomingExpiration },
        {
          id: 'expire-guest-originals',
          tagFilters: { [CONFIG.uploads.guestTag.key]: CONFIG.uploads.guestTag.value },
          expiration: CONFIG.uploads.guestExpiration,
        },
        {
          id: 'infrequent-access',
          transitions: [
            { storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: CONFIG.uploads.infrequentAccessAfter },
          ],
        },
      ],
    });

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: TABLE_SORT_KEY, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });
  }

  /** Lets the browser on the site's origin send presigned uploads (PUT or POST) straight to S3. */
  allowBrowserUploadsFrom(siteOrigin: string): void {
    this.uploads.addCorsRule({
      allowedOrigins: [siteOrigin],
      allowedMethods: [HttpMethods.PUT, HttpMethods.POST],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
