import { Annotations, Aws, CfnCondition, Fn, ReferenceStrength, Stack, Token, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { RateLimit } from '@shared/rate-limits.js';
import { ROUTES, routeKeyOf, type RouteDef } from '@shared/routes.js';
import { CONFIG } from './config.js';

/** CloudFront web ACLs (scope CLOUDFRONT) exist only in this Region. */
export const EDGE_REGION = 'us-east-1';

/** Prefix of the CloudWatch metric names of the web ACL and its rules. */
const METRIC_PREFIX = 'QuoteCheck';

/** The web ACL's fixed rules; the API's rate rules are `RateLimit-<name>` of shared/rate-limits.ts. */
export const FIREWALL_RULES = {
  rateSite: 'RateLimit-site',
  commonRuleSet: 'AWSManagedRulesCommonRuleSet',
  bodySize: 'BodySizeLimit',
} as const;

export const rateRuleName = (limit: RateLimit) => `RateLimit-${limit.name}`;

/** Where the API is served (the CloudFront behaviour infra/lib/web.ts forwards to the HTTP API). */
const API_PATH_PREFIX = '/api/';
/** The evaluation windows AWS WAF rate-based rules accept. */
const RATE_WINDOWS_SECONDS = [60, 120, 300, 600];

/** Rules of the common rule set that only count here, each with the rule that takes its place. */
export const COUNTED_MANAGED_RULES = { SizeRestrictions_BODY: FIREWALL_RULES.bodySize } as const;

/** HTTP status of a request refused by a rate-based rule, and of one refused for its body size. */
const TOO_MANY_REQUESTS = 429;
const CONTENT_TOO_LARGE = 413;

/**
 * A route's path as a regular expression over the URI path: literal segments escaped, each
 * `{param}` one non-empty segment. `/api/quotes/{id}/chat` → `^/api/quotes/[^/]+/chat$`.
 */
export function routePathPattern(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')));
  return `^${segments.join('/')}$`;
}

/** The route table entry of a route key ('POST /api/auth/login'); unknown keys fail synth. */
function routeOf(key: string): RouteDef {
  const route = (ROUTES as readonly RouteDef[]).find((r) => routeKeyOf(r) === key);
  if (!route) throw new Error(`shared/rate-limits.ts names '${key}', which is not a route of shared/routes.ts`);
  return route;
}

/** Requests to the API: the URI path starts with /api/. */
const apiRequests = (): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: API_PATH_PREFIX,
    textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
  },
});

const methodIs = (method: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** The URI path matches the route's path (URL-decoded first, so %-escapes do not slip past). */
const pathIs = (path: string): CfnWebACL.StatementProperty => ({
  regexMatchStatement: {
    fieldToMatch: { uriPath: {} },
    regexString: routePathPattern(path),
    textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
  },
});

const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

/** Matches requests to any of `routes`: per method, the method and one of that method's paths. */
export function routesStatement(routes: readonly RouteDef[]): CfnWebACL.StatementProperty {
  if (routes.length === 0) throw new Error('a route statement needs at least one route');
  const methods = [...new Set(routes.map((route) => route.method))];
  return anyOf(
    methods.map((method) => ({
      andStatement: {
        statements: [
          methodIs(method),
          anyOf(routes.filter((route) => route.method === method).map((route) => pathIs(route.path))),
        ],
      },
    })),
  );
}

/** Routes whose request body may exceed CONFIG.waf.maxBodyBytes: file uploads and Stripe's signed webhook. */
export function largeBodyRoutes(): RouteDef[] {
  return (ROUTES as readonly RouteDef[]).filter((route) => route.multipart || route.signedByCaller);
}

const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: `${METRIC_PREFIX}${name}`,
  sampledRequestsEnabled: true,
});

function rateRule(
  name: string,
  priority: number,
  limit: { limit: number; windowSeconds: number },
  scopeDown?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  if (!RATE_WINDOWS_SECONDS.includes(limit.windowSeconds)) {
    throw new Error(
      `${name}: AWS WAF counts rates over ${RATE_WINDOWS_SECONDS.join(', ')} seconds, not ${limit.windowSeconds}`,
    );
  }
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: TOO_MANY_REQUESTS } } },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        ...(scopeDown ? { scopeDownStatement: scopeDown } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The AWS WAF web ACL in front of the CloudFront distribution (site and /api/*), scope CLOUDFRONT:
 * per-IP rate limits (the whole site, then the API's abuse limits of shared/rate-limits.ts: all of
 * /api/* and tighter on sign-in, uploads and chat), the AWS managed common rule set, and a body-size
 * rule that replaces the rule set's 8 KB check so that file uploads and Stripe's webhook pass.
 * Limits are in infra/lib/config.ts (waf).
 */
export class EdgeFirewall extends Construct {
  public readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { siteRateLimit, apiRateLimits } = CONFIG.waf;

    const rateRules = [
      rateRule(FIREWALL_RULES.rateSite, 0, {
        limit: siteRateLimit.limit,
        windowSeconds: siteRateLimit.window.toSeconds(),
      }),
      ...apiRateLimits.map((limit, i) =>
        rateRule(
          rateRuleName(limit),
          i + 1,
          limit,
          limit.routes.length ? routesStatement(limit.routes.map(routeOf)) : apiRequests(),
        ),
      ),
    ];
    const next = rateRules.length;
    const rules: CfnWebACL.RuleProperty[] = [
      ...rateRules,
      {
        name: FIREWALL_RULES.commonRuleSet,
        priority: next,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: 'AWSManagedRulesCommonRuleSet',
            ruleActionOverrides: Object.keys(COUNTED_MANAGED_RULES).map((name) => ({
              name,
              actionToUse: { count: {} },
            })),
          },
        },
        visibilityConfig: visibility(FIREWALL_RULES.commonRuleSet),
      },
      {
        name: FIREWALL_RULES.bodySize,
        priority: next + 1,
        action: { block: { customResponse: { responseCode: CONTENT_TOO_LARGE } } },
        statement: {
          andStatement: {
            statements: [
              {
                sizeConstraintStatement: {
                  // Bodies beyond what WAF inspects (16 KB at CloudFront) count as too large.
                  fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                  comparisonOperator: 'GT',
                  size: CONFIG.waf.maxBodyBytes,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              { notStatement: { statement: routesStatement(largeBodyRoutes()) } },
            ],
          },
        },
        visibilityConfig: visibility(FIREWALL_RULES.bodySize),
      },
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'QuoteCheck: rate limits per client IP and AWS managed common rules for the site and its API',
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: visibility('WebAcl'),
    });
  }
}

/** A small stack in us-east-1 that holds only the web ACL, for a site deployed in another Region. */
export class EdgeFirewallStack extends Stack {
  public readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    this.firewall = new EdgeFirewall(this, 'Firewall');
  }
}

/** Where the web ACL went: its ARN for the distribution, and the extra stack when one was needed. */
export interface EdgeFirewallPlacement {
  webAclArn: string;
  edgeStack?: EdgeFirewallStack;
}

/**
 * Puts the web ACL where CloudFront can use it, for `stack` deployed in its Region:
 * - us-east-1: in the stack itself;
 * - another known Region: in a sibling stack `<stackName>Edge` in us-east-1, read back with a weak
 *   cross-Region reference (Fn::GetStackOutput: no custom resource, and the edge stack is deployed first);
 * - an environment-agnostic stack (Region unknown at synth): in the stack, created only when it is
 *   deployed in us-east-1 (a CloudFormation condition); elsewhere the distribution has no web ACL, and
 *   synth warns. `cdk deploy` knows the Region (infra/bin/app.ts passes CDK_DEFAULT_REGION), so this
 *   case is for offline synth.
 */
export function placeEdgeFirewall(stack: Stack): EdgeFirewallPlacement {
  const region = stack.region;
  if (!Token.isUnresolved(region) && region === EDGE_REGION) {
    return { webAclArn: new EdgeFirewall(stack, 'Firewall').webAcl.attrArn };
  }
  if (!Token.isUnresolved(region)) {
    const edgeStack = new EdgeFirewallStack(stack.node.scope as Construct, `${stack.node.id}Edge`, {
      description: `QuoteCheck: the AWS WAF web ACL of ${stack.stackName}'s CloudFront distribution (CLOUDFRONT web ACLs live in ${EDGE_REGION})`,
      env: { account: Token.isUnresolved(stack.account) ? undefined : stack.account },
    });
    Annotations.of(stack).acknowledgeWarning(
      '@aws-cdk/core:crossStackReferencesDefaultStrong',
      'The only cross-stack reference (the web ACL ARN) is weak by choice (Fn::GetStackOutput).',
    );
    return {
      webAclArn: Stack.consumeReference(edgeStack.firewall.webAcl.attrArn, ReferenceStrength.WEAK),
      edgeStack,
    };
  }
  const inEdgeRegion = new CfnCondition(stack, 'DeployedInEdgeRegion', {
    expression: Fn.conditionEquals(Aws.REGION, EDGE_REGION),
  });
  const firewall = new EdgeFirewall(stack, 'Firewall');
  firewall.webAcl.cfnOptions.condition = inEdgeRegion;
  Annotations.of(stack).addWarningV2(
    'quotecheck:waf-needs-region',
    `The stack's Region is unknown at synth: the WAF web ACL is created only if it is deployed in ${EDGE_REGION}. Synthesize with a Region (CDK_DEFAULT_REGION, or an AWS profile) to get a ${EDGE_REGION} web ACL stack for any other Region.`,
  );
  return { webAclArn: Fn.conditionIf(inEdgeRegion.logicalId, firewall.webAcl.attrArn, Aws.NO_VALUE).toString() };
}
