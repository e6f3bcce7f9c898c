import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from '../lib/quotecheck-function.js';
import { QuoteCheckStack } from '../lib/quotecheck-stack.js';

const app = new App();

// The built SPA is deployed when it exists (npm run build:web); a fresh checkout still synthesizes.
const siteAssetsPath = path.join(REPO_ROOT, 'dist/web');

new QuoteCheckStack(app, 'QuoteCheck', {
  description: 'QuoteCheck: contractor quote checks for homeowners',
  siteAssetsPath: existsSync(path.join(siteAssetsPath, 'index.html')) ? siteAssetsPath : undefined,
});

// AwsSolutions checks run at synth; an unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: false }));
