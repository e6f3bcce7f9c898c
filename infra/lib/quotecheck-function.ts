import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { Aws } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../functions/store/table-design.js';
import { lambdaBundling } from './bundling.js';
import { CONFIG, inferenceProfileModel } from './config.js';
import { acknowledge, acknowledgeWildcards } from './nag.js';
import { copyRuntimeModulesCommands } from './runtime-modules.js';

/** Repository root: handler entries are given relative to it (functions/api/auth.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Environment every function starts with: Powertools settings, and stack traces through the bundle's source map. */
export const FUNCTION_ENVIRONMENT: Readonly<Record<string, string>> = {
  POWERTOOLS_SERVICE_NAME: CONFIG.serviceName,
  POWERTOOLS_LOG_LEVEL: CONFIG.logLevel,
  NODE_OPTIONS: '--enable-source-maps',
};

export interface QuoteCheckFunctionProps {
  /** Handler file relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  timeout: Duration;
  environment?: Record<string, string>;
  memorySize?: number;
  /**
   * Packages used from node_modules at run time instead of being bundled (WASM, native binaries,
   * model files): copied with their dependencies from the project's install. Their binaries are
   * the ones installed on the deploying machine (linux-x64), so such a function runs on x86_64.
   */
  runtimeModules?: readonly string[];
  /** Reserved concurrency: at most this many run at once, and they are kept from the account's pool. */
  reservedConcurrentExecutions?: number;
}

const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
/** What functions/services/textract/textract-extractor.ts calls: AnalyzeDocument, or Start/GetDocumentAnalysis for a multi-page PDF. */
const TEXTRACT_ACTIONS = ['textract:AnalyzeDocument', 'textract:StartDocumentAnalysis', 'textract:GetDocumentAnalysis'];

/**
 * A Lambda function with the project's defaults: Node.js 22 on arm64, ESM bundle built by the
 * local esbuild, 512 MB, active tracing, Powertools logger settings, its own log group with
 * one month's retention and its own role that may only write to that log group.
 *
 * Permissions are added with the `allow*` methods below so that each function's access is
 * stated once (see access.ts) and stays least-privilege.
 */
/** What a function may do in the uploads bucket. */
export type UploadsAccess = 'read' | 'readWrite' | 'untag';

export class QuoteCheckFunction extends NodejsFunction {
  /** The function's role; its default policy holds the grants. */
  public readonly executionRole: Role;

  constructor(scope: Construct, id: string, props: QuoteCheckFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: CONFIG.logRetention });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    logGroup.grantWrite(role);
    const runtimeModules = props.runtimeModules ?? [];

    super(scope, id, {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: runtimeModules.length ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.memorySize ?? CONFIG.functions.memorySize,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment: { ...FUNCTION_ENVIRONMENT, ...props.environment },
      bundling: {
        ...lambdaBundling(runtimeModules),
        commandHooks: runtimeModules.length
          ? {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: (_inputDir: string, outputDir: string) =>
                copyRuntimeModulesCommands(REPO_ROOT, runtimeModules, outputDir),
            }
          : undefined,
      },
    });
    this.executionRole = role;

    acknowledge(
      this,
      'AwsSolutions-L1',
      'The project targets Node.js 22 (the design mandates it and local tooling runs on it); the runtime is upgraded deliberately, not implicitly.',
    );
    // Active tracing added the X-Ray write statement to the role's default policy.
    acknowledge(
      this.defaultPolicy,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords (active tracing) do not support resource-level permissions. Other wildcard grants never go into this policy.',
    );
  }

  /** Table items and the declared indexes (table-design.ts), nothing else of DynamoDB. */
  allowTable(table: ITableV2, mode: 'read' | 'readWrite'): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: mode === 'read' ? TABLE_READ_ACTIONS : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
        resources: [table.tableArn, ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`)],
      }),
    );
  }

  /**
   * Objects of the uploads bucket: read, or read and write (presigned uploads are signed with this role).
   * Writing includes object tags (s3:PutObjectTagging): a guest's original carries retention=guest,
   * which the bucket's lifecycle expires (storage.ts), until its quote has an owner.
   */
  allowUploads(bucket: IBucket, mode: UploadsAccess): void {
    const actions: Record<UploadsAccess, string[]> = {
      read: ['s3:GetObject'],
      readWrite: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
      // A claimed guest quote's original loses its guest-retention tag (an empty tag set is put).
      untag: ['s3:PutObjectTagging'],
    };
    const statement = new PolicyStatement({
      actions: actions[mode],
      resources: [bucket.arnForObjects('*')],
    });
    this.addToRolePolicy(statement);
    acknowledgeWildcards(
      this.defaultPolicy,
      statement,
      'Object keys are generated per quote at run time; access is limited to the objects of the one uploads bucket, with object-level actions only.',
    );
  }

  /** The server-side Cognito calls the auth handler makes; SignUp/InitiateAuth are public client calls. */
  allowUserPoolAdmin(userPool: IUserPool): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:AdminConfirmSignUp',
          'cognito-idp:AdminGetUser',
          // Forgot password: a sign-up's address counts as verified; a reset ends every session.
          'cognito-idp:AdminUpdateUserAttributes',
          'cognito-idp:AdminUserGlobalSignOut',
        ],
        resources: [userPool.userPoolArn],
      }),
    );
  }

  /** Reads the Stripe secret (its ARN as STRIPE_SECRET_ARN) and knows the public publishable key. */
  allowStripe(secret: ISecret, publishableKey: string): void {
    this.addEnvironment('STRIPE_SECRET_ARN', secret.secretArn);
    this.addEnvironment('STRIPE_PUBLISHABLE_KEY', publishableKey);
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
  }

  /**
   * Reads the origin-verify secret (its ARN as ORIGIN_VERIFY_SECRET_ARN) and nothing else of Secrets
   * Manager for it: the value CloudFront sends to the API (infra/lib/origin-verify.ts).
   */
  allowOriginVerify(secret: ISecret): void {
    this.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', secret.secretArn);
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
  }

  /** Starts the quote pipeline; its ARN reaches the code as STATE_MACHINE_ARN. */
  allowStartPipeline(stateMachine: IStateMachine): void {
    this.addEnvironment('STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['states:StartExecution'], resources: [stateMachine.stateMachineArn] }),
    );
  }

  /**
   * Textract document analysis (text, tables and form fields): the synchronous call for images and
   * single-page PDFs, the asynchronous job for longer PDFs. Kept in its own policy so its acknowledged
   * `Resource: *` cannot hide anything else.
   */
  allowTextract(): void {
    const statement = new PolicyStatement({
      actions: TEXTRACT_ACTIONS,
      resources: ['*'],
    });
    const policy = new Policy(this, 'TextractPolicy', { statements: [statement] });
    policy.attachToRole(this.executionRole);
    acknowledgeWildcards(
      policy,
      statement,
      'Textract actions do not support resource-level permissions; the policy holds only these three read-only document analysis actions.',
    );
  }

  /**
   * Textract AnalyzeExpense, the fields step's second opinion on the total, vendor and ZIP (it reads the
   * upload in the bucket with this role's read access). In its own policy, like allowTextract.
   */
  allowTextractExpense(): void {
    const statement = new PolicyStatement({ actions: ['textract:AnalyzeExpense'], resources: ['*'] });
    const policy = new Policy(this, 'TextractExpensePolicy', { statements: [statement] });
    policy.attachToRole(this.executionRole);
    acknowledgeWildcards(
      policy,
      statement,
      'Textract actions do not support resource-level permissions; the policy holds only the read-only AnalyzeExpense action.',
    );
  }

  /** The code told that Bedrock reads quotes, and with which model; no permission. */
  tellBedrockModel(modelId: string): void {
    this.addEnvironment('ANALYSIS_ENGINE', 'bedrock');
    this.addEnvironment('BEDROCK_MODEL_ID', modelId);
  }

  /**
   * Bedrock on the one configured model, and the analysis code told to use it. InvokeModel also covers
   * the Converse API. A cross-Region inference profile id needs the profile in this account and region,
   * and the model behind it in whichever Region the profile routes to (only through that profile).
   */
  allowBedrock(modelId: string): void {
    this.tellBedrockModel(modelId);
    const actions = ['bedrock:InvokeModel'];
    const profileModel = inferenceProfileModel(modelId);
    const policy = new Policy(this, 'BedrockPolicy');
    if (profileModel === null) {
      policy.addStatements(
        new PolicyStatement({
          actions,
          resources: [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${modelId}`],
        }),
      );
    } else {
      const profileArn = `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`;
      const routed = new PolicyStatement({
        actions,
        resources: [`arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profileModel}`],
        conditions: { ArnLike: { 'bedrock:InferenceProfileArn': profileArn } },
      });
      policy.addStatements(new PolicyStatement({ actions, resources: [profileArn] }), routed);
      acknowledgeWildcards(
        policy,
        routed,
        'A cross-Region inference profile routes each request to the same model in another Region; the grant names that one model and holds only when the call goes through the configured profile.',
      );
    }
    policy.attachToRole(this.executionRole);
  }

  /** The role's default policy (created by the first grant: the log group write above). */
  private get defaultPolicy(): Construct {
    const policy = this.executionRole.node.tryFindChild('DefaultPolicy');
    if (!policy) throw new Error(`${this.node.path}: the execution role has no default policy yet`);
    return policy;
  }
}
