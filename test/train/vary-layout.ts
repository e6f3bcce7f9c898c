/**
 * Variation inside a fixture layout, for the training corpus only: a layout always prints the same
 * label words, fonts and arrangement, so a model trained on its quotes can learn the layout's exact
 * words instead of what a total or a vendor looks like. `varyLayout` rewrites one generated quote's
 * HTML the way another contractor would have written it, drawn from a seeded `Random`:
 *   - labels reworded within their meaning ("Total" → "Contract Price", "Qty" → "Units", "Deposit" →
 *     "Due at signing"), only where the words stand as a label: a whole text node, or a line's start,
 *     followed by a colon or the amount (a total's label only before the quote's total, another
 *     amount's label never before it), so a word inside an item's description is never touched;
 *   - the customer's name written another way (initial and surname, a middle initial, a couple, surname
 *     first, capitals, a company or trust), with the truth's `pii` rewritten to match;
 *   - type (family, size, weights), margins, padding and line spacing, by CSS appended to the head.
 * Amounts, counts, ZIPs and the vendor's name are never changed: every digit of the text stays where
 * it was.
 */
import type { FixtureDocument, FixtureTruth } from '../fixtures/layout.js';
import type { Random } from '../fixtures/random.js';
import { COMPANY_SUFFIX, LABEL_CLASSES, MIDDLE, PARTNERS, type LabelClass } from './vary-vocabulary.js';

export interface VariedDocument extends FixtureDocument {
  /** What was changed, one line each ("label: Total → Contract Price"). */
  changes: string[];
}

const SPACE = /^(?:\s|&nbsp;|&#160;)*$/;
/** An amount as a label's value: with a dollar sign or cents, so a count is never taken for one. */
const AMOUNT = /^(?:\s|&nbsp;)*\(?(?:\s|&nbsp;)*(?:USD\s*)?(\$)?(?:\s|&nbsp;)*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?!\d)/;
const NUMBER = /^(?:\s|&nbsp;)*\d/;
/** Tags a label's value is not looked for past: a new row, paragraph, line or list item. */
const BOUNDARY = /^<\/?(?:tr|p|br|li|table|h\d|ul|ol)\b/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The amount at the start of `text` when it is one (dollar sign or cents), in dollars. */
function amountAt(text: string): number | null {
  const m = AMOUNT.exec(text);
  if (!m || (!m[1] && !m[3])) return null;
  return Number(`${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`);
}

/** The replacement written in the original's case: capitals, Title Case or Sentence case. */
function inCaseOf(original: string, replacement: string): string {
  if (/[a-z]/i.test(original) && original === original.toUpperCase()) return replacement.toUpperCase();
  const words = original.split(/\s+/);
  if (words.length > 1 && words.slice(1).every((w) => !/^[A-Z]/.test(w)))
    return replacement.charAt(0).toUpperCase() + replacement.slice(1).toLowerCase();
  return replacement;
}

interface Parts {
  parts: string[];
  /** Indexes of the text nodes outside <style>, <script> and <title>. */
  text: number[];
}

function split(html: string): Parts {
  const parts = html.split(/(<[^>]*>)/);
  const text: number[] = [];
  let inside: string | null = null;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      const open = /^<(style|script|title)\b/i.exec(part);
      if (open) inside = open[1]!.toLowerCase();
      else if (inside && new RegExp(`^</${inside}\\b`, 'i').test(part)) inside = null;
    } else if (!inside && part) text.push(i);
  });
  return { parts, text };
}

/** The first non-blank text after text node `i` within its row or line, if any. */
function valueAfter({ parts }: Parts, i: number): string | null {
  for (let j = i + 1; j < parts.length && j < i + 16; j++) {
    if (j % 2 === 1) {
      if (BOUNDARY.test(parts[j]!)) return null;
    } else if (!SPACE.test(parts[j]!)) return parts[j]!;
  }
  return null;
}

function labelPattern(cls: LabelClass): RegExp {
  const words = [...cls.from].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // prefix, the label, a parenthesised note ("(50%)"), a colon, the rest of the text node
  return new RegExp(`^((?:\\s|&nbsp;)*)(${words.join('|')})((?:\\s*\\([^)<]*\\))?)(\\s*:?)(.*)$`, 'is');
}

/** Whether the label at text node `i` (with `rest` after it in the node) stands before what its class needs. */
function standsAsLabel(cls: LabelClass, doc: Parts, i: number, rest: string, colon: string, total: number): boolean {
  if (cls.before === 'header') return SPACE.test(rest) && !colon.trim() && valueAfter(doc, i) !== null;
  const value = SPACE.test(rest) ? valueAfter(doc, i) : colon.trim() || /^(?:\s|&nbsp;)/.test(rest) ? rest : null;
  if (value === null) return false;
  if (cls.before === 'number') return NUMBER.test(value) && amountAt(value) === null;
  const amount = amountAt(value);
  if (amount === null) return false;
  const isTotal = Math.abs(amount - total) < 0.005;
  return cls.isTotal === undefined || cls.isTotal === isTotal;
}

function varyLabels(doc: Parts, truth: FixtureTruth, random: Random, changes: string[]): void {
  const total = Number(truth.totalCost);
  const plain = doc.text.map((i) => doc.parts[i]!).join(' ');
  const chosen = new Map<string, string>();
  for (const cls of LABEL_CLASSES) {
    if (random.chance(0.2)) continue;
    const pattern = labelPattern(cls);
    for (const i of doc.text) {
      const m = pattern.exec(doc.parts[i]!);
      if (!m) continue;
      const [, prefix, label, note, colon, rest] = m as unknown as string[];
      if (!standsAsLabel(cls, doc, i, rest!, colon!, total)) continue;
      const key = `${cls.name}:${label!.toLowerCase()}`;
      if (!chosen.has(key)) {
        // Never a wording the document already uses for something else.
        const fresh = cls.to.filter(
          (t) =>
            t.toLowerCase() === label!.toLowerCase() ||
            !new RegExp(`(^|[^a-z])${escapeRegExp(t)}([^a-z]|$)`, 'i').test(plain),
        );
        chosen.set(key, random.pick(fresh.length ? fresh : [label!]));
      }
      const replacement = inCaseOf(label!, chosen.get(key)!);
      if (replacement === label) continue;
      doc.parts[i] = `${prefix}${escapeHtml(replacement)}${note}${colon}${rest}`;
      changes.push(`label: ${label} → ${replacement}`);
    }
  }
}

/** Another way to print "First Last", or null to keep it. */
function otherName(name: string, random: Random): string | null {
  const [first, last] = name.split(' ') as [string, string];
  const partner = random.pick(PARTNERS.filter((p) => p !== first));
  const forms = [
    `${first[0]}. ${last}`,
    `${first} ${random.pick([...MIDDLE])}. ${last}`,
    `${first} & ${partner} ${last}`,
    `${first} and ${partner} ${last}`,
    `${partner} & ${first} ${last}`,
    `${last}, ${first}`,
    name.toUpperCase(),
    `${last} ${random.pick(COMPANY_SUFFIX)}`,
  ];
  return random.chance(0.2) ? null : random.pick(forms);
}

function varyCustomer(doc: Parts, truth: FixtureTruth, random: Random, changes: string[]): FixtureTruth {
  const name = truth.pii.find(
    (p) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(p) && doc.text.some((i) => doc.parts[i]!.includes(p)),
  );
  if (!name || truth.vendor.includes(name.split(' ')[1]!)) return truth;
  const printed = otherName(name, random);
  if (!printed) return truth;
  const whole = new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`, 'g');
  for (const i of doc.text) doc.parts[i] = doc.parts[i]!.replace(whole, escapeHtml(printed));
  changes.push(`customer: ${name} → ${printed}`);
  return { ...truth, pii: truth.pii.map((p) => p.replace(whole, printed)) };
}

const FAMILIES = ['serif', 'sans-serif', 'monospace', 'Times', 'Helvetica', 'Courier'];

/** CSS appended after the layout's own, so it wins where it says something. */
function styleOf(random: Random, changes: string[]): string {
  const rules: string[] = [];
  const add = (rule: string) => {
    rules.push(rule);
    changes.push(`style: ${rule}`);
  };
  if (random.chance(0.7)) {
    const family = random.pick(FAMILIES);
    add(random.chance(0.5) ? `body{font-family:${family}}` : `body,body *{font-family:${family}}`);
  }
  if (random.chance(0.6)) add(`body{font-size:${random.between(7.5, 12).toFixed(1)}pt}`);
  if (random.chance(0.3)) add(`h1,h2,h3{font-size:${random.between(10, 20).toFixed(0)}pt}`);
  if (random.chance(0.3)) add('b,strong,th,h1,h2,h3{font-weight:normal}');
  else if (random.chance(0.2)) add('td,th{font-weight:bold}');
  const margin = () => `${random.between(0, 48).toFixed(0)}pt`;
  if (random.chance(0.6)) add(`body{margin:${margin()} ${margin()} ${margin()} ${margin()}}`);
  if (random.chance(0.4)) add(`td,th{padding:${random.between(0.5, 6).toFixed(1)}pt}`);
  if (random.chance(0.3)) add(`p,div,td{line-height:${random.between(1, 1.6).toFixed(2)}}`);
  return rules.length ? `<style>\n${rules.join('\n')}\n</style>` : '';
}

function withStyle(html: string, style: string): string {
  if (!style) return html;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${style}</head>`);
  if (/<body\b/i.test(html)) return html.replace(/<body\b/i, `${style}<body`);
  return `${style}${html}`;
}

/** The quote as another contractor might have written the same layout; the same seed gives the same document. */
export function varyLayout(document: FixtureDocument, random: Random): VariedDocument {
  const changes: string[] = [];
  const doc = split(document.html);
  varyLabels(doc, document.truth, random, changes);
  const truth = varyCustomer(doc, document.truth, random, changes);
  const html = withStyle(doc.parts.join(''), styleOf(random, changes));
  return { ...document, html, truth, changes };
}

/** Every run of digits in the document's text (not its markup), in order: what a variation must keep. */
export function digitsOf(html: string): string[] {
  const doc = split(html);
  return doc.text.flatMap((i) => doc.parts[i]!.match(/\d+/g) ?? []);
}
