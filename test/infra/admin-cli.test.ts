import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { Template } from 'aws-cdk-lib/assertions';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_GROUP } from '../../functions/accounts/roles.js';
import {
  USER_POOL_OUTPUT,
  UsageError,
  parseAdminArgs,
  regionOfUserPool,
  runAdmin,
  type AdminDeps,
} from '../../infra/lib/admin-groups.js';
import { STACK_NAME } from '../../infra/lib/quotecheck-stack.js';
import { cloudFormationHost, describeStackOutputs, parseStackOutputs, signV4 } from '../../infra/lib/stack-outputs.js';
import { buildStack } from './fixture.js';

/**
 * `npm run admin -- grant|revoke EMAIL | list` (infra/bin/admin.ts): the admin role is membership of
 * the user pool's admin group, and the pool is found from the deployed stack's outputs.
 */

const POOL = 'eu-west-1_AbC123';
const cognito = mockClient(CognitoIdentityProviderClient);

function deps(outputs: Record<string, string> = { [USER_POOL_OUTPUT]: POOL }) {
  const stackOutputs = vi.fn(async () => outputs);
  const regions: string[] = [];
  const d: AdminDeps = {
    cognito: (region) => {
      regions.push(region);
      return new CognitoIdentityProviderClient({ region, credentials: { accessKeyId: 'AKIAX', secretAccessKey: 'x' } });
    },
    stackOutputs,
  };
  return { deps: d, stackOutputs, regions };
}

beforeEach(() => cognito.reset());

describe('parseAdminArgs', () => {
  it('reads grant, revoke and list with their options', () => {
    expect(parseAdminArgs(['grant', ' Dana@Example.com '], STACK_NAME)).toEqual({
      action: 'grant',
      email: 'dana@example.com',
      stackName: STACK_NAME,
      userPoolId: undefined,
      region: undefined,
    });
    expect(
      parseAdminArgs(
        ['revoke', 'dana@example.com', '--user-pool-id', POOL, '--stack=Other', '--region', 'eu-west-1'],
        STACK_NAME,
      ),
    ).toEqual({
      action: 'revoke',
      email: 'dana@example.com',
      stackName: 'Other',
      userPoolId: POOL,
      region: 'eu-west-1',
    });
    expect(parseAdminArgs(['list'], STACK_NAME)).toMatchObject({ action: 'list' });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseAdminArgs(['promote', 'a@b.co'], STACK_NAME)).toThrow(UsageError);
    expect(() => parseAdminArgs(['grant'], STACK_NAME)).toThrow(/e-mail/);
    expect(() => parseAdminArgs(['grant', 'not-an-email'], STACK_NAME)).toThrow(/e-mail/);
    expect(() => parseAdminArgs(['grant', 'a@b.co', '--force'], STACK_NAME)).toThrow(/Unknown option/);
    expect(() => parseAdminArgs(['grant', 'a@b.co', '--user-pool-id'], STACK_NAME)).toThrow(/needs a value/);
    expect(() => parseAdminArgs(['grant', 'a@b.co', '--user-pool-id', 'pool'], STACK_NAME)).toThrow(
      /not a user pool id/,
    );
    expect(() => parseAdminArgs(['list', 'a@b.co'], STACK_NAME)).toThrow(UsageError);
  });

  it('knows the Region of a user pool from its id', () => {
    expect(regionOfUserPool(POOL)).toBe('eu-west-1');
    expect(regionOfUserPool('us-gov-west-1_x1')).toBe('us-gov-west-1');
  });
});

describe('runAdmin', () => {
  it('grants: adds the account to the admin group of the pool the deployed stack outputs', async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    const { deps: d, stackOutputs, regions } = deps();

    const message = await runAdmin(
      parseAdminArgs(['grant', 'dana@example.com', '--region', 'eu-west-1'], STACK_NAME),
      d,
    );

    expect(stackOutputs).toHaveBeenCalledWith(STACK_NAME, 'eu-west-1');
    expect(regions).toEqual(['eu-west-1']);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: POOL, Username: 'dana@example.com', GroupName: ADMIN_GROUP },
    ]);
    expect(message).toMatch(/dana@example.com is an admin/);
  });

  it('revokes: removes the account from the group and signs it out everywhere', async () => {
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({}).on(AdminUserGlobalSignOutCommand).resolves({});
    const { deps: d, stackOutputs } = deps();

    await runAdmin(parseAdminArgs(['revoke', 'dana@example.com', '--user-pool-id', POOL], STACK_NAME), d);

    expect(stackOutputs).not.toHaveBeenCalled();
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'dana@example.com',
      GroupName: ADMIN_GROUP,
    });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'dana@example.com',
    });
  });

  it('lists the members of the admin group across pages', async () => {
    cognito
      .on(ListUsersInGroupCommand, { NextToken: undefined })
      .resolves({
        Users: [{ Username: 'u1', Attributes: [{ Name: 'email', Value: 'zed@example.com' }] }],
        NextToken: 'p2',
      })
      .on(ListUsersInGroupCommand, { NextToken: 'p2' })
      .resolves({ Users: [{ Username: 'u2', Attributes: [{ Name: 'email', Value: 'ann@example.com' }] }] });

    expect(await runAdmin(parseAdminArgs(['list'], STACK_NAME), deps().deps)).toBe('ann@example.com\nzed@example.com');
  });

  it('says when there is no such account, or no pool output', async () => {
    cognito
      .on(AdminAddUserToGroupCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    await expect(runAdmin(parseAdminArgs(['grant', 'who@example.com'], STACK_NAME), deps().deps)).rejects.toThrow(
      /must sign up first/,
    );
    await expect(runAdmin(parseAdminArgs(['grant', 'who@example.com'], STACK_NAME), deps({}).deps)).rejects.toThrow(
      /no UserPoolId output/,
    );
  });

  it('reads the output the stack really has', () => {
    const { stack } = buildStack();
    expect(Template.fromStack(stack).toJSON().Outputs[USER_POOL_OUTPUT].Value).toEqual({
      Ref: expect.stringMatching(/^AuthUserPool/),
    });
    expect(stack.stackName).toBe(STACK_NAME);
  });
});

describe('CloudFormation DescribeStacks', () => {
  const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
  const date = new Date(Date.UTC(2015, 7, 30, 12, 36, 0));

  it('signs with Signature Version 4 (the AWS test suite: get-vanilla)', () => {
    const headers = signV4(
      { method: 'GET', host: 'example.amazonaws.com', path: '/', headers: {}, body: '' },
      { credentials, region: 'us-east-1', service: 'service', date },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
  });

  it('posts DescribeStacks to the Region’s endpoint, signed with the session token, and reads the outputs', async () => {
    const xml = `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><DescribeStacksResult><Stacks><member>
      <StackName>QuoteCheck</StackName><Parameters><member><ParameterKey>StripePublishableKey</ParameterKey><ParameterValue></ParameterValue></member></Parameters>
      <Outputs><member><Description>Cognito user pool id</Description><OutputKey>UserPoolId</OutputKey><OutputValue>${POOL}</OutputValue></member>
      <member><OutputKey>SiteUrl</OutputKey><OutputValue>https://d1.cloudfront.net/?a=1&amp;b=2</OutputValue></member></Outputs>
      </member></Stacks></DescribeStacksResult></DescribeStacksResponse>`;
    const fetchImpl = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response(xml, { status: 200 }),
    );

    const outputs = await describeStackOutputs('QuoteCheck', {
      region: 'eu-west-1',
      credentials: { ...credentials, sessionToken: 'TOKEN' },
      fetchImpl: fetchImpl as unknown as typeof fetch,
      now: () => date,
    });

    expect(outputs).toEqual({ UserPoolId: POOL, SiteUrl: 'https://d1.cloudfront.net/?a=1&b=2' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://cloudformation.eu-west-1.amazonaws.com/');
    expect(init!.body).toBe('Action=DescribeStacks&Version=2010-05-15&StackName=QuoteCheck');
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-amz-security-token']).toBe('TOKEN');
    expect(headers.authorization).toMatch(
      /Credential=AKIDEXAMPLE\/20150830\/eu-west-1\/cloudformation\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
  });

  it('reports CloudFormation’s error message', async () => {
    const xml =
      '<ErrorResponse><Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id Nope does not exist</Message></Error></ErrorResponse>';
    const fetchImpl = (async () => new Response(xml, { status: 400 })) as unknown as typeof fetch;
    await expect(describeStackOutputs('Nope', { region: 'eu-west-1', credentials, fetchImpl })).rejects.toThrow(
      /Stack with id Nope does not exist/,
    );
  });

  it('parses outputs regardless of element order and knows the China endpoints', () => {
    expect(
      parseStackOutputs('<Outputs><member><OutputValue>v</OutputValue><OutputKey>K</OutputKey></member></Outputs>'),
    ).toEqual({ K: 'v' });
    expect(parseStackOutputs('<Stacks><member></member></Stacks>')).toEqual({});
    expect(cloudFormationHost('cn-north-1')).toBe('cloudformation.cn-north-1.amazonaws.com.cn');
  });
});
