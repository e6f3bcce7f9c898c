import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * Helpers for acknowledging cdk-nag (AwsSolutions) findings. cdk-nag v3 reads acknowledgements
 * from `Validations.of(construct).acknowledge()` on the resource or any of its parents, so each
 * acknowledgement is placed on the narrowest construct that owns the finding.
 */

/** Acknowledges one rule (e.g. 'AwsSolutions-L1') on `scope` and everything below it. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The AwsSolutions-IAM5 finding ids for the wildcards in one policy statement, spelled the way
 * cdk-nag spells them: `AwsSolutions-IAM5[Action::s3:Get*]`, `AwsSolutions-IAM5[Resource::<Bucket.Arn>/*]`.
 */
export function wildcardFindings(scope: IConstruct, statement: PolicyStatement): string[] {
  return findingsOf(Stack.of(scope).resolve(statement.toStatementJson()));
}

/**
 * Acknowledges exactly the wildcards of `statement` (and no others) on the policy that holds it,
 * with the reason the wildcard is needed.
 */
export function acknowledgeWildcards(policy: IConstruct, statement: PolicyStatement, reason: string): void {
  for (const id of wildcardFindings(policy, statement)) acknowledge(policy, id, reason);
}

/**
 * Acknowledges the wildcards of every statement in a policy that a library construct writes for
 * itself (for example the BucketDeployment handler's role), with one reason for that construct.
 */
export function acknowledgeWildcardsInPolicy(policy: Policy, reason: string): void {
  const doc = Stack.of(policy).resolve(policy.document) as { Statement?: StatementJson[] };
  for (const id of new Set((doc.Statement ?? []).flatMap(findingsOf))) acknowledge(policy, id, reason);
}

interface StatementJson {
  Effect?: string;
  Action?: unknown;
  Resource?: unknown;
}

function findingsOf(statement: StatementJson): string[] {
  if (statement.Effect !== undefined && statement.Effect !== 'Allow') return [];
  const actions = asArray(statement.Action).filter((a): a is string => typeof a === 'string' && a.includes('*'));
  const resources = asArray(statement.Resource)
    .map(flattenReference)
    .filter((r) => r.includes('*'));
  return [...actions.map((a) => `Action::${a}`), ...resources.map((r) => `Resource::${r}`)].map(
    (finding) => `AwsSolutions-IAM5[${finding}]`,
  );
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Flattens a resolved CloudFormation reference the way cdk-nag does: `<Logical.Arn>/*`, `<AWS::Partition>`. */
function flattenReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/}/g, '>');
  const value = node as Record<string, unknown>;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flattenReference).join(delimiter);
  }
  if (value['Fn::Sub']) return flattenReference(value['Fn::Sub']);
  if (value['Fn::GetAtt']) {
    const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
  }
  if (value['Fn::ImportValue']) return flattenReference(value['Fn::ImportValue']);
  if (value.Ref) return `<${flattenReference(value.Ref)}>`;
  return JSON.stringify(node);
}
