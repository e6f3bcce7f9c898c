import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { ApiFunction } from '@shared/routes.js';
import type { PipelineStepId, PIPELINE_FAILURE_STEP } from '@shared/pipeline.js';
import type { QuoteCheckFunction, UploadsAccess } from './quotecheck-function.js';

/** What one function may touch. Anything not listed is denied. */
export interface FunctionAccess {
  table?: 'read' | 'readWrite';
  uploads?: UploadsAccess;
  /** cognito-idp AdminConfirmSignUp, AdminGetUser, AdminUpdateUserAttributes and AdminUserGlobalSignOut on the user pool. */
  userPoolAdmin?: true;
  /** Stripe: GetSecretValue on its secret (STRIPE_SECRET_ARN) and the publishable key (STRIPE_PUBLISHABLE_KEY). */
  stripe?: true;
  /** states:StartExecution on the quote pipeline (and STATE_MACHINE_ARN). */
  startPipeline?: true;
  textract?: true;
  /**
   * bedrock:InvokeModel on the configured model, with ANALYSIS_ENGINE and BEDROCK_MODEL_ID; applied
   * only when the stack enables Bedrock (context analysisEngine=bedrock), otherwise nothing.
   */
  bedrock?: true;
  /** textract:AnalyzeExpense, the second opinion on total, vendor and ZIP; applied only with Bedrock, like `bedrock`. */
  textractExpense?: true;
  /**
   * Keeps the page images the fields step sends Bedrock (ANALYSIS_ENGINE and BEDROCK_MODEL_ID, no
   * permission of Bedrock's); applied only with Bedrock, like `bedrock`.
   */
  modelPages?: true;
}

/** API functions (shared/routes.ts); a function missing here fails synth. */
export const API_ACCESS: Record<ApiFunction, FunctionAccess> = {
  health: {},
  auth: { table: 'readWrite', userPoolAdmin: true, uploads: 'untag' },
  admin: { table: 'readWrite' },
  stripeWebhook: { table: 'readWrite', stripe: true },
  quotes: { table: 'readWrite', uploads: 'readWrite', startPipeline: true },
  // Chat turns, corrections and re-analyses: the quote, its text and messages; Bedrock when it is enabled.
  conversation: { table: 'readWrite', bedrock: true },
  payments: { table: 'readWrite', stripe: true },
  credits: { table: 'read' },
  // Share links (items SHARE#<token> and QUOTE#<id>/SHARE#<token>) and reading the shared quote; no files.
  shares: { table: 'readWrite' },
  // Reads the caller's quotes and their stored text to compare them; writes nothing.
  compare: { table: 'read' },
};

/** Pipeline steps (shared/pipeline.ts) and the failure step. */
export const PIPELINE_ACCESS: Record<PipelineStepId | typeof PIPELINE_FAILURE_STEP.id, FunctionAccess> = {
  // extract writes the working document (and with Bedrock the page images) under uploads/tmp/, extractFields
  // the scope beside it, scope deletes them.
  extract: { table: 'readWrite', uploads: 'readWrite', textract: true, modelPages: true },
  // With Bedrock, the fields are also read by Bedrock and AnalyzeExpense (on the upload), and agreed.
  extractFields: { table: 'readWrite', uploads: 'readWrite', bedrock: true, textractExpense: true },
  scope: { table: 'readWrite', uploads: 'readWrite' },
  analyze: { table: 'readWrite', uploads: 'read', bedrock: true },
  markFailed: { table: 'readWrite' },
};

export interface AccessTargets {
  table: ITableV2;
  uploads: IBucket;
  userPool: IUserPool;
  stripeSecret: ISecret;
  stripePublishableKey: string;
  stateMachine?: IStateMachine;
  /** Set when the analysis runs on Bedrock (infra/lib/config.ts: analysisEngineOf). */
  bedrock?: { modelId: string };
}

export function accessOf<K extends string>(map: Record<K, FunctionAccess>, fn: string): FunctionAccess {
  const access = (map as Record<string, FunctionAccess | undefined>)[fn];
  if (!access) throw new Error(`infra/lib/access.ts declares no access for function '${fn}'; add it before deploying.`);
  return access;
}

/** Applies one function's declared access. */
export function grantAccess(fn: QuoteCheckFunction, access: FunctionAccess, targets: AccessTargets): void {
  if (access.table) fn.allowTable(targets.table, access.table);
  if (access.uploads) fn.allowUploads(targets.uploads, access.uploads);
  if (access.userPoolAdmin) fn.allowUserPoolAdmin(targets.userPool);
  if (access.stripe) fn.allowStripe(targets.stripeSecret, targets.stripePublishableKey);
  if (access.startPipeline) {
    if (!targets.stateMachine) throw new Error(`${fn.node.path} needs the state machine, which is not created yet`);
    fn.allowStartPipeline(targets.stateMachine);
  }
  if (access.textract) fn.allowTextract();
  if (access.bedrock && targets.bedrock) fn.allowBedrock(targets.bedrock.modelId);
  if (access.textractExpense && targets.bedrock) fn.allowTextractExpense();
  if (access.modelPages && targets.bedrock) fn.tellBedrockModel(targets.bedrock.modelId);
}
