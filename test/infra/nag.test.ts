import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStack } from './fixture.js';

/**
 * The same AwsSolutions checks `cdk synth` runs (infra/bin/app.ts), run in-process on the
 * synthesized construct tree: every finding must be fixed or acknowledged with a reason.
 */
function unacknowledgedFindings(siteAssetsPath?: string): string[] {
  const { app } = buildStack({ siteAssetsPath });
  app.synth();
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
}

const siteBuild = mkdtempSync(path.join(tmpdir(), 'quotecheck-site-'));
writeFileSync(path.join(siteBuild, 'index.html'), '<!doctype html><title>QuoteCheck</title>');
afterAll(() => rmSync(siteBuild, { recursive: true, force: true }));

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding on a fresh checkout (no web build)', () => {
    expect(unacknowledgedFindings()).toEqual([]);
  });

  it('has no unacknowledged finding when the built site is deployed', () => {
    expect(unacknowledgedFindings(siteBuild)).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    const original = Validations.prototype.acknowledge;
    const acknowledged: { id: string; reason?: string }[] = [];
    Validations.prototype.acknowledge = function (this: Validations, ...rules: Parameters<Validations['acknowledge']>) {
      acknowledged.push(...(rules as { id: string; reason?: string }[]));
      return original.apply(this, rules);
    };
    try {
      expect(unacknowledgedFindings(siteBuild)).toEqual([]);
    } finally {
      Validations.prototype.acknowledge = original;
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { id, reason } of acknowledged) expect(reason?.trim().length ?? 0, id).toBeGreaterThanOrEqual(20);
  });

  it('still reports findings when they are not acknowledged (the check is live)', () => {
    const original = Validations.prototype.acknowledge;
    Validations.prototype.acknowledge = () => undefined;
    try {
      const findings = unacknowledgedFindings();
      expect(findings).toContainEqual(expect.stringMatching(/^AwsSolutions-COG1 at QuoteCheck\/Auth\/UserPool/));
      expect(findings).toContainEqual(expect.stringMatching(/^AwsSolutions-APIG4 at QuoteCheck\/Api\//));
      // Fixed, not acknowledged: the distribution has a WAF web ACL, and the alarm topic is encrypted and TLS-only.
      for (const rule of ['CFR2', 'SNS2', 'SNS3', 'KMS5']) {
        expect(findings).not.toContainEqual(expect.stringMatching(new RegExp(`^AwsSolutions-${rule} `)));
      }
    } finally {
      Validations.prototype.acknowledge = original;
    }
  });
});
