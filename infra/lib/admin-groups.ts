import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../functions/accounts/roles.js';

/**
 * `npm run admin -- grant|revoke EMAIL` and `npm run admin -- list` (infra/bin/admin.ts): who is an
 * admin in AWS is membership of the user pool's admin group, which the ID token carries in
 * `cognito:groups`. The user pool comes from --user-pool-id or the deployed stack's UserPoolId output.
 */

export const ADMIN_USAGE = `Usage: npm run admin -- <grant EMAIL | revoke EMAIL | list> [--user-pool-id ID] [--stack NAME] [--region REGION]

  grant EMAIL    add the account with this e-mail address to the '${ADMIN_GROUP}' group
  revoke EMAIL   remove it from the group and sign it out everywhere
  list           the e-mail addresses of the group's members

  --user-pool-id ID   the Cognito user pool (default: the UserPoolId output of the deployed stack)
  --stack NAME        the deployed stack to read it from (default: %STACK%)
  --region REGION     the stack's Region (default: the AWS profile's or AWS_REGION)`;

/** The stack output that names the user pool (infra/lib/quotecheck-stack.ts). */
export const USER_POOL_OUTPUT = 'UserPoolId';

export type AdminCommand =
  | { action: 'grant' | 'revoke'; email: string; userPoolId?: string; stackName: string; region?: string }
  | { action: 'list'; userPoolId?: string; stackName: string; region?: string };

export class UsageError extends Error {}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** `eu-west-1_AbCdEf123`: a user pool id starts with its Region. */
const USER_POOL_ID = /^([a-z]{2}(?:-[a-z]+)+-\d)_[A-Za-z0-9]+$/;

export function parseAdminArgs(argv: readonly string[], defaultStackName: string): AdminCommand {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!['user-pool-id', 'stack', 'region'].includes(name)) throw new UsageError(`Unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    flags[name] = value;
  }
  const userPoolId = flags['user-pool-id'];
  if (userPoolId !== undefined && !USER_POOL_ID.test(userPoolId))
    throw new UsageError(`'${userPoolId}' is not a user pool id (like eu-west-1_AbC123)`);
  const common = { userPoolId, stackName: flags.stack ?? defaultStackName, region: flags.region };

  const [action, email, ...rest] = positional;
  if (rest.length) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (action === 'list') {
    if (email !== undefined) throw new UsageError('list takes no e-mail address');
    return { action, ...common };
  }
  if (action !== 'grant' && action !== 'revoke')
    throw new UsageError(action ? `Unknown command '${action}'` : 'Name a command');
  if (!email || !EMAIL.test(email.trim())) throw new UsageError(`${action} needs the account's e-mail address`);
  return { action, email: email.trim().toLowerCase(), ...common };
}

/** The Region a user pool id names. */
export function regionOfUserPool(userPoolId: string): string {
  const match = USER_POOL_ID.exec(userPoolId);
  if (!match) throw new UsageError(`'${userPoolId}' is not a user pool id`);
  return match[1]!;
}

export interface AdminDeps {
  /** A Cognito client for the user pool's Region. */
  cognito: (region: string) => Pick<CognitoIdentityProviderClient, 'send'>;
  /** The outputs of a deployed stack (CloudFormation DescribeStacks). */
  stackOutputs: (stackName: string, region: string | undefined) => Promise<Record<string, string>>;
}

export async function resolveUserPoolId(command: AdminCommand, deps: AdminDeps): Promise<string> {
  if (command.userPoolId) return command.userPoolId;
  const outputs = await deps.stackOutputs(command.stackName, command.region);
  const id = outputs[USER_POOL_OUTPUT];
  if (!id) throw new Error(`Stack ${command.stackName} has no ${USER_POOL_OUTPUT} output; pass --user-pool-id`);
  return id;
}

/** Carries out the command and returns what to print. */
export async function runAdmin(command: AdminCommand, deps: AdminDeps): Promise<string> {
  const userPoolId = await resolveUserPoolId(command, deps);
  const cognito = deps.cognito(regionOfUserPool(userPoolId));
  try {
    if (command.action === 'list') {
      const emails: string[] = [];
      let NextToken: string | undefined;
      do {
        const page = await cognito.send(
          new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, NextToken }),
        );
        for (const user of page.Users ?? [])
          emails.push(user.Attributes?.find((a) => a.Name === 'email')?.Value ?? user.Username ?? '?');
        NextToken = page.NextToken;
      } while (NextToken);
      return emails.length ? emails.sort().join('\n') : `No admins in ${userPoolId}.`;
    }
    const target = { UserPoolId: userPoolId, Username: command.email };
    if (command.action === 'grant') {
      await cognito.send(new AdminAddUserToGroupCommand({ ...target, GroupName: ADMIN_GROUP }));
      return `${command.email} is an admin in ${userPoolId} from their next sign-in (or token refresh, within an hour).`;
    }
    await cognito.send(new AdminRemoveUserFromGroupCommand({ ...target, GroupName: ADMIN_GROUP }));
    // Their refresh tokens stop working, so no new ID token carries the old role; one already issued lasts until it expires.
    await cognito.send(new AdminUserGlobalSignOutCommand(target));
    return `${command.email} is no longer an admin in ${userPoolId} and has been signed out everywhere.`;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'UserNotFoundException' && command.action !== 'list') {
      throw new Error(
        `No account with the e-mail address ${command.email} in ${userPoolId}: they must sign up first.`,
        { cause: error },
      );
    }
    if (name === 'ResourceNotFoundException') {
      throw new Error(
        `${userPoolId} has no '${ADMIN_GROUP}' group (or does not exist): deploy the stack first, or check --user-pool-id.`,
        { cause: error },
      );
    }
    throw error;
  }
}
