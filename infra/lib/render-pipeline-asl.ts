import { App, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { PIPELINE_FUNCTION_IDS, PipelineStateMachine, type PipelineFunctions } from './pipeline.js';

const REGION = 'us-east-1';
const ACCOUNT = '000000000000';
const PSEUDO_PARAMETERS: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': REGION,
  'AWS::AccountId': ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
};

/** The placeholder ARN a step's Task carries in the rendered definition. */
export function placeholderFunctionArn(id: string): string {
  return `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${id}`;
}

/**
 * The pipeline's Amazon States Language definition, built by the same construct the stack
 * deploys (PipelineStateMachine) in a throwaway app, without bundling any Lambda. Each Task's
 * Resource is a placeholder ARN (arn:aws:lambda:us-east-1:000000000000:function:<stepId>);
 * the local runtime replaces every Task by its state name.
 */
export function renderPipelineAsl(): { definition: Record<string, unknown> } {
  const stack = new Stack(new App(), 'PipelineAsl', { env: { account: ACCOUNT, region: REGION } });
  const functions = Object.fromEntries(
    PIPELINE_FUNCTION_IDS.map((id) => [
      id,
      LambdaFunction.fromFunctionArn(stack, `${id}Function`, placeholderFunctionArn(id)),
    ]),
  ) as PipelineFunctions;
  const pipeline = new PipelineStateMachine(stack, 'Pipeline', { functions });
  const cfn = pipeline.stateMachine.node.defaultChild as CfnStateMachine;
  const definition = JSON.parse(toText(stack.resolve(cfn.definitionString))) as Record<string, unknown>;
  return { definition };
}

/** Resolves the CloudFormation intrinsics a synthesized DefinitionString may hold into plain text. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (node['Fn::Join']) {
    const [delimiter, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(toText).join(delimiter);
  }
  if (typeof node.Ref === 'string' && PSEUDO_PARAMETERS[node.Ref]) return PSEUDO_PARAMETERS[node.Ref];
  if (node['Fn::GetAtt']) {
    const [logicalId] = node['Fn::GetAtt'] as [string, string];
    return placeholderFunctionArn(logicalId);
  }
  throw new Error(`renderPipelineAsl: cannot resolve ${JSON.stringify(value)}`);
}
