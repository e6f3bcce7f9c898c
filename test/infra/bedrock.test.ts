import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_MODEL } from '../../infra/lib/config.js';
import { QuoteCheckStack } from '../../infra/lib/quotecheck-stack.js';
import { asArray, buildStack, type PolicyStatementJson, type Resource } from './fixture.js';

/**
 * The Bedrock switch: by default Bedrock (DEFAULT_BEDROCK_MODEL, through a cross-Region inference
 * profile) reads the fields beside Textract AnalyzeExpense, rates the checklist and answers the chat:
 * the fields step, the analyze step and the conversation API function get the configuration and
 * bedrock:InvokeModel on that one model, and the fields step textract:AnalyzeExpense. With
 * `-c analysisEngine=rules` no function may call Bedrock or AnalyzeExpense.
 */

const MODEL = 'anthropic.claude-3-5-haiku-20241022-v1:0';
const PROFILE = `us.${MODEL}`;
const BEDROCK_FUNCTIONS = [
  'QuoteCheck pipeline step: extractFields',
  'QuoteCheck pipeline step: analyze',
  'QuoteCheck API: conversation',
];

/** The stack synthesised as `cdk deploy -c ...` would, with Lambda bundling skipped. */
function appWith(context: Record<string, string>): App {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  new QuoteCheckStack(app, 'QuoteCheck');
  return app;
}
const templateWith = (context: Record<string, string>) =>
  Template.fromStack(appWith(context).node.findChild('QuoteCheck') as QuoteCheckStack);

interface Synthesised {
  resources: Record<string, Resource>;
}

const ofType = (t: Synthesised, type: string) => Object.entries(t.resources).filter(([, r]) => r.Type === type);
const logicalIdOf = (ref: unknown): string => {
  const value = ref as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return value.Ref ?? value['Fn::GetAtt']![0];
};
const functions = (t: Synthesised) =>
  ofType(t, 'AWS::Lambda::Function').map(([id, r]) => ({
    id,
    description: r.Properties.Description as string,
    role: logicalIdOf(r.Properties.Role),
    env: (r.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
  }));
const statementsOfRole = (t: Synthesised, roleId: string): PolicyStatementJson[] =>
  ofType(t, 'AWS::IAM::Policy')
    .filter(([, p]) => asArray(p.Properties.Roles).some((r) => logicalIdOf(r) === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
const isBedrock = (s: PolicyStatementJson) => asArray(s.Action).some((a) => a.startsWith('bedrock:'));

/** `{"Fn::Join": ["", ["arn:", {"Ref": "AWS::Partition"}, ...]]}` → `arn:<AWS::Partition>...`. */
function flatten(node: unknown): string {
  if (typeof node === 'string') return node;
  const value = node as Record<string, unknown>;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (value.Ref) return `<${String(value.Ref)}>`;
  return JSON.stringify(node);
}

function synth(context: Record<string, string>): Synthesised {
  return { resources: templateWith(context).toJSON().Resources };
}

describe('Bedrock disabled (analysisEngine=rules)', () => {
  let t: Synthesised;
  beforeAll(() => {
    t = synth({ analysisEngine: 'rules' });
  });

  it('grants no bedrock or AnalyzeExpense action in any IAM policy', () => {
    const statements = ofType(t, 'AWS::IAM::Policy').flatMap(
      ([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatementJson[],
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter(isBedrock)).toEqual([]);
    expect(JSON.stringify(t.resources)).not.toMatch(/bedrock:|AnalyzeExpense/);
  });

  it('sets no analysis engine or model on any function', () => {
    for (const fn of functions(t)) {
      expect(fn.env, fn.description).not.toHaveProperty('ANALYSIS_ENGINE');
      expect(fn.env, fn.description).not.toHaveProperty('BEDROCK_MODEL_ID');
    }
  });

  it('stays disabled with a model id given too', () => {
    const rules = synth({ analysisEngine: 'rules', bedrockModelId: MODEL });
    expect(JSON.stringify(rules.resources)).not.toMatch(/bedrock:|BEDROCK_MODEL_ID/);
  });
});

describe('the default', () => {
  let t: Synthesised;
  beforeAll(() => {
    t = { resources: Template.fromStack(buildStack().stack).toJSON().Resources };
  });

  it('is Bedrock with a Claude Haiku-class model through a cross-Region inference profile', () => {
    expect(DEFAULT_BEDROCK_MODEL).toMatch(/^us\.anthropic\.claude-haiku/);
    for (const description of BEDROCK_FUNCTIONS) {
      const fn = functions(t).find((f) => f.description === description)!;
      expect(fn.env, description).toMatchObject({
        ANALYSIS_ENGINE: 'bedrock',
        BEDROCK_MODEL_ID: DEFAULT_BEDROCK_MODEL,
      });
    }
  });

  it('gives textract:AnalyzeExpense to the fields step alone, in a policy of its own', () => {
    const isExpense = (s: PolicyStatementJson) => asArray(s.Action).includes('textract:AnalyzeExpense');
    const holders = functions(t).filter((fn) => statementsOfRole(t, fn.role).some(isExpense));
    expect(holders.map((fn) => fn.description)).toEqual(['QuoteCheck pipeline step: extractFields']);
    const [statement] = statementsOfRole(t, holders[0]!.role).filter(isExpense);
    expect(asArray(statement!.Action)).toEqual(['textract:AnalyzeExpense']);
  });

  it('has no unacknowledged cdk-nag finding', () => {
    expect(nagFindings({})).toEqual([]);
  });
});

describe('Bedrock enabled with a foundation model id', () => {
  let t: Synthesised;
  beforeAll(() => {
    t = synth({ analysisEngine: 'bedrock', bedrockModelId: MODEL });
  });

  it('gives the fields step, the analyze step and the conversation API function bedrock:InvokeModel on that model only', () => {
    for (const fn of functions(t)) {
      const bedrock = statementsOfRole(t, fn.role).filter(isBedrock);
      if (!BEDROCK_FUNCTIONS.includes(fn.description)) {
        expect(bedrock, fn.description).toEqual([]);
        continue;
      }
      expect(bedrock, fn.description).toHaveLength(1);
      const [statement] = bedrock;
      expect(statement!.Effect).toBe('Allow');
      expect(asArray(statement!.Action)).toEqual(['bedrock:InvokeModel']);
      expect(asArray(statement!.Resource).map(flatten)).toEqual([
        `arn:<AWS::Partition>:bedrock:<AWS::Region>::foundation-model/${MODEL}`,
      ]);
    }
    expect(
      functions(t)
        .filter((fn) => statementsOfRole(t, fn.role).some(isBedrock))
        .map((fn) => fn.description)
        .sort(),
    ).toEqual([...BEDROCK_FUNCTIONS].sort());
  });

  it('tells those functions to use Bedrock with that model, and the extract step (which keeps the page images it is sent), and no other function', () => {
    for (const fn of functions(t)) {
      if ([...BEDROCK_FUNCTIONS, 'QuoteCheck pipeline step: extract'].includes(fn.description)) {
        expect(fn.env, fn.description).toMatchObject({ ANALYSIS_ENGINE: 'bedrock', BEDROCK_MODEL_ID: MODEL });
      } else {
        expect(fn.env, fn.description).not.toHaveProperty('ANALYSIS_ENGINE');
        expect(fn.env, fn.description).not.toHaveProperty('BEDROCK_MODEL_ID');
      }
    }
  });

  it('has no unacknowledged cdk-nag finding', () => {
    expect(nagFindings({ analysisEngine: 'bedrock', bedrockModelId: MODEL })).toEqual([]);
  });
});

describe('Bedrock enabled with a cross-Region inference profile id', () => {
  let t: Synthesised;
  beforeAll(() => {
    t = synth({ analysisEngine: 'bedrock', bedrockModelId: PROFILE });
  });

  it('grants the profile in this account and Region, and its model in any Region only through that profile', () => {
    const profileArn = `arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:inference-profile/${PROFILE}`;
    for (const description of BEDROCK_FUNCTIONS) {
      const fn = functions(t).find((f) => f.description === description)!;
      const bedrock = statementsOfRole(t, fn.role).filter(isBedrock) as (PolicyStatementJson & {
        Condition?: unknown;
      })[];
      expect(bedrock.map((s) => asArray(s.Action))).toEqual([['bedrock:InvokeModel'], ['bedrock:InvokeModel']]);
      expect(bedrock.map((s) => asArray(s.Resource).map(flatten))).toEqual([
        [profileArn],
        [`arn:<AWS::Partition>:bedrock:*::foundation-model/${MODEL}`],
      ]);
      expect(bedrock[0]!.Condition).toBeUndefined();
      const condition = bedrock[1]!.Condition as { ArnLike: Record<string, unknown> };
      expect(flatten(condition.ArnLike['bedrock:InferenceProfileArn'])).toBe(profileArn);
      expect(fn.env).toMatchObject({ ANALYSIS_ENGINE: 'bedrock', BEDROCK_MODEL_ID: PROFILE });
    }
  });

  it('acknowledges the Region wildcard for cdk-nag with a reason, and nothing else is open', () => {
    expect(nagFindings({ analysisEngine: 'bedrock', bedrockModelId: PROFILE })).toEqual([]);
  });
});

describe('the context switch', () => {
  it('refuses an empty model id, an unknown engine and an ARN for a model id', () => {
    expect(() => appWith({ analysisEngine: 'bedrock', bedrockModelId: ' ' })).toThrow(/bedrockModelId/);
    expect(() => appWith({ analysisEngine: 'openai' })).toThrow(/'rules' or 'bedrock'/);
    expect(() =>
      appWith({ analysisEngine: 'bedrock', bedrockModelId: `arn:aws:bedrock:us-east-1::foundation-model/${MODEL}` }),
    ).toThrow(/not an ARN/);
  });
});

function nagFindings(context: Record<string, string>): string[] {
  const app = appWith(context);
  app.synth();
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
}
