import { createHash, createHmac } from 'node:crypto';

/**
 * Reads a deployed stack's outputs with CloudFormation DescribeStacks, for the operator scripts
 * (infra/bin/admin.ts). The project depends on no CloudFormation SDK client, so this is the one
 * Query API call, signed with Signature Version 4; credentials and Region come from the AWS SDK's
 * default chain of a client the project does use (see infra/bin/admin.ts).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignableRequest {
  method: string;
  host: string;
  path: string;
  /** Header names in lower case; host is added. */
  headers: Record<string, string>;
  body: string;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** `20150830T123600Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The Authorization header of an AWS Signature Version 4 request (no query string), and the
 * headers to send with it (x-amz-date, and x-amz-security-token for temporary credentials).
 */
export function signV4(
  request: SignableRequest,
  options: { credentials: AwsCredentials; region: string; service: string; date: Date },
): Record<string, string> {
  const stamp = amzDate(options.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.host, 'x-amz-date': stamp };
  if (options.credentials.sessionToken) headers['x-amz-security-token'] = options.credentials.sessionToken;
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    canonicalHeaders,
    signedHeaders,
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${options.region}/${options.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.credentials.secretAccessKey}`, day), options.region), options.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
const element = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];

/** OutputKey → OutputValue of the first stack in a DescribeStacks XML response. */
export function parseStackOutputs(xml: string): Record<string, string> {
  const outputs = element(xml, 'Outputs') ?? '';
  const entries = [...outputs.matchAll(/<member>([\s\S]*?)<\/member>/g)].map((m) => [
    element(m[1]!, 'OutputKey'),
    element(m[1]!, 'OutputValue'),
  ]);
  return Object.fromEntries(
    entries
      .filter((e): e is [string, string] => Boolean(e[0]) && e[1] !== undefined)
      .map(([k, v]) => [k, decodeXml(v)]),
  );
}

/** The endpoint host of CloudFormation in a Region (China Regions use amazonaws.com.cn). */
export function cloudFormationHost(region: string): string {
  return `cloudformation.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`;
}

/** The outputs of `stackName`; throws with CloudFormation's message when the call fails. */
export async function describeStackOutputs(
  stackName: string,
  options: { region: string; credentials: AwsCredentials; fetchImpl?: typeof fetch; now?: () => Date },
): Promise<Record<string, string>> {
  const host = cloudFormationHost(options.region);
  const body = new URLSearchParams({
    Action: 'DescribeStacks',
    Version: '2010-05-15',
    StackName: stackName,
  }).toString();
  const headers = signV4(
    {
      method: 'POST',
      host,
      path: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    },
    {
      credentials: options.credentials,
      region: options.region,
      service: 'cloudformation',
      date: (options.now ?? (() => new Date()))(),
    },
  );
  const response = await (options.fetchImpl ?? fetch)(`https://${host}/`, { method: 'POST', headers, body });
  const xml = await response.text();
  if (!response.ok) {
    const message = element(xml, 'Message') ?? `HTTP ${response.status}`;
    throw new Error(`CloudFormation DescribeStacks ${stackName} in ${options.region}: ${decodeXml(message)}`);
  }
  return parseStackOutputs(xml);
}
