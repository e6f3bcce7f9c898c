/**
 * What the quote says about a concept (a permit, haul-away, trim capping, low-E glass …), read clause
 * by clause: where the concept is named, the clause's own words — or the heading it sits under — say
 * whether it is included, excluded, left to the owner, optional or only "if required". The ways
 * contractors say each of these are in one vocabulary here; the concepts' own words are in
 * vocabulary.ts. A concept named with none of these words is simply "stated", which for work written
 * in a scope of work ("Remove and haul away existing windows") means it is part of the job.
 */
import { clausesOf, type Clause } from './clauses.js';
import { CONCEPTS, type Concept, type ConceptName } from './vocabulary.js';

export type Stance = 'included' | 'excluded' | 'owner' | 'optional' | 'conditional' | 'notNeeded' | 'stated';

export interface Reading {
  stance: Stance;
  clause: Clause;
  /** The words naming the concept, as printed. */
  term: string;
}

const OWNER = String.raw`(?:the\s+)?(?:home\s?owners?|owners?|customers?|buyers?|purchasers?|clients?|you)`;

/** Words that give the thing to the owner (to do or to pay for). */
const TO_OWNER = new RegExp(
  [
    String.raw`\b(?:by|from)\s+${OWNER}\b`,
    String.raw`\b${OWNER}\s+(?:is\s+|are\s+)?(?:to|will|shall|must|should|agrees?\s+to|responsible|needs?\s+to|has\s+to|have\s+to)\b`,
    String.raw`\b(?:home\s?owner|owner|customer|buyer|purchaser|client)'?s?'?\s+(?:responsibility|expense|cost|option)\b`,
    String.raw`\bresponsibility\s+of\s+${OWNER}\b`,
    String.raw`\bowner[-\s]builder\b`,
    String.raw`\bat\s+(?:the\s+)?(?:home\s?owner|owner|customer|buyer)'?s?\s+(?:expense|cost)\b`,
    String.raw`\b(?:you|owner)\s+(?:pulls?|obtains?|gets?|handles?|pays?)\b`,
    String.raw`\byou(?:'ll|\s+will|\s+would|\s+need\s+to|\s+must|\s+have\s+to|\s+can)?\s+(?:pull|obtain|get|apply\s+for|secure|file|handle|pay\s+for)\b`,
    String.raw`\bhome\s?owner'?s\s+permit\b`,
    // "Old windows will be left on site": the old units stay with the owner (not "no debris will be left behind").
    String.raw`(?<!\bno\s+(?:[\w/]+\s+){0,3})\b(?:will|shall|to|are|is)\s+(?:be\s+)?left\s+(?:on[-\s]?site|on\s+(?:the\s+)?(?:property|premises|job\s?site|curb)|behind|(?:[\w,]+\s+){0,4}for\s+(?:the\s+)?(?:home\s?owner|owner|customer))\b`,
  ].join('|'),
  'i',
);
/** Words that leave the thing out of the price. */
const EXCLUDED = new RegExp(
  [
    String.raw`\bnot\s+(?:be\s+)?(?:included|includ\w*|part\s+of|covered|provided|in\s+(?:the|this)\s+(?:price|quote|contract|scope))\b`,
    String.raw`\b(?:does|do|will)\s+not\s+(?:include|cover|provide)\b`,
    String.raw`\bdoesn'?t\s+(?:include|cover)\b`,
    String.raw`\bexclud(?:ed|es|ing)\b`,
    String.raw`\bn\.?i\.?c\.?\b`,
    String.raw`\bby\s+others\b`,
    String.raw`\b(?:extra|additional|separate)\s+(?:charges?|costs?|fees?|expense)\b`,
    String.raw`\b(?:at\s+)?(?:an\s+)?(?:additional|extra)\s+cost\b`,
    String.raw`\bcosts?\s+extra\b|\bis\s+extra\b|\bare\s+extra\b|\bfees?\s+(?:are\s+)?extra\b`,
    String.raw`\b(?:billed|charged|invoiced|priced|paid)\s+separately\b`,
    String.raw`\bnot\s+(?:our|the\s+contractor'?s|contractor'?s)\s+responsibility\b`,
    String.raw`\bno\s+(?:allowance|provision)\s+(?:is\s+)?(?:made|included)\b`,
  ].join('|'),
  'i',
);
/** Words that make the thing an option the price does not include. */
const OPTIONAL = new RegExp(
  [
    String.raw`\boptional(?:ly)?\b`,
    String.raw`\bupgrades?\b(?!\s+(?:included|at\s+no))`,
    String.raw`\badd[-\s]?ons?\b`,
    String.raw`\bif\s+(?:desired|wanted|you\s+(?:want|wish|choose|like|prefer))\b`,
    String.raw`\bavailable\s+(?:for|at|upon\s+request|on\s+request)\b`,
    String.raw`\bcan\s+be\s+added\b|\bmay\s+be\s+added\b`,
    String.raw`\brecommended\s+but\b`,
    String.raw`\bfor\s+an?\s+(?:additional|extra)\b`,
    String.raw`(?:^|[\s(])\+\s?\$\s?\d`,
    String.raw`\badd\s+\$\s?\d`,
    String.raw`\bfor\s+\$\s?\d[\d,.]*\s+(?:more|extra)\b`,
  ].join('|'),
  'i',
);
/** Words that make the thing depend on something not yet known. */
const CONDITIONAL =
  /\b(?:if|as|where|when|should\s+(?:it|they)\s+be)\s+(?:required|needed|necessary|applicable|found|discovered|encountered)\b|\bmay\s+(?:be\s+)?(?:required|needed|necessary)\b|\bif\s+any\b|\bshould\s+(?:any\s+)?\w+\s+be\s+(?:found|discovered|needed|required)\b/i;
/** "At no extra charge": in the price, whatever else the clause says about charges. */
const FREE = /\b(?:at\s+)?no\s+(?:extra|additional|added|separate)\s+(?:charge|cost|fee)s?\b|\bfree\s+of\s+charge\b/i;
/** Words that put the thing in the price. */
const INCLUDED = new RegExp(
  [
    String.raw`\binclud(?:e|ed|es|ing)\b|\bincl\b\.?`,
    // "Permit is on us", "we furnish all labor, materials and permits".
    String.raw`\bon\s+us\b|\b(?:we|contractor|undersigned)\s+(?:\w+\s+){0,2}(?:furnish|furnishes|supply|supplies|provide|provides)\b`,
    String.raw`\bpart\s+of\s+(?:the|this|our|your)\s+(?:price|contract|quote|proposal|job|scope|work|installation|package)\b`,
    String.raw`\bin\s+(?:the|this|our)\s+(?:price|quote|contract)\b`,
    String.raw`\bcovered\b|\bprovided\b|\bsupplied\b`,
    String.raw`(?:^|[:\s])(?:yes|y|✓|✔|☑|☒|\[x\])(?:$|[\s.,;])`,
  ].join('|'),
  'i',
);
/** "Permit: No", "Haul away — N/A": a field whose value says no. */
const SAYS_NO = /[:\-–—]\s*(?:no|n|n\/a|none|☐|\[\s\])\s*$/i;

/**
 * The part of a clause that is about the term: between the commas, semicolons or brackets around it.
 * In a list ("includes removal and disposal, installation, new stops where needed, the permit") a
 * condition or an option belongs to its own item only.
 */
function itemAround(text: string, at: number, length: number): string {
  const start = Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at), text.lastIndexOf('(', at)) + 1;
  const ends = [',', ';', ')'].map((c) => text.indexOf(c, at + length)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/**
 * The owner is given the thing: the owner's words stand in its own list item, or in an item that names
 * nothing else ("…, by owner"). In "Remove existing door & frame, new sill pan, lockset by owner" only
 * the lockset is the owner's.
 */
function ownerTakes(text: string, item: string): boolean {
  const m = TO_OWNER.exec(text);
  if (!m) return false;
  if (TO_OWNER.test(item)) return true;
  const ownerItem = itemAround(text, m.index, m[0].length);
  return !/[A-Za-z]{3,}/.test(
    ownerItem
      .replace(m[0], ' ')
      .replace(
        /\b(?:and|or|the|all|to|be|is|are|will|must|shall|done|paid|pay|handled|handle|supplied|provided|provide|obtain|obtained|pull|pulled|get|apply|for|secure|file|arrange|schedule|it|them|this|that|any|if|required|needed)\b/gi,
        ' ',
      ),
  );
}

/** How one clause stands on a concept it names. */
export function stanceOf(clause: Clause, term: RegExpExecArray, notNeeded?: RegExp): Stance {
  const text = clause.text;
  const before = text.slice(0, term.index);
  const item = itemAround(text, term.index, term[0].length);
  if (notNeeded?.test(text)) return 'notNeeded';
  // "no haul-away", "without trim": the thing itself is denied.
  // ("No debris will be left on site" is the clean-up promised, not denied.)
  const after = text.slice(term.index + term[0].length);
  const leftBehind = /^\s*(?:\w+\s+){0,2}?(?:will\s+be\s+|is\s+|are\s+|to\s+be\s+)?(?:left|remain(?:s|ing)?)\b/i.test(
    after,
  );
  if (/\b(?:no|without|excluding|except)\s+(?:\w+\s+){0,2}$/i.test(before) && !FREE.test(text) && !leftBehind)
    return 'excluded';
  if (ownerTakes(text, item)) return 'owner';
  if (FREE.test(text)) return 'included';
  if (EXCLUDED.test(text) || SAYS_NO.test(text)) return 'excluded';
  if (OPTIONAL.test(item)) return 'optional';
  if (CONDITIONAL.test(item)) return 'conditional';
  if (clause.scope === 'excluded') return 'excluded';
  if (clause.scope === 'optional') return 'optional';
  if (INCLUDED.test(text) || clause.scope === 'included') return 'included';
  return 'stated';
}

const UNTICKED = /(?:\[\s*\]|☐)\s*[^[☐☒☑✔✓]*/g;
const TICKED = /\[\s*[xX✓✔]\s*\]|☒|☑|✔/;

/**
 * A form's choices as marked: where a clause has a ticked box, the choices with an empty box are not
 * what the quote says ("Permit [X] by HomeGuard (incl.) [ ] by owner" is the contractor's permit).
 */
function withoutUnticked(clause: Clause): Clause {
  if (!TICKED.test(clause.text) || !/\[\s*\]|☐/.test(clause.text)) return clause;
  return { ...clause, text: clause.text.replace(UNTICKED, ' ').replace(/\s+/g, ' ').trim() };
}

/** Every reading of a concept in the quote, in reading order. */
export class ConceptReader {
  readonly clauses: Clause[];
  private readonly cache = new Map<ConceptName, Reading[]>();

  constructor(text: string) {
    this.clauses = clausesOf(text);
  }

  read(name: ConceptName): Reading[] {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const concept: Concept = CONCEPTS[name];
    const readings: Reading[] = [];
    for (const raw of this.clauses) {
      const clause = withoutUnticked(raw);
      const term = new RegExp(concept.terms.source, concept.terms.flags.replace('g', '')).exec(clause.text);
      if (!term) continue;
      if (concept.unless?.test(clause.text)) continue;
      readings.push({ stance: stanceOf(clause, term, concept.notNeeded), clause, term: term[0] });
    }
    this.cache.set(name, readings);
    return readings;
  }

  /** Readings of a concept with one of the stances. */
  with(name: ConceptName, ...stances: Stance[]): Reading[] {
    return this.read(name).filter((r) => stances.includes(r.stance));
  }

  /** The concept is part of the job: stated in the scope or said to be included, and nowhere excluded or optional. */
  inJob(name: ConceptName): boolean {
    return this.with(name, 'included', 'stated').length > 0;
  }

  /** The printed lines of the readings (deduplicated, at most three). */
  evidence(readings: Reading[], max = 3): string[] {
    return [...new Set(readings.map((r) => r.clause.evidence))].slice(0, max);
  }
}
