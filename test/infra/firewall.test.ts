import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG } from '../../infra/lib/config.js';
import {
  COUNTED_MANAGED_RULES,
  EDGE_REGION,
  FIREWALL_RULES,
  rateRuleName,
  routePathPattern,
} from '../../infra/lib/firewall.js';
import { QuoteCheckStack } from '../../infra/lib/quotecheck-stack.js';
import { RATE_LIMITS } from '@shared/rate-limits.js';
import { ROUTES, routeKeyOf } from '@shared/routes.js';
import { buildStack, type Resource } from './fixture.js';

/**
 * AWS WAF in front of CloudFront: where the web ACL goes for each Region the stack may be deployed
 * in, and what its rules let through, evaluated against requests to the route table's routes.
 */

const ACCOUNT = '111111111111';

function appIn(region: string): { app: App; stack: QuoteCheckStack } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new QuoteCheckStack(app, 'QuoteCheck', { env: { account: ACCOUNT, region } });
  return { app, stack };
}

const resourcesOf = (template: Template) => Object.entries(template.toJSON().Resources as Record<string, Resource>);
const ofType = (template: Template, type: string) => resourcesOf(template).filter(([, r]) => r.Type === type);
const webAclIdOf = (template: Template) =>
  ofType(template, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.WebACLId;

// --- a small evaluator of the WAF statements the stack writes --------------------------------------

interface Request {
  method: string;
  path: string;
  bodyBytes?: number;
}
type Statement = Record<string, any>;

function transform(value: string, transformations: { Type: string }[]): string {
  return transformations.reduce(
    (v, t) => (t.Type === 'URL_DECODE' ? decodeURIComponent(v) : t.Type === 'NONE' ? v : unsupported(t.Type)),
    value,
  );
}
function unsupported(what: string): never {
  throw new Error(`the test evaluator does not know ${what}`);
}
function fieldOf(field: Record<string, unknown>, request: Request): string {
  if (field.Method) return request.method;
  if (field.UriPath) return request.path;
  return unsupported(JSON.stringify(field));
}

function matches(statement: Statement, request: Request): boolean {
  if (statement.AndStatement) return statement.AndStatement.Statements.every((s: Statement) => matches(s, request));
  if (statement.OrStatement) return statement.OrStatement.Statements.some((s: Statement) => matches(s, request));
  if (statement.NotStatement) return !matches(statement.NotStatement.Statement, request);
  if (statement.ByteMatchStatement) {
    const { FieldToMatch, PositionalConstraint, SearchString, TextTransformations } = statement.ByteMatchStatement;
    const value = transform(fieldOf(FieldToMatch, request), TextTransformations);
    if (PositionalConstraint === 'EXACTLY') return value === SearchString;
    if (PositionalConstraint === 'STARTS_WITH') return value.startsWith(SearchString);
    return unsupported(PositionalConstraint);
  }
  if (statement.RegexMatchStatement) {
    const { FieldToMatch, RegexString, TextTransformations } = statement.RegexMatchStatement;
    return new RegExp(RegexString).test(transform(fieldOf(FieldToMatch, request), TextTransformations));
  }
  if (statement.SizeConstraintStatement) {
    const { FieldToMatch, ComparisonOperator, Size } = statement.SizeConstraintStatement;
    if (!FieldToMatch.Body || ComparisonOperator !== 'GT') unsupported(JSON.stringify(statement));
    return (request.bodyBytes ?? 0) > Size;
  }
  return unsupported(Object.keys(statement).join());
}

/** A concrete request to a route: `{id}` segments become ids. */
const requestTo = (key: string, bodyBytes?: number): Request => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path: path.replace(/\{\w+\}/g, 'q-123'), bodyBytes };
};

// ---------------------------------------------------------------------------------------------------

describe('where the web ACL goes', () => {
  it('is in the stack itself when the stack is deployed in us-east-1', () => {
    const { app, stack } = appIn(EDGE_REGION);
    const template = Template.fromStack(stack);
    const [[aclId, acl]] = ofType(template, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect((acl as Resource & { Condition?: string }).Condition).toBeUndefined();
    expect(webAclIdOf(template)).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(app.node.children.filter((c) => c instanceof Stack)).toEqual([stack]);
  });

  it('is in a us-east-1 stack, deployed first and read back weakly, when the stack is in another Region', () => {
    const { app, stack } = appIn('eu-west-1');
    expect(stack.edgeStack).toBeDefined();
    const edge = stack.edgeStack!;
    expect(edge.region).toBe(EDGE_REGION);
    expect(edge.account).toBe(ACCOUNT);
    const edgeTemplate = Template.fromStack(edge);
    const [[, acl]] = ofType(edgeTemplate, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');

    const template = Template.fromStack(stack);
    expect(ofType(template, 'AWS::WAFv2::WebACL')).toEqual([]);
    const reference = webAclIdOf(template)['Fn::GetStackOutput'];
    expect(reference).toMatchObject({ StackName: edge.stackName, Region: EDGE_REGION });
    expect(edgeTemplate.toJSON().Outputs[reference.OutputName].Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/WebAcl/), 'Arn'],
    });
    expect(stack.dependencies).toContain(edge);
    // Weak: no custom resources (SSM export reader/writer) in either stack.
    expect(ofType(template, 'Custom::CrossRegionExportReader')).toEqual([]);
    expect(resourcesOf(edgeTemplate).map(([, r]) => r.Type)).toEqual(['AWS::WAFv2::WebACL']);
    expect(app.node.children.filter((c) => c instanceof Stack)).toHaveLength(2);
  });

  it('is created only in us-east-1 when the Region is unknown at synth, with a warning', () => {
    const { stack } = buildStack();
    const template = Template.fromStack(stack);
    const [[aclId, acl]] = ofType(template, 'AWS::WAFv2::WebACL');
    const condition = (acl as Resource & { Condition?: string }).Condition!;
    expect(template.toJSON().Conditions[condition]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, EDGE_REGION] });
    expect(webAclIdOf(template)).toEqual({
      'Fn::If': [condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }],
    });
    Annotations.fromStack(stack).hasWarning(
      '/QuoteCheck',
      Match.stringLikeRegexp('WAF web ACL is created only if it is deployed in us-east-1'),
    );
  });

  it('passes the AwsSolutions checks in both stacks of a deployment outside us-east-1', () => {
    const { app } = appIn('eu-west-1');
    app.synth();
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`)),
    ).toEqual([]);
  });
});

describe('the web ACL rules', () => {
  let rules: Statement[];
  const rule = (name: string) => rules.find((r) => r.Name === name)!;
  const rateLimited = (name: string, request: Request) =>
    matches(rule(name).Statement.RateBasedStatement.ScopeDownStatement, request);

  beforeAll(() => {
    const template = Template.fromStack(appIn(EDGE_REGION).stack);
    const [[, acl]] = ofType(template, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    rules = acl.Properties.Rules;
  });

  it('evaluates the rate limits first, then the managed rules, then the body size', () => {
    expect([...rules].sort((a, b) => a.Priority - b.Priority).map((r) => r.Name)).toEqual([
      FIREWALL_RULES.rateSite,
      ...RATE_LIMITS.map(rateRuleName),
      FIREWALL_RULES.commonRuleSet,
      FIREWALL_RULES.bodySize,
    ]);
  });

  it('limits every client IP on the whole site, answering 429', () => {
    const site = rule(FIREWALL_RULES.rateSite);
    expect(site.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: CONFIG.waf.siteRateLimit.limit,
      EvaluationWindowSec: CONFIG.waf.siteRateLimit.window.toSeconds(),
    });
    expect(site.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
  });

  it('enforces the abuse limits of shared/rate-limits.ts per client IP, with their limits and windows', () => {
    expect(CONFIG.waf.apiRateLimits).toBe(RATE_LIMITS);
    for (const limit of RATE_LIMITS) {
      const r = rule(rateRuleName(limit));
      expect(r.Statement.RateBasedStatement, limit.name).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
      });
      expect(r.Action, limit.name).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
      expect(limit.limit, limit.name).toBeLessThan(CONFIG.waf.siteRateLimit.limit);
    }
  });

  it('counts, for each abuse limit, exactly its routes (any id), or every API request when it names none', () => {
    for (const limit of RATE_LIMITS) {
      for (const route of ROUTES) {
        const key = routeKeyOf(route);
        const counted = limit.routes.length === 0 || limit.routes.includes(key);
        expect(rateLimited(rateRuleName(limit), requestTo(key)), `${limit.name}: ${key}`).toBe(counted);
      }
      if (limit.routes.length === 0)
        expect(rateLimited(rateRuleName(limit), { method: 'GET', path: '/assets/index.js' }), limit.name).toBe(false);
    }
    const auth = RATE_LIMITS.find((l) => l.routes.includes('POST /api/auth/login'))!;
    expect(rateLimited(rateRuleName(auth), { method: 'GET', path: '/api/auth/me' })).toBe(false);
    const chat = RATE_LIMITS.find((l) => l.routes.includes('POST /api/quotes/{id}/chat'))!;
    expect(rateLimited(rateRuleName(chat), { method: 'POST', path: '/api/quotes/another-id/chat' })).toBe(true);
    // Percent-escapes are decoded before matching, so they do not dodge the limit.
    expect(rateLimited(rateRuleName(chat), { method: 'POST', path: '/api/quotes/q-1/%63hat' })).toBe(true);
    const upload = RATE_LIMITS.find((l) => l.routes.includes('POST /api/quotes/upload-url'))!;
    expect(rateLimited(rateRuleName(upload), { method: 'POST', path: '/api/quotes/upload-urlx' })).toBe(false);
  });

  it('has tighter limits on sign-in, uploads and chat', () => {
    for (const key of [
      'POST /api/auth/login',
      'POST /api/auth/signup',
      'POST /api/quotes/upload-url',
      'POST /api/quotes/{id}/chat',
    ]) {
      expect(
        RATE_LIMITS.some((l) => l.routes.includes(key)),
        key,
      ).toBe(true);
    }
  });

  it('applies the AWS managed common rule set with its 8 KB body rule only counting', () => {
    const managed = rule(FIREWALL_RULES.commonRuleSet);
    expect(managed.OverrideAction).toEqual({ None: {} });
    expect(managed.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    expect(managed.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(Object.keys(COUNTED_MANAGED_RULES)).toEqual(['SizeRestrictions_BODY']);
  });

  it('blocks large bodies with 413 except multipart uploads and the Stripe webhook', () => {
    const bodySize = rule(FIREWALL_RULES.bodySize);
    expect(bodySize.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 413 } } });
    const blocked = (key: string, bytes: number) => matches(bodySize.Statement, requestTo(key, bytes));
    const large = CONFIG.waf.maxBodyBytes + 1;

    expect(blocked('POST /api/quotes/upload', 5 * 1024 * 1024)).toBe(false);
    expect(blocked('POST /api/payments/webhook', 20 * 1024)).toBe(false);
    expect(blocked('POST /api/quotes/{id}/chat', large)).toBe(true);
    expect(blocked('POST /api/auth/signup', large)).toBe(true);
    expect(blocked('POST /api/quotes/{id}/chat', CONFIG.waf.maxBodyBytes)).toBe(false);
    const sizeCheck = bodySize.Statement.AndStatement.Statements.find((s: Statement) => s.SizeConstraintStatement);
    expect(sizeCheck.SizeConstraintStatement.FieldToMatch).toEqual({ Body: { OversizeHandling: 'MATCH' } });
  });

  it('publishes CloudWatch metrics and sampled requests for every rule', () => {
    for (const r of rules)
      expect(r.VisibilityConfig, r.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
  });
});

describe('routePathPattern', () => {
  it('matches a route path with any value in its parameters and nothing else', () => {
    const chat = new RegExp(routePathPattern('/api/quotes/{id}/chat'));
    expect(chat.test('/api/quotes/abc-123/chat')).toBe(true);
    expect(chat.test('/api/quotes/abc/messages')).toBe(false);
    expect(chat.test('/api/quotes/a/b/chat')).toBe(false);
    expect(chat.test('/api/quotes//chat')).toBe(false);
    expect(chat.test('/api/quotes/abc/chat/')).toBe(false);
    expect(routePathPattern('/api/health.json')).toBe('^/api/health\\.json$');
  });
});
