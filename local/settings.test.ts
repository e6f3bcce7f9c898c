import { describe, expect, it } from 'vitest';
import { isLoopbackHost, readSettings } from './settings.js';

describe('readSettings: where the local server listens', () => {
  it('listens on 127.0.0.1 by default, and on any loopback address asked for', () => {
    expect(readSettings({}).host).toBe('127.0.0.1');
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) {
      expect(readSettings({ HOST: host }).host).toBe(host);
      expect(readSettings({ HOST: host }).remoteWarning).toBeUndefined();
    }
  });

  it('refuses a HOST that is not a loopback address, with the way out in the message', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'example.com', '128.0.0.1'])
      expect(() => readSettings({ HOST: host }), host).toThrow(/not a loopback address.*ALLOW_REMOTE=1/);
  });

  it('listens elsewhere only when ALLOW_REMOTE=1 says so, and then warns', () => {
    expect(() => readSettings({ HOST: '0.0.0.0', ALLOW_REMOTE: 'yes' })).toThrow(/not a loopback address/);
    const settings = readSettings({ HOST: '0.0.0.0', ALLOW_REMOTE: '1' });
    expect(settings.host).toBe('0.0.0.0');
    expect(settings.remoteWarning).toMatch(/^WARNING: ALLOW_REMOTE=1: .* 0\.0\.0\.0, reachable from other machines/);
  });

  it('tells loopback addresses from others', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackHost('::ffff:192.168.0.1')).toBe(false);
  });
});
