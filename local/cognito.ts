import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS } from '../functions/lib/config.js';
import { ADMIN_GROUP } from '../functions/accounts/roles.js';
import { PASSWORD_MIN_LENGTH } from '@shared/limits.js';
import { assertPortFree, failOnEarlyExit, stopChild, waitFor } from './processes.js';
import { LOCAL_REGION } from './dynamodb.js';
import { ensureSigningKey, type LocalSigningKey } from './cognito-keys.js';

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

/** Starts cognito-local with the data folder's key, and Cognito's origin_jti (cognito-local-launcher.mjs). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'cognito-local-launcher.mjs');

/**
 * The Cognito stand-in (cognito-local) with its users persisted under `dir`/.cognito, signing its
 * tokens with `dir`/signing-key.json (made at the first start): its public key is what the API
 * verifies local tokens with.
 */
export async function startCognito(
  port: number,
  dir: string,
): Promise<{ endpoint: string; signingKey: LocalSigningKey['publicJwk']; stop: () => Promise<void> }> {
  await assertPortFree(port, '127.0.0.1', 'the Cognito stand-in');
  const endpoint = `http://127.0.0.1:${port}`;
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint }, ServerConfig: { hostname: '127.0.0.1', port } }, null, 2),
  );
  const keyFile = join(dir, 'signing-key.json');
  const { publicJwk } = ensureSigningKey(keyFile);
  const child = spawn(process.execPath, [LAUNCHER], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      COGNITO_LOCAL_KEY_FILE: keyFile,
      COGNITO_LOCAL_MAILBOX: join(dirname(dir), 'mailbox.jsonl'),
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output = (output + d).slice(-4000);
    // The local stack's own log shows the codes it "e-mails" (local mode has no e-mail).
    for (const line of String(d).split('\n')) if (line.startsWith('Password reset code for ')) console.log(line);
  });
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const stop = async () => {
    client.destroy();
    await stopChild(child);
  };
  try {
    await Promise.race([
      waitFor('The Cognito stand-in', () => client.send(new ListUserPoolsCommand({ MaxResults: 1 }))),
      failOnEarlyExit(child, 'The Cognito stand-in', () => output),
    ]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, signingKey: publicJwk, stop };
}

/**
 * The local user pool and app client, created once and remembered in `stateFile` so that
 * accounts survive a restart. Mirrors the deployed pool: e-mail sign-in, password minimum 6.
 */
export async function ensureUserPool(endpoint: string, stateFile: string): Promise<LocalUserPool> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    if (existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as LocalUserPool;
      try {
        await client.send(
          new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.clientId }),
        );
        return saved;
      } catch {
        // The saved pool is gone (its data was deleted): make a new one.
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'quotecheck-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'quotecheck-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const saved: LocalUserPool = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
    writeFileSync(stateFile, JSON.stringify(saved, null, 2));
    return saved;
  } finally {
    client.destroy();
  }
}

/**
 * The admin account: created in the admin group with this password if the e-mail has no account
 * yet, or added to the group if it has one (its password is left as it is). Signing up with the
 * address afterwards is refused like any taken e-mail.
 */
export async function ensureAdmin(
  endpoint: string,
  pool: LocalUserPool,
  admin: { email: string; password: string },
): Promise<void> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: pool.userPoolId }));
    if (!Groups?.some((g) => g.GroupName === ADMIN_GROUP)) {
      await client.send(
        new CreateGroupCommand({
          UserPoolId: pool.userPoolId,
          GroupName: ADMIN_GROUP,
          Description: 'QuoteCheck admins',
        }),
      );
    }
    const exists = await client
      .send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: admin.email }))
      .then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'UserNotFoundException') return false;
          throw error;
        },
      );
    if (!exists) {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: pool.userPoolId,
          Username: admin.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: admin.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool.userPoolId,
          Username: admin.email,
          Password: admin.password,
          Permanent: true,
        }),
      );
    }
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: admin.email, GroupName: ADMIN_GROUP }),
    );
  } finally {
    client.destroy();
  }
}
