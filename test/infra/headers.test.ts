import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/lib/quotecheck-function.js';
import { STRIPE_SOURCES, contentSecurityPolicy, securityHeaders } from '@shared/security-headers.js';
import { buildStack, type Resource } from './fixture.js';

/**
 * The browser security headers CloudFront adds to the site and the API: the same values as
 * shared/security-headers.ts (which the local server sends), and a CSP the built web app runs under.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The CSP's upload origin as synthesized: any bucket's regional endpoint in the stack's Region. */
const UPLOAD_ORIGIN = 'https://*.s3.<AWS::Region>.<AWS::URLSuffix>';

let resources: Record<string, Resource>;
let distribution: Record<string, any>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** `{"Fn::Join": ["", ["a", {"Ref": "AWS::Region"}]]}` → `a<AWS::Region>`. */
function flatten(node: unknown): string {
  if (typeof node === 'string') return node;
  const value = node as Record<string, unknown>;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (value.Ref) return `<${String(value.Ref)}>`;
  return JSON.stringify(node);
}

/** Directive name → its sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(() => {
  const { stack } = buildStack();
  resources = Template.fromStack(stack).toJSON().Resources;
  distribution = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
});

describe('response headers policy', () => {
  const policy = () => {
    const [[id, resource]] = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    return { id, config: resource.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig };
  };

  it('is our own policy on the site and on /api/*', () => {
    const { id } = policy();
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: id });
  });

  it('sends the headers of shared/security-headers.ts, replacing any the origin sends', () => {
    const { config } = policy();
    const expected = securityHeaders({ uploadOrigins: [UPLOAD_ORIGIN] });
    expect(flatten(config.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(expected['content-security-policy']);
    expect(
      `max-age=${config.StrictTransportSecurity.AccessControlMaxAgeSec}${config.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    ).toBe(expected['strict-transport-security']);
    expect(config.FrameOptions.FrameOption).toBe(expected['x-frame-options']);
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(config.ReferrerPolicy.ReferrerPolicy).toBe(expected['referrer-policy']);
    for (const header of [
      'ContentSecurityPolicy',
      'StrictTransportSecurity',
      'FrameOptions',
      'ContentTypeOptions',
      'ReferrerPolicy',
    ]) {
      expect(config[header].Override, header).toBe(true);
    }
  });

  it('requires HTTPS for at least a year, subdomains included; no framing; no sniffing; origin-only referrers across sites', () => {
    const headers = securityHeaders();
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(headers['strict-transport-security']);
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('content security policy', () => {
  const csp = directives(contentSecurityPolicy({ uploadOrigins: [UPLOAD_ORIGIN] }));

  it('runs no inline or evaluated script and only our own scripts and Stripe.js', () => {
    expect(csp['script-src']).toEqual(["'self'", ...STRIPE_SOURCES.script]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('cannot be framed by any site', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("allows MUI/emotion's inline styles", () => {
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the app call its API, the uploads bucket and Stripe, and show Stripe frames', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com', UPLOAD_ORIGIN]);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
  });

  it('allows Stripe only because the web app uses Stripe.js', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@stripe/stripe-js']).toBeDefined();
    const stripeImports = sourcesUnder(path.join(REPO_ROOT, 'web/src')).filter((file) =>
      /from '@stripe\//.test(readFileSync(file, 'utf8')),
    );
    expect(stripeImports.length).toBeGreaterThan(0);
  });
});

describe('the web app runs under that policy', () => {
  const pages = [path.join(REPO_ROOT, 'web/index.html'), path.join(REPO_ROOT, 'dist/web/index.html')].filter((file) =>
    existsSync(file),
  );

  it('has no inline script, inline event handler or javascript: URL in its HTML (source and build)', () => {
    expect(pages[0]).toBe(path.join(REPO_ROOT, 'web/index.html'));
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, page).toMatch(/\bsrc=/);
        expect(body!.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, page).not.toMatch(/javascript:/i);
    }
  });

  it('evaluates no strings as code in the built bundles', () => {
    const assets = path.join(REPO_ROOT, 'dist/web/assets');
    if (!existsSync(assets)) return; // npm test builds the web app first; a fresh checkout has no bundle yet
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/\bnew Function\(|\beval\(/);
    }
  });
});

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
