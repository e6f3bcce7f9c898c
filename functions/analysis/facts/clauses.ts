/**
 * The quote read as clauses, the unit in which the rules decide what a contractor says about a thing:
 * each printed line (with the lines a wrapped sentence runs onto) is cut into its cells and sentences,
 * and each clause remembers the heading it sits under ("Exclusions", "Price includes", "Options") and
 * the label it starts with ("Permits: included").
 */

/** What a heading or a list label says about the clauses under it. */
export type Scope = 'included' | 'excluded' | 'optional';

export interface Clause {
  text: string;
  /** The printed line the clause starts on (index into the quote's lines). */
  line: number;
  /** The printed line(s) it is read from, for evidence. */
  evidence: string;
  /** Set by a heading above the clause, or by a label that starts its line. */
  scope: Scope | null;
}

/** Headings and labels that put what follows in or out of the price. */
const SCOPE_WORDS: [Scope, RegExp][] = [
  [
    'excluded',
    /^(?:exclusions?|excluded(?:\s+items)?|(?:items?|work|what(?:'s|\s+is))\s+not\s+included|not\s+included(?:\s+in\s+(?:this|the)\s+(?:price|quote|proposal|estimate))?|(?:this\s+(?:price|quote|proposal|estimate|contract)\s+)?does\s+not\s+include|(?:home\s?)?owner(?:'s)?\s+responsibilit(?:y|ies)|(?:work|items)\s+(?:by|to\s+be\s+(?:done|provided)\s+by)\s+(?:the\s+)?(?:home\s?owner|owner|others|customer)|by\s+(?:home\s?owner|owner|others)|n\.?i\.?c\.?)\b/i,
  ],
  [
    'optional',
    /^(?:options?|optional(?:\s+(?:items?|upgrades?|add[-\s]?ons?|extras?))?|(?:available\s+)?upgrades?(?:\s+available)?|add[-\s]?ons?|alternates?|(?:recommended\s+)?extras)\b/i,
  ],
  [
    'included',
    /^(?:inclu(?:ded|sions?|des)|what(?:'s|\s+is)\s+included|(?:(?:the|this|our|your)\s+)?(?:price|quote|proposal|estimate|contract|installation|package|scope(?:\s+of\s+work)?)\s+includes?|included\s+(?:in|with)\s+(?:the\s+|this\s+|your\s+)?(?:price|quote|proposal|installation|job))\b/i,
  ],
];

/** The scope a heading or a leading label states, if any. */
export function scopeOf(label: string): Scope | null {
  const text = label.replace(/^[\s•*\-–—#>]+/, '').trim();
  for (const [scope, re] of SCOPE_WORDS) if (re.test(text)) return scope;
  return null;
}

/** A line that is only a heading: short, no sentence, in capitals, in title case or ending with a colon. */
function isHeading(line: string): boolean {
  const text = line.trim();
  if (text.length > 60 || /[.;!?]\s*\S/.test(text)) return false;
  const words = text.replace(/:$/, '').split(/\s+/);
  const titleCase = words.every((w) => w.length < 4 || /^[^a-z]/.test(w));
  return words.length <= 7 && /[A-Za-z]/.test(text) && (/:$/.test(text) || text === text.toUpperCase() || titleCase);
}

/** A wrapped sentence goes on: the line ends without a stop and the next starts in lower case. */
function continues(line: string, next: string): boolean {
  return !/[.:;!?]\s*$/.test(line.trim()) && /^\s*[a-z(]/.test(next) && !/\S\s{2,}\S/.test(next.trim());
}

const CELL = /\s{2,}|\s+[•|·]\s+/;
/** Candidate sentence ends: a stop and a space, or ";" — not after common abbreviations. */
const STOP =
  /(?<!\b(?:approx|incl|inc|no|mr|mrs|ms|dr|st|ave|co|ltd|corp|etc|vs|e\.g|i\.e|sq|ft|in|qty|ea|oz|lb|lbs|mfr|mfg|est|bros|min|max))([.!?]|;)\s+/gi;

/** A cell cut into sentences: at ". " before a capital, a digit or a quote, and at every ";". */
function sentences(cell: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of cell.matchAll(STOP)) {
    const next = cell[m.index! + m[0].length] ?? '';
    if (m[1] !== ';' && !/[A-Z0-9"“(]/.test(next)) continue;
    out.push(cell.slice(from, m[1] === ';' ? m.index : m.index! + 1));
    from = m.index! + m[0].length;
  }
  out.push(cell.slice(from));
  return out;
}

/**
 * Clauses of a quote text (one printed line per text line; cells separated by two or more spaces).
 * A heading's scope lasts until the next heading.
 */
export function clausesOf(text: string): Clause[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const clauses: Clause[] = [];
  let heading: Scope | null = null;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let joined = lines[i]!;
    while (i + 1 < lines.length && continues(joined.split(CELL).at(-1)!, lines[i + 1]!))
      joined += ` ${lines[++i]!.trim()}`;
    const evidence = lines
      .slice(start, i + 1)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .join(' ');
    if (isHeading(joined)) {
      heading = scopeOf(joined);
      // A heading that is also a statement ("Permits included") is read as a clause too.
      if (heading === null) clauses.push({ text: joined.trim(), line: start, evidence, scope: null });
      continue;
    }
    for (const cell of joined.trim().split(CELL)) {
      // "Not included: painting, permits" — the label scopes the rest of its cell.
      const label = /^([^:]{2,60}):\s*(.*)$/.exec(cell);
      const labelled = label ? scopeOf(label[1]!) : null;
      for (const sentence of sentences(labelled ? label![2]! : cell)) {
        if (sentence.trim()) clauses.push({ text: sentence.trim(), line: start, evidence, scope: labelled ?? heading });
      }
    }
  }
  return clauses;
}
