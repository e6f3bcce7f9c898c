/**
 * What a door costs installed, for a price question about doors ("$9,000 for the front and back door,
 * is that reasonable?", "what should a new front door cost?"). The quote's own price card speaks of its
 * own units: asked about doors on a quote of windows, it answered with the windows' price. Here the
 * door kinds the question names get their installed bands (pricing.json `doors`, in the quote's state:
 * the quote's own line where it prices that kind), any door price the question names is held against
 * them, and what an installed price covers beyond the door is said with its figures (`doorInstall`).
 */
import { listAnd } from '@shared/text.js';
import type { PricingBasis } from '@shared/types.js';
import { doorKind } from '../../fields/products.js';
import { frameIn } from '../facts/units.js';
import type { DoorUnitType, PricingKnowledge } from '../knowledge/types.js';
import { askedPrices, bandText, dollars, priceVerdict, styleBand } from './asked-price.js';
import { plural } from './answer-text.js';

type DoorPricing = Pick<PricingKnowledge, 'doors' | 'doorInstall' | 'thresholds' | 'sources'>;

/** A door word ("door", "doors"; not "doorstep"), read once "next door" and "door-to-door" are taken out. */
const DOOR_WORD = /\bdoors?\b/gi;
const NOT_A_DOOR = /\bnext\s+door\b|\bdoor[-\s]to[-\s]door\b/gi;
const WINDOW_WORD = /\bwindows?\b/i;
/** A door spoken of as any door, not the quote's: "a new exterior door", "one door". */
const A_DOOR = /\b(?:an?|one|new)\s+(?:[\w-]+\s+){0,2}?doors?\b/i;
/** The words before a door word that say which door it is: "the new fibreglass front door". */
const BEFORE = 32;

/** The priced door kinds a question names, at most three; empty when it names none (or only garage, interior or folding doors). */
export function doorKindsAsked(question: string): { types: DoorUnitType[]; generic: boolean } {
  const text = question.replace(NOT_A_DOOR, ' ');
  const types = new Set<DoorUnitType>();
  let generic = false;
  for (const m of text.matchAll(DOOR_WORD)) {
    const before = text.slice(Math.max(0, m.index - BEFORE), m.index);
    const kind = doorKind(before.split(/[,.;:!?]/).pop() ?? '');
    if (kind === 'French door') types.add('french_patio');
    else if (/sliding|patio/.test(kind)) types.add('sliding_patio');
    else if (kind === 'storm door') types.add('storm');
    else if (kind === 'entry door' || kind === 'exterior door' || kind === 'door') {
      const entry = entryType(text);
      if (entry) types.add(entry);
      else generic = true;
    }
  }
  if (generic) ['steel_entry', 'fiberglass_entry'].forEach((t) => types.add(t as DoorUnitType));
  return { types: [...types].slice(0, 3), generic: generic && types.size === 2 };
}

/** An entry door's kind from the words the question uses for it: sidelites, then its material. */
function entryType(text: string): DoorUnitType | null {
  if (/\bside[-\s]?li(?:te|ght)s?\b|\btransoms?\b/i.test(text)) return 'entry_with_sidelites';
  switch (frameIn(text)) {
    case 'fiberglass':
    case 'composite':
      return 'fiberglass_entry';
    case 'wood':
    case 'clad_wood':
      return 'wood_entry';
    default:
      return /\bsteel\b/i.test(text) ? 'steel_entry' : null;
  }
}

/** "a steel entry door", "an entry door with sidelites". */
const a = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
/** "steel entry door" and "fiberglass entry door" → "steel or fiberglass entry door". */
function orList(labels: string[]): string {
  const [first, ...rest] = labels;
  const tail = first!.split(' ').slice(1).join(' ');
  if (rest.length && rest.every((l) => l.split(' ').slice(1).join(' ') === tail))
    return `${[first!, ...rest].map((l) => l.split(' ')[0]).join(' or ')} ${tail}`;
  return labels.join(' or ');
}

/**
 * The sources' names, each once: the publisher part of a title ("Angi — …" → "Angi"), and the report a
 * magazine summarises where it is the Cost vs. Value report.
 */
function sourceNames(ids: string[], pricing: DoorPricing): string[] {
  const names = ids.flatMap((id) => {
    const title = pricing.sources.find((s) => s.id === id)?.title;
    if (!title) return [];
    return [
      /\bcost\s+(?:vs\.?|versus)\s+value\b/i.test(title) ? 'the Cost vs. Value report' : title.split(' — ')[0]!.trim(),
    ];
  });
  return [...new Set(names)];
}

/**
 * The door price answer, or null when the question is not about doors alone (it names windows, or no
 * priced kind of door), or when the quote itself prices a door and the question names no kind of door:
 * the quote's own price card answers that.
 */
export function doorPriceText(
  question: string,
  basis: PricingBasis | null | undefined,
  pricing: DoorPricing,
): string | null {
  if (WINDOW_WORD.test(question)) return null;
  const { types, generic } = doorKindsAsked(question);
  if (!types.length) return null;
  // "Is the door fairly priced?" on a quote with a door is about that door; "a new exterior door" is not.
  const ownDoors = Object.values(pricing.doors).some((d) => styleBand(basis, d).ours);
  if (generic && ownDoors && !A_DOOR.test(question)) return null;

  const where = basis?.stateName ? ` in ${basis.stateName}` : '';
  const bands = types.map((type) => {
    const known = pricing.doors[type];
    return { label: known.label, sources: known.sources, ...styleBand(basis, known) };
  });

  const parts: string[] = [];
  const asked = askedPrices(question).filter((p) => p.kind === 'door');
  for (const p of asked.slice(0, 2)) {
    const from = p.count && p.count > 1 && p.total ? ` (${dollars(p.total)} for ${plural(p.count, 'door')})` : '';
    // Bands that give the same verdict share one sentence: "For a steel or fiberglass entry door, …".
    const byVerdict = new Map<string, string[]>();
    for (const b of bands) {
      const verdict = priceVerdict(p.each, b.band, pricing.thresholds, p.alone ? p.kind : undefined);
      byVerdict.set(verdict, [...(byVerdict.get(verdict) ?? []), b.label]);
    }
    const said = [...byVerdict].map(
      ([verdict, labels]) => `For ${a(orList(labels))}, **${dollars(p.each)} per door**${from} is ${verdict}.`,
    );
    parts.push(said.join(' '));
  }
  const intro = `One door${where} usually costs:`;
  const rows = bands.map(
    (b) => `- ${b.label}: ${bandText(b.band)}${b.ours ? ' (priced like the one on your quote)' : ''}`,
  );
  const sources = sourceNames([...new Set(bands.flatMap((b) => b.sources))], pricing);
  parts.push(
    [intro, ...rows].join('\n') +
      (sources.length
        ? `\n\nThese ranges come from ${listAnd(sources)}; size, glass, hardware and finish move them.`
        : ''),
  );
  const { labourSwap, labourInvolved, patioDisposal } = pricing.doorInstall;
  const range = (r: [number, number]) => `**${dollars(r[0])}–${dollars(r[1])}**`;
  let covers = types.every((t) => t === 'storm')
    ? "A storm door is hung on the entry door's existing trim, so its installed price is the door, its closer and latch, and fitting them."
    : `An installed price covers more than the door from the store: usually a prehung unit (the door already hung in its own frame, with sill and weatherstripping), taking out the old door, setting the new one plumb, shimming, insulating and sealing it, and new trim. The fitting alone runs about ${range(labourSwap.range)} for a straight swap and ${range(labourInvolved.range)} or more where rot, masonry or trim work is involved (${listAnd(sourceNames(labourSwap.sources, pricing))}).`;
  if (types.some((t) => t === 'sliding_patio' || t === 'french_patio'))
    covers += ` Taking away an old patio door adds about ${range(patioDisposal.range)} (${listAnd(sourceNames(patioDisposal.sources, pricing))}).`;
  covers +=
    ' Ask the contractor to write down which door (material, glass, size, swing), whether the lockset, casing, painting and disposal are included, and how rot repair would be priced.';
  parts.push(covers);
  return parts.join('\n\n');
}
