import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from '../lib/quotecheck-function.js';
import { QuoteCheckStack, STACK_NAME } from '../lib/quotecheck-stack.js';

const app = new App();

// The built SPA is deployed when it exists (npm run build:web); a fresh checkout still synthesizes.
const siteAssetsPath = path.join(REPO_ROOT, 'dist/web');

// The account and Region `cdk deploy` targets (the CLI sets them from the AWS profile). A known Region
// decides where the CloudFront web ACL goes (infra/lib/firewall.ts): in the stack in us-east-1, else in
// a second stack, QuoteCheckEdge, in us-east-1. Without one (offline synth) the stack stays
// environment-agnostic.
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

new QuoteCheckStack(app, STACK_NAME, {
  description: 'QuoteCheck: contractor quote checks for homeowners',
  env,
  siteAssetsPath: existsSync(path.join(siteAssetsPath, 'index.html')) ? siteAssetsPath : undefined,
});

// AwsSolutions checks run at synth; an unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: false }));
