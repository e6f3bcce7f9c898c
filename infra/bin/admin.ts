import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_USAGE, UsageError, parseAdminArgs, runAdmin } from '../lib/admin-groups.js';
import { STACK_NAME } from '../lib/quotecheck-stack.js';
import { describeStackOutputs } from '../lib/stack-outputs.js';

/**
 * Grants or revokes the admin role in the deployed stack: `npm run admin -- grant EMAIL`,
 * `npm run admin -- revoke EMAIL`, `npm run admin -- list`. Uses the AWS credentials and Region of
 * the environment (AWS_PROFILE, AWS_REGION, ...), like `cdk deploy`.
 */
async function main(argv: string[]): Promise<number> {
  const usage = ADMIN_USAGE.replace('%STACK%', STACK_NAME);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    const command = parseAdminArgs(argv, STACK_NAME);
    const message = await runAdmin(command, {
      cognito: (region) => new CognitoIdentityProviderClient({ region }),
      stackOutputs: async (stackName, region) => {
        // The SDK's default credential chain and Region, through the client the project already uses.
        const { config } = new CognitoIdentityProviderClient(region ? { region } : {});
        return describeStackOutputs(stackName, {
          region: await config.region(),
          credentials: await config.credentials(),
        });
      },
    });
    console.log(message);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
