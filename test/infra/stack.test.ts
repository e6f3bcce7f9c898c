import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_FAILURE_STEP, PIPELINE_STEPS } from '@shared/pipeline.js';
import { PIPELINE_RESUME_STATE } from '../../infra/lib/pipeline.js';
import { dependencyClosure } from '../../infra/lib/runtime-modules.js';
import { REPO_ROOT } from '../../infra/lib/quotecheck-function.js';
import { API_FUNCTIONS, ROUTES, routeKeyOf, routesOf } from '@shared/routes.js';
import { TABLE_INDEXES, TABLE_TTL_ATTRIBUTE } from '../../functions/store/table-design.js';
import { API_ACCESS } from '../../infra/lib/access.js';
import { ALARM_CONTEXT, CONFIG } from '../../infra/lib/config.js';
import { QuoteCheckStack } from '../../infra/lib/quotecheck-stack.js';
import { SPA_REWRITE } from '../../infra/lib/web.js';
import { ADMIN_GROUP } from '../../functions/accounts/roles.js';
import { asArray, buildStack, type PolicyStatementJson, type Resource } from './fixture.js';

/** Actions that AWS only grants on Resource '*'; every other statement names its resources. */
const RESOURCE_STAR_ACTIONS = new Set([
  // X-Ray (Lambda and Step Functions active tracing)
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'xray:GetSamplingRules',
  'xray:GetSamplingTargets',
  // Textract document analysis in the extract step, expense analysis in the fields step
  'textract:AnalyzeDocument',
  'textract:AnalyzeExpense',
  'textract:StartDocumentAnalysis',
  'textract:GetDocumentAnalysis',
  // Step Functions execution logging (vended log delivery)
  'logs:CreateLogDelivery',
  'logs:GetLogDelivery',
  'logs:UpdateLogDelivery',
  'logs:DeleteLogDelivery',
  'logs:ListLogDeliveries',
  'logs:PutResourcePolicy',
  'logs:DescribeResourcePolicies',
  'logs:DescribeLogGroups',
]);

const BASE_ENVIRONMENT = [
  'TABLE_NAME',
  'UPLOADS_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'NODE_OPTIONS',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_LOG_LEVEL',
];

let template: Template;
let resources: Record<string, Resource>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalIdOf = (ref: unknown): string => {
  const value = ref as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return value.Ref ?? value['Fn::GetAtt']![0];
};
/** Our Lambdas by description: 'QuoteCheck API: auth' → its logical id and properties. */
const functionNamed = (description: string) => {
  const found = ofType('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === description);
  if (!found) throw new Error(`no function '${description}'`);
  return { id: found[0], props: found[1].Properties };
};
/** Every statement of every policy attached to the function's role. */
const statementsOf = (description: string): PolicyStatementJson[] => {
  const roleId = logicalIdOf(functionNamed(description).props.Role);
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => asArray(p.Properties.Roles).some((r) => logicalIdOf(r) === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
};
const actionsOf = (description: string) => statementsOf(description).flatMap((s) => asArray(s.Action));

beforeAll(() => {
  const { stack } = buildStack();
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
});

describe('buckets', () => {
  it('blocks all public access and encrypts every bucket', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets.length).toBe(3);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toMatch(/AES256|aws:kms/);
    }
  });

  it('denies non-TLS requests on every bucket', () => {
    const policies = ofType('AWS::S3::BucketPolicy');
    for (const [bucketId] of ofType('AWS::S3::Bucket')) {
      const policy = policies.find(([, p]) => logicalIdOf(p.Properties.Bucket) === bucketId);
      expect(policy, bucketId).toBeDefined();
      expect(policy![1].Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('gives the uploads bucket lifecycle rules, access logs and CORS for the site origin only', () => {
    const [, uploads] = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('StorageUploads'))!;
    const rules = uploads.Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'uploads/tmp/', ExpirationInDays: 1 }));
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'uploads/incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        TagFilters: [{ Key: 'retention', Value: 'guest' }],
        ExpirationInDays: 30,
        Status: 'Enabled',
      }),
    );
    expect(uploads.Properties.LoggingConfiguration.DestinationBucketName).toBeDefined();
    const [cors] = uploads.Properties.CorsConfiguration.CorsRules;
    expect(cors.AllowedMethods.sort()).toEqual(['POST', 'PUT']);
    expect(cors.AllowedOrigins).toEqual([
      { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]] },
    ]);
  });
});

describe('table', () => {
  it('is on-demand with point-in-time recovery, TTL, the declared indexes and is retained', () => {
    const [[, table]] = ofType('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true });
    expect(table.Properties.GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName)).toEqual(
      TABLE_INDEXES.map((i) => i.indexName),
    );
    template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain' });
  });
});

describe('cognito', () => {
  it('signs in by e-mail with the 6-character password rule', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has a public client for USER_PASSWORD_AUTH with 1 h tokens and a 30-day refresh token', () => {
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient');
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
    });
    expect(client.Properties.AllowedOAuthFlows).toBeUndefined();
  });

  it('has an admin group, the only source of the admin role', () => {
    const groups = ofType('AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties);
    expect(groups).toEqual([
      expect.objectContaining({ GroupName: ADMIN_GROUP, UserPoolId: { Ref: expect.stringMatching(/^AuthUserPool/) } }),
    ]);
  });

  it('lets the app client write the e-mail address only, and revoke tokens', () => {
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient');
    // email has to stay writable (Cognito requires app clients to write the pool's required attributes).
    expect(client.Properties.WriteAttributes).toEqual(['email']);
    expect(client.Properties.EnableTokenRevocation).toBe(true);
  });

  it('keeps the old e-mail address until a new one is verified', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });
});

describe('http api', () => {
  it('has one route per route-table entry, each on the Lambda of its function', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(ROUTES.map(routeKeyOf).sort());

    for (const route of ROUTES) {
      const [, resource] = routes.find(([, r]) => r.Properties.RouteKey === routeKeyOf(route))!;
      expect(resource.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      const integrationId = logicalIdOf(resource.Properties.Target['Fn::Join'][1][1]);
      const integration = resources[integrationId];
      expect(logicalIdOf(integration.Properties.IntegrationUri)).toBe(functionNamed(`QuoteCheck API: ${route.fn}`).id);
    }
  });

  it('throttles the stage and writes access logs', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: CONFIG.api.throttle.rateLimit,
      ThrottlingBurstLimit: CONFIG.api.throttle.burstLimit,
    });
    expect(logicalIdOf(stage.Properties.AccessLogSettings.DestinationArn)).toMatch(/^ApiAccessLogs/);
  });
});

describe('lambdas', () => {
  const ours = () =>
    ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Description).startsWith('QuoteCheck '));

  it('runs every function on Node.js 22, arm64 (the steps with native modules x86_64), traced, with one month of logs', () => {
    expect(ours().length).toBe(API_FUNCTIONS.length + PIPELINE_STEPS.length + 1);
    for (const [, fn] of ofType('AWS::Lambda::Function').filter(([, r]) =>
      String(r.Properties.Runtime).startsWith('nodejs'),
    )) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
    }
    for (const [id, fn] of ours()) {
      const extract = fn.Properties.Description === 'QuoteCheck pipeline step: extract';
      const fields = fn.Properties.Description === 'QuoteCheck pipeline step: extractFields';
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [extract || fields ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
        MemorySize: extract ? 2048 : 512,
        TracingConfig: { Mode: 'Active' },
      });
      const logGroup = resources[logicalIdOf(fn.Properties.LoggingConfig.LogGroup)];
      expect(logGroup.Properties.RetentionInDays).toBe(30);
    }
  });

  it('caps the extract step with reserved concurrency and leaves the other functions unreserved', () => {
    expect(functionNamed('QuoteCheck pipeline step: extract').props.ReservedConcurrentExecutions).toBe(
      CONFIG.pipeline.extractReservedConcurrency,
    );
    for (const [id, fn] of ours()) {
      if (fn.Properties.Description !== 'QuoteCheck pipeline step: extract')
        expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
    }
  });

  it('invokes no Lambda asynchronously, so none needs a dead-letter queue (and any that is gets one)', () => {
    // Asynchronous invokers: S3 notifications, EventBridge rules, SNS subscriptions, event invoke configs.
    const asyncTargets = new Set<string>();
    for (const [, permission] of ofType('AWS::Lambda::Permission')) {
      const principal = String(permission.Properties.Principal);
      if (!/^(apigateway|states)\.amazonaws\.com$/.test(principal))
        asyncTargets.add(logicalIdOf(permission.Properties.FunctionName));
    }
    for (const [, config] of ofType('AWS::Lambda::EventInvokeConfig'))
      asyncTargets.add(logicalIdOf(config.Properties.FunctionName));
    for (const [id] of ours()) {
      if (!asyncTargets.has(id)) continue;
      const fn = resources[id]!.Properties;
      expect(fn.DeadLetterConfig?.TargetArn ?? fn.DestinationConfig, `${id} is invoked asynchronously`).toBeDefined();
    }
    expect([...asyncTargets].filter((id) => ours().some(([ourId]) => ourId === id))).toEqual([]);
    expect(ofType('AWS::Events::Rule')).toEqual([]);
    expect(ofType('AWS::SNS::Subscription').filter(([, s]) => s.Properties.Protocol === 'lambda')).toEqual([]);
    for (const [, bucket] of ofType('AWS::S3::Bucket'))
      expect(bucket.Properties.NotificationConfiguration).toBeUndefined();
    // The state machine waits for each step (RequestResponse), so a failed step reaches its Catch.
    const [[, machine]] = ofType('AWS::StepFunctions::StateMachine');
    expect(JSON.stringify(machine.Properties.DefinitionString)).not.toMatch(/InvocationType/);
  });

  it('gives API functions 29 s and pipeline steps 5 minutes', () => {
    for (const fn of API_FUNCTIONS) expect(functionNamed(`QuoteCheck API: ${fn}`).props.Timeout).toBe(29);
    for (const step of [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP]) {
      expect(functionNamed(`QuoteCheck pipeline step: ${step.id}`).props.Timeout).toBe(300);
    }
  });

  it('configures no admin e-mail address anywhere (roles come from the cognito:groups claim)', () => {
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {}), id).not.toContain('ADMIN_EMAIL');
    }
    expect(Object.keys(template.toJSON().Parameters ?? {})).not.toContain('AdminEmail');
  });

  it('passes the configuration the handlers read, and the optional ARNs only to functions that need them', () => {
    for (const fn of API_FUNCTIONS) {
      const variables = Object.keys(functionNamed(`QuoteCheck API: ${fn}`).props.Environment.Variables);
      expect(variables).toEqual(expect.arrayContaining(BASE_ENVIRONMENT));
      expect(variables.includes('STRIPE_SECRET_ARN'), fn).toBe(Boolean(API_ACCESS[fn].stripe));
      expect(variables.includes('STATE_MACHINE_ARN'), fn).toBe(Boolean(API_ACCESS[fn].startPipeline));
    }
    expect(functionNamed('QuoteCheck API: stripeWebhook').props.Environment.Variables.STRIPE_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^PaymentsStripeSecret/),
    });
  });
});

describe('least privilege', () => {
  const allStatements = () =>
    ofType('AWS::IAM::Policy').flatMap(([id, p]) =>
      (p.Properties.PolicyDocument.Statement as PolicyStatementJson[]).map((statement) => ({ id, statement })),
    );

  it('grants no wildcard actions and Resource * only for actions that cannot be scoped', () => {
    for (const { id, statement } of allStatements()) {
      for (const action of asArray(statement.Action)) {
        expect(action, id).not.toBe('*');
        expect(action, id).not.toMatch(/^[a-z0-9-]+:\*$/);
      }
      if (asArray(statement.Resource).includes('*')) {
        for (const action of asArray(statement.Action))
          expect(RESOURCE_STAR_ACTIONS.has(action), `${id}: ${action} on *`).toBe(true);
      }
    }
  });

  it('gives the health function no data access at all (only the origin-verify value, test/infra/origin-verify.test.ts)', () => {
    expect(actionsOf('QuoteCheck API: health').sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'secretsmanager:GetSecretValue',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
  });

  it('gives the shares function the table and nothing else: no files, user pool, pipeline, Stripe or Bedrock', () => {
    const actions = actionsOf('QuoteCheck API: shares');
    expect(actions.some((a) => a.startsWith('dynamodb:PutItem') || a.startsWith('dynamodb:UpdateItem'))).toBe(true);
    for (const prefix of ['s3:', 'cognito-idp:', 'states:', 'bedrock:', 'textract:'])
      expect(
        actions.some((a) => a.startsWith(prefix)),
        prefix,
      ).toBe(false);
    expect(
      routesOf('shares')
        .map((r) => `${r.access} ${r.method} ${r.path}`)
        .sort(),
    ).toEqual([
      'public GET /api/shared/{token}',
      'user DELETE /api/quotes/{id}/shares/{token}',
      'user GET /api/quotes/{id}/shares',
      'user POST /api/quotes/{id}/shares',
    ]);
  });

  it('lets auth confirm, read, mark verified and sign out users of its own pool only', () => {
    const statement = statementsOf('QuoteCheck API: auth').find((s) =>
      asArray(s.Action).some((a) => a.startsWith('cognito-idp:')),
    )!;
    expect(asArray(statement.Action).sort()).toEqual([
      'cognito-idp:AdminConfirmSignUp',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(logicalIdOf(statement.Resource)).toMatch(/^AuthUserPool/);
  });

  it('lets functions that write uploads tag and untag objects (guest originals expire by tag), auth only untag, and readers only read', () => {
    const uploadActions = (description: string) =>
      statementsOf(description)
        .filter((s) => asArray(s.Action).some((a) => a.startsWith('s3:')))
        .flatMap((s) => asArray(s.Action));
    expect(uploadActions('QuoteCheck API: quotes').sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
    expect(uploadActions('QuoteCheck API: auth')).toEqual(['s3:PutObjectTagging']);
    expect(uploadActions('QuoteCheck pipeline step: analyze')).toEqual(['s3:GetObject']);
  });

  it('lets only the Stripe functions read the Stripe secret', () => {
    const readsStripeSecret = (description: string) =>
      statementsOf(description).some(
        (s) =>
          asArray(s.Action).includes('secretsmanager:GetSecretValue') &&
          asArray(s.Resource).some((r) => /^PaymentsStripeSecret/.test(logicalIdOf(r))),
      );
    for (const fn of API_FUNCTIONS)
      expect(readsStripeSecret(`QuoteCheck API: ${fn}`), fn).toBe(Boolean(API_ACCESS[fn].stripe));
    for (const step of [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP])
      expect(readsStripeSecret(`QuoteCheck pipeline step: ${step.id}`), step.id).toBe(false);
  });

  it('gives document analysis to the extract step, expense analysis to the fields step, and Bedrock to the fields and analyze steps by default (test/infra/bedrock.test.ts)', () => {
    for (const step of [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP]) {
      const actions = actionsOf(`QuoteCheck pipeline step: ${step.id}`);
      expect(
        actions.filter((a) => a.startsWith('textract:')).some((a) => a !== 'textract:AnalyzeExpense'),
        step.id,
      ).toBe(step.id === 'extract');
      expect(actions.includes('textract:AnalyzeExpense'), step.id).toBe(step.id === 'extractFields');
      expect(
        actions.some((a) => a.startsWith('bedrock:')),
        step.id,
      ).toBe(step.id === 'extractFields' || step.id === 'analyze');
    }
  });

  it('lets the extract step run document analysis (text, tables, forms) and no other Textract API', () => {
    const textract = actionsOf('QuoteCheck pipeline step: extract').filter((a) => a.startsWith('textract:'));
    expect(textract.sort()).toEqual([
      'textract:AnalyzeDocument',
      'textract:GetDocumentAnalysis',
      'textract:StartDocumentAnalysis',
    ]);
  });

  it('lets the state machine invoke its own step functions and nothing else', () => {
    const [[, machine]] = ofType('AWS::StepFunctions::StateMachine');
    const roleId = logicalIdOf(machine.Properties.RoleArn);
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => asArray(p.Properties.Roles).some((r) => logicalIdOf(r) === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
    const invoked = statements
      .filter((s) => s.Action === 'lambda:InvokeFunction')
      .flatMap((s) => asArray(s.Resource))
      .map((r) => logicalIdOf((r as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1][0] ?? r));
    const steps = [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP].map(
      (s) => functionNamed(`QuoteCheck pipeline step: ${s.id}`).id,
    );
    expect([...new Set(invoked)].sort()).toEqual(steps.sort());
  });
});

describe('state machine', () => {
  it('is a STANDARD machine with logging, tracing, a timeout and the pipeline states', () => {
    const [[, machine]] = ofType('AWS::StepFunctions::StateMachine');
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
    expect(machine.Properties.LoggingConfiguration.Level).toBe('ALL');
    const text = (machine.Properties.DefinitionString['Fn::Join'][1] as unknown[])
      .map((part) => (typeof part === 'string' ? part : 'arn'))
      .join('');
    const definition = JSON.parse(text);
    expect(definition.StartAt).toBe(PIPELINE_RESUME_STATE);
    expect(definition.States[PIPELINE_RESUME_STATE].Default).toBe(PIPELINE_STEPS[0].stateName);
    expect(definition.TimeoutSeconds).toBe(CONFIG.pipeline.timeout.toSeconds());
    expect(Object.keys(definition.States)).toEqual(
      expect.arrayContaining([...PIPELINE_STEPS.map((s) => s.stateName), PIPELINE_FAILURE_STEP.stateName]),
    );
  });
});

describe('web', () => {
  const distributionConfig = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('forwards /api/* to the HTTP API uncached, with all methods and the viewer cookies', () => {
    const behaviour = distributionConfig().CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    );
    expect(behaviour).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      // Its own policy: viewer headers the API reads plus CloudFront-Viewer-Address (test/infra/origin-verify.test.ts).
      OriginRequestPolicyId: { Ref: expect.stringMatching(/^WebApiOriginRequests/) },
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(behaviour.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = distributionConfig().Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(origin.DomainName['Fn::Join'][1][0]).toEqual({ Ref: expect.stringMatching(/^ApiHttpApi/) });
  });

  it('serves the private site bucket through origin access control, with the SPA rewrite and no error-page rewriting', () => {
    const config = distributionConfig();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] },
      },
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging.Prefix).toBe('cloudfront/');
  });

  it('rewrites client-side routes to /index.html and leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/analysis/123')).toBe('/index.html');
    expect(rewrite('/admin/users')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('deploys no site when no build is given', () => {
    expect(ofType('Custom::CDKBucketDeployment')).toEqual([]);
  });
});

describe('operations alarms', () => {
  const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  const alarmOn = (namespace: string, metricName: string, dimension: { Name: string; Value: unknown }) =>
    alarms().filter(
      (a) =>
        a.Namespace === namespace &&
        a.MetricName === metricName &&
        a.Dimensions?.some(
          (d: { Name: string; Value: unknown }) =>
            d.Name === dimension.Name && logicalIdOf(d.Value) === logicalIdOf(dimension.Value),
        ),
    );

  it('sends every alarm and its recovery to one encrypted, TLS-only SNS topic', () => {
    const [[topicId, topic]] = ofType('AWS::SNS::Topic');
    expect(logicalIdOf(topic.Properties.KmsMasterKeyId)).toMatch(/^MonitoringTopicKey/);
    const [[, key]] = ofType('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const [[, policy]] = ofType('AWS::SNS::TopicPolicy');
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
      }),
    );
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
    expect(ofType('AWS::SNS::Subscription')).toEqual([]); // no e-mail address unless one is configured
  });

  it('subscribes the e-mail address given with -c alarmEmail=...', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], [ALARM_CONTEXT.email]: 'ops@example.com' } });
    const withEmail = Template.fromStack(new QuoteCheckStack(app, 'QuoteCheck'));
    withEmail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    const bad = new App({ context: { 'aws:cdk:bundling-stacks': [], [ALARM_CONTEXT.email]: 'not-an-address' } });
    expect(() => new QuoteCheckStack(bad, 'QuoteCheck')).toThrow(/alarmEmail must be an e-mail address/);
  });

  it('alarms on failed and timed-out pipeline executions', () => {
    const [[machineId]] = ofType('AWS::StepFunctions::StateMachine');
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut']) {
      const [alarm] = alarmOn('AWS/States', metric, { Name: 'StateMachineArn', Value: { Ref: machineId } });
      expect(alarm, metric).toMatchObject({
        Threshold: CONFIG.alarms.pipelineExecutionsThreshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('alarms on errors of every pipeline step Lambda and of the Stripe webhook Lambda', () => {
    for (const step of [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP]) {
      const fn = functionNamed(`QuoteCheck pipeline step: ${step.id}`);
      const [alarm] = alarmOn('AWS/Lambda', 'Errors', { Name: 'FunctionName', Value: { Ref: fn.id } });
      expect(alarm, step.id).toMatchObject({
        Threshold: CONFIG.alarms.pipelineFunctionErrorsThreshold,
        Statistic: 'Sum',
      });
    }
    const webhook = functionNamed('QuoteCheck API: stripeWebhook');
    const [alarm] = alarmOn('AWS/Lambda', 'Errors', { Name: 'FunctionName', Value: { Ref: webhook.id } });
    expect(alarm).toMatchObject({ Threshold: CONFIG.alarms.webhookErrorsThreshold, Statistic: 'Sum' });
  });
});

describe('secrets and outputs', () => {
  it('creates the Stripe secret with generated placeholder values only', () => {
    const [, secret] = ofType('AWS::SecretsManager::Secret').find(([id]) => id.startsWith('PaymentsStripeSecret'))!;
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({
      secretKey: 'not-configured',
    });
    expect(secret.Properties.GenerateSecretString.GenerateStringKey).toBe('webhookSecret');
    expect(JSON.stringify(template.toJSON())).not.toMatch(/\b(sk|rk|whsec)_(live|test)?[A-Za-z0-9]/);
  });

  it('takes the Stripe publishable key as a parameter', () => {
    template.hasParameter('StripePublishableKey', { Type: 'String', Default: CONFIG.parameters.stripePublishableKey });
  });

  it('outputs what the operator and the web build need', () => {
    expect(Object.keys(template.toJSON().Outputs)).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'UploadsBucketName',
        'StateMachineArn',
        'StripeSecretName',
        'AlarmTopicArn',
      ]),
    );
  });
});

describe('extraction in AWS', () => {
  it('has the extract step read uploads with Textract', () => {
    const fns = template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { EXTRACTOR: 'textract' } } },
    });
    expect(Object.keys(fns)).toHaveLength(1);
    expect(Object.keys(fns)[0]).toMatch(/extract/i);
  });
});

describe('the fields step package', () => {
  it('ships sharp for the installed platform, to paint over a photographed page for the model', () => {
    const closure = dependencyClosure(REPO_ROOT, CONFIG.pipeline.fieldsRuntimeModules);
    expect(closure).toEqual(expect.arrayContaining(['sharp', '@img/sharp-linux-x64']));
    expect(closure).not.toContain('mupdf');
  });
});

describe('the extract step package', () => {
  it('ships the WASM, native and model packages it reads files with, with their dependencies, for the installed platform', () => {
    const closure = dependencyClosure(REPO_ROOT, CONFIG.pipeline.extractRuntimeModules);
    for (const name of [
      'mupdf',
      'sharp',
      '@img/sharp-linux-x64',
      'tesseract.js',
      'tesseract.js-core',
      '@tesseract.js-data/eng',
      'heic-decode',
      'libheif-js',
    ]) {
      expect(closure).toContain(name);
    }
    expect(closure).not.toContain('@img/sharp-linux-arm64');
  });
});
