import { describe, expect, it } from 'vitest';
import { clientIpFrom, originHeaderMatches, viewerIpOf } from './origin-verify.js';

const SECRET = 'k3Jq9ZxV2mPw8RtY4uLs6NbC1dFgHa0eQiWoXyTzUvSr5BnMcKlJhGfDsA7pE2q';

describe('originHeaderMatches', () => {
  it('accepts exactly the expected value', () => {
    expect(originHeaderMatches(SECRET, SECRET)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another value of the same length', `${SECRET.slice(0, -1)}x`],
    ['a prefix of the value', SECRET.slice(0, 10)],
    ['the value with more after it', `${SECRET}x`],
    ['the value twice (a repeated header joined with a comma)', `${SECRET},${SECRET}`],
    ['the value in another case', SECRET.toLowerCase()],
    ['the value with spaces around it', ` ${SECRET} `],
  ])('refuses %s', (_, received) => {
    expect(originHeaderMatches(received, SECRET)).toBe(false);
  });

  it('never matches when no value is expected (fails closed)', () => {
    expect(originHeaderMatches('', '')).toBe(false);
    expect(originHeaderMatches('', undefined)).toBe(false);
    expect(originHeaderMatches(undefined, undefined)).toBe(false);
    expect(originHeaderMatches('anything', '')).toBe(false);
  });
});

describe('viewerIpOf', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:abcd::1:46532', '2001:db8:abcd::1'],
    ['[2001:db8::7]:443', '2001:db8::7'],
    [' 203.0.113.9:1 ', '203.0.113.9'],
  ])('reads the IP address of %s', (header, ip) => {
    expect(viewerIpOf(header)).toBe(ip);
  });

  it.each([
    undefined,
    '',
    '198.51.100.10',
    ':443',
    'not-an-ip:443',
    '198.51.100.10:port',
    '1.2.3.4, 5.6.7.8:443',
    '999.1.1.1:80',
  ])('reads nothing from %j', (header) => {
    expect(viewerIpOf(header)).toBeUndefined();
  });
});

describe('clientIpFrom', () => {
  const sourceIp = '130.176.1.20'; // a CloudFront edge, or a direct caller

  it('takes the viewer address on a request that came through CloudFront', () => {
    expect(clientIpFrom({ viewerAddress: '198.51.100.10:46532', sourceIp, viaCloudFront: true })).toBe('198.51.100.10');
  });

  it('ignores the viewer address on a request that did not (a direct caller can send any)', () => {
    expect(clientIpFrom({ viewerAddress: '198.51.100.10:46532', sourceIp, viaCloudFront: false })).toBe(sourceIp);
  });

  it('falls back to the source address when the header is missing or unreadable', () => {
    expect(clientIpFrom({ viewerAddress: undefined, sourceIp, viaCloudFront: true })).toBe(sourceIp);
    expect(clientIpFrom({ viewerAddress: 'garbage', sourceIp, viaCloudFront: true })).toBe(sourceIp);
  });
});
