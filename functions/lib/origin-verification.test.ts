import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../local/lambda-context.js';
import { ERRORS } from '@shared/messages.js';

/**
 * The API in AWS mode (no COGNITO_ENDPOINT): only requests carrying CloudFront's origin-verify value
 * are served, and only on those is CloudFront-Viewer-Address the caller's IP. The secret is not read
 * from AWS here: origin-secret.ts is replaced with a stub.
 */
const SECRET = 'Zt8pQ2wX9vR4mN6bK1jH3gF5dS7aL0cE9yU2iO4pW6qT8rY1uI3oP5aS7dF9gH2j';
const originSecret = { value: SECRET as string | Error };
vi.mock('./origin-secret.js', () => ({
  loadOriginVerifyValue: vi.fn(async () => {
    if (originSecret.value instanceof Error) throw originSecret.value;
    return originSecret.value;
  }),
}));
const loadStripeSecrets = vi.fn(async () => ({ webhookSecret: 'whsec_unit_test' }));
vi.mock('../services/stripe/stripe-secrets.js', () => ({ loadStripeSecrets }));
vi.mock('../payments/stripe-events.js', () => ({ handleStripeEvent: vi.fn() }));

// AWS mode (test/setup/lambda-env.ts stubs the rest), with the origin-verify secret configured.
vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:000000000000:secret:OriginVerify-abc');

const { apiHandler, clientIpOf } = await import('./http.js');
const { getConfig } = await import('./config.js');
const { handler: webhook } = await import('../api/stripeWebhook.js');

const CLOUDFRONT_EDGE = '130.176.1.20';
const served = vi.fn();
// A handler for the health route that answers with the IP the route sees.
const health = apiHandler('health', {
  'GET /api/health': async (req) => {
    served();
    return { body: { ip: req.clientIp } };
  },
});

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
function eventOf(routeKey: string, headers: Record<string, string>, body?: string): APIGatewayProxyEventV2 {
  const [method, rawPath] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: CLOUDFRONT_EDGE, userAgent: 'unit' },
    },
  } as unknown as APIGatewayProxyEventV2;
}
const call = async (handler: unknown, event: APIGatewayProxyEventV2) => {
  const res = await (handler as Handler)(event, lambdaContext('unit'));
  return { statusCode: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};

beforeEach(() => {
  originSecret.value = SECRET;
  served.mockClear();
  loadStripeSecrets.mockClear();
});

describe('in AWS (config.localMode false)', () => {
  it('runs in AWS mode', () => {
    expect(getConfig().localMode).toBe(false);
  });

  it('serves a request that carries the origin-verify value, with the viewer IP CloudFront set', async () => {
    const res = await call(
      health,
      eventOf('GET /api/health', { 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '198.51.100.10:46532' }),
    );
    expect(res).toEqual({ statusCode: 200, body: { ip: '198.51.100.10' } });
  });

  it('reads the header whatever its case', async () => {
    const res = await call(health, eventOf('GET /api/health', { 'X-Origin-Verify': SECRET }));
    expect(res.statusCode).toBe(200);
  });

  it('uses the source address when a verified request has no viewer address', async () => {
    const res = await call(health, eventOf('GET /api/health', { 'x-origin-verify': SECRET }));
    expect(res.body).toEqual({ ip: CLOUDFRONT_EDGE });
  });

  it.each([
    ['no origin-verify header', {}],
    ['a wrong value', { 'x-origin-verify': `${SECRET.slice(0, -1)}X` }],
    ['an empty value', { 'x-origin-verify': '' }],
    ['a forged viewer address and no origin-verify header', { 'cloudfront-viewer-address': '192.0.2.1:1234' }],
  ])('refuses %s with 403 {error} before the route runs', async (_, headers) => {
    const res = await call(health, eventOf('GET /api/health', headers));
    expect(res).toEqual({ statusCode: 403, body: { error: ERRORS.notAllowed } });
    expect(served).not.toHaveBeenCalled();
  });

  it('refuses a direct call to the Stripe webhook before it reads the Stripe secret or the body', async () => {
    const res = await call(webhook, eventOf('POST /api/payments/webhook', { 'stripe-signature': 't=1,v1=abc' }, '{}'));
    expect(res).toEqual({ statusCode: 403, body: { error: ERRORS.notAllowed } });
    expect(loadStripeSecrets).not.toHaveBeenCalled();
  });

  it('lets the Stripe webhook through CloudFront on to its signature check', async () => {
    const res = await call(
      webhook,
      eventOf('POST /api/payments/webhook', { 'x-origin-verify': SECRET, 'stripe-signature': 't=1,v1=abc' }, '{}'),
    );
    expect(res).toEqual({ statusCode: 400, body: { error: ERRORS.invalidSignature } });
    expect(loadStripeSecrets).toHaveBeenCalled();
  });

  it('fails closed (500, route not run) when the expected value cannot be read', async () => {
    originSecret.value = new Error('AccessDeniedException');
    const res = await call(health, eventOf('GET /api/health', { 'x-origin-verify': SECRET }));
    expect(res.statusCode).toBe(500);
    expect(served).not.toHaveBeenCalled();
  });

  it('does not trust CloudFront-Viewer-Address on an event that was not verified', () => {
    const event = eventOf('GET /api/health', {
      'x-origin-verify': SECRET,
      'cloudfront-viewer-address': '198.51.100.10:46532',
    });
    expect(clientIpOf(event, false)).toBe(CLOUDFRONT_EDGE);
  });
});

describe('locally (config.localMode true)', () => {
  it('serves requests without the header and takes the socket address, whatever the headers say', async () => {
    vi.resetModules();
    vi.stubEnv('COGNITO_ENDPOINT', 'http://127.0.0.1:9');
    try {
      const local = await import('./http.js');
      expect((await import('./config.js')).getConfig().localMode).toBe(true);
      const handler = local.apiHandler('health', {
        'GET /api/health': async (req) => ({ body: { ip: req.clientIp } }),
      });
      const res = await call(
        handler,
        eventOf('GET /api/health', { 'cloudfront-viewer-address': '198.51.100.10:46532' }),
      );
      expect(res).toEqual({ statusCode: 200, body: { ip: CLOUDFRONT_EDGE } });
    } finally {
      vi.stubEnv('COGNITO_ENDPOINT', undefined);
    }
  });
});
