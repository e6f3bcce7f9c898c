/** The line of a quote a contractor question cites: the quoted evidence most about the item, shortened and redacted. */
import type { CategoryShortId } from '@shared/checklist.js';
import type { ChecklistResult } from '@shared/types.js';
import { truncate } from '@shared/text.js';
import { redactText } from '../../fields/redact.js';

/** Evidence a rule wrote itself (no quote line): "The quote does not mention …", "Based on …". */
const STATEMENT =
  /^(?:the quote\b|the total on the quote\b|based on\b|you said\b|you changed\b|you gave\b|as read from the photo \(mostly unreadable\))|\(type not itemised\)/i;
/** A line read from a photo with unsure words is cited as far as it could be read, its unsure words left out ("…"). */
const AS_READ = /^as read from the photo:\s*/i;
const PLACEHOLDER = /\[(?:CUSTOMER NAME|PHONE|EMAIL|STREET ADDRESS)\]/;
const MAX_CITE = 110;

/** The words that make an evidence line relevant to a category (the first such line is cited). */
const RELEVANT: Record<CategoryShortId, RegExp> = {
  pricing: /\btotal\b|\$\s?\d/i,
  hurricane:
    /\bimpact\b|\bNOA\b|\bFL\s?#|\bapproval\b|design pressure|\bDP\b|\bhurricane\b|\bTDI\b|\bWPI|\blaminated\b|\bshutters?\b/i,
  energy:
    /low[-\s]?e\b|\bpane\b|\bglass\b|u[-\s]?factor|\bSHGC\b|energy\s*star|\bargon\b|\bkrypton\b|tax credit|\b25C\b/i,
  warranty: /warrant|guarantee/i,
  materials:
    /\bor equal\b|\bseries\b|\bbrand\b|\bvinyl\b|\baluminum\b|\bfiberglass\b|\bwood\b|\bwindows?\b|\bdoors?\b/i,
  removal: /remov|dispos|haul|dumpster|tear[-\s]?out/i,
  repairs: /\brot\b|repair|damage|change order|time and material/i,
  permits: /permit|inspection/i,
  finish: /\btrim\b|capping|caulk|\bseal|finish|paint|patch|casing|flashing/i,
  payment: /deposit|payment|\bcash\b|up front|upfront|\bdue\b|%/i,
};

/** The part of an evidence line worth quoting: the clause with the category's words, at most MAX_CITE characters. */
function fragment(line: string, relevant: RegExp): string {
  const clean = line
    .replace(/^[\s•·*\-–—]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const clauses = clean.split(/(?<=[.;])\s+/).filter((c) => c.length >= 12);
  const text = clauses.find((c) => relevant.test(c)) ?? clean;
  return truncate(text, MAX_CITE).replace(/[\s.;,:]+$/, '');
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The quote line to cite for a result: of the quoted lines (not statements of ours), the one with the
 * most of the category's words, the letterhead (a line naming the vendor) last; redacted. Null when the
 * quote is silent.
 */
export function citation(
  result: Pick<ChecklistResult, 'evidence'>,
  category: CategoryShortId,
  vendor?: string | null,
  prefer?: RegExp,
): string | null {
  const relevant = prefer ?? RELEVANT[category];
  const everywhere = new RegExp(RELEVANT[category].source, 'gi');
  const vendorKey = vendor ? compact(vendor) : '';
  const score = (line: string) =>
    vendorKey.length >= 4 && compact(line).includes(vendorKey)
      ? -1
      : (prefer?.test(line) ? 100 : 0) + (line.match(everywhere)?.length ?? 0);
  const quoted = (result.evidence ?? [])
    .map((l) => l.trim().replace(AS_READ, ''))
    .filter((l) => l && !STATEMENT.test(l) && !PLACEHOLDER.test(l));
  const ordered = quoted
    .map((line, index) => ({ line, index, score: score(line) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.line);
  for (const line of ordered) {
    const text = redactText(fragment(line, relevant)).text;
    if (!PLACEHOLDER.test(text) && text.length >= 3) return text;
  }
  return null;
}
