/**
 * The business's own web and e-mail domains, and whether a name spells one of them
 * ("BRIGHTVIEW HOME EXTERIORS, INC." and brightviewexteriors.com).
 */
import type { Line } from '../document/model.js';
import { emailDomain, findEmails, findWebsites, FREE_MAIL, websiteDomain } from './contact.js';
import { commonRun, compact } from './patterns.js';
import { LEGAL_SUFFIX } from './vendor-names.js';

/** Web and e-mail domains of the document, without free-mail providers ("northstarwindowco"). */
export function businessDomains(lines: Line[]): string[] {
  const domains = new Set<string>();
  for (const l of lines) {
    for (const e of findEmails(l.text)) {
      const d = emailDomain(e.text);
      if (!FREE_MAIL.test(d)) domains.add(d);
    }
    for (const w of findWebsites(l.text)) domains.add(websiteDomain(w.text));
  }
  return [...domains].map((d) => compact(d.replace(/\.[a-z]+$/, '')));
}

/**
 * True when a name spells the business's web or e-mail domain: most of the domain is made of the name's
 * words ("BRIGHTVIEW HOME EXTERIORS, INC." and brightviewexteriors.com; "Harbor Point Replacement Windows"
 * and hpreplacementwindows.com), or the two share a long run of letters.
 */
export function domainMatch(name: string, domains: string[]): boolean {
  const c = compact(name.replace(LEGAL_SUFFIX, ''));
  if (c.length < 4) return false;
  const words = name
    .replace(LEGAL_SUFFIX, '')
    .split(/[^A-Za-z0-9&]+/)
    .map((w) => compact(w))
    .filter((w) => w.length >= 3);
  return domains.some((d) => {
    if (d.length < 4) return false;
    const run = commonRun(c, d);
    if (run >= 5 && run >= Math.min(c.length, d.length) * 0.6) return true;
    const covered = words.filter((w) => d.includes(w)).reduce((s, w) => s + w.length, 0);
    return covered >= 5 && covered >= d.length * 0.6;
  });
}
