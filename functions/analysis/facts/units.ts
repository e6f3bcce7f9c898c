/**
 * The units to price: each counted window or door line with its type, frame, glass and size, topped up
 * with default units when the quote (or the homeowner's correction) counts more units than it itemises.
 * Defaults follow pricing.md §9.3: a window not itemised → double-hung; unknown frame → the quote's
 * main material, else vinyl; an unnamed door → sliding patio door if the quote speaks of patio/sliding
 * doors, else an entry door.
 */
import { numberWordsFor, parseCount } from '@shared/number-words.js';
import type { QuoteItem } from '../../fields/quote-fields.js';
import { doorKind, materialsIn, productLineMaterial, windowKind, type Material } from '../../fields/products.js';
import type { DoorUnitType, FrameMaterial, WindowUnitType } from '../knowledge/types.js';
import type { PricedUnit } from '../types.js';
import type { QuoteText } from './quote-text.js';
import { plural } from '@shared/text.js';

const WINDOW_TYPES: Record<string, WindowUnitType> = {
  'double-hung': 'double_hung',
  'single-hung': 'single_hung',
  casement: 'casement',
  awning: 'awning',
  hopper: 'awning',
  slider: 'sliding',
  picture: 'picture',
  transom: 'picture',
  bay: 'bay',
  bow: 'bow',
  garden: 'garden',
  egress: 'egress',
  skylight: 'specialty',
  specialty: 'specialty',
};

const IMPACT = /\bimpact\b|\blaminated\b|\bhurricane\b|\blarge[-\s]missile\b/i;
const TRIPLE = /\btriple[-\s]?(?:pane|glaz)|\b3[-\s]pane\b/i;
const SIZE =
  /(\d{2,3}(?:[-\s]\d\/\d)?)\s*(?:"|”|''|in\.?|inches)?\s*[x×]\s*(\d{2,3}(?:[-\s]\d\/\d)?)\s*(?:"|”|''|%|in\b)/i;
const PANELS = new RegExp(`\\b(\\d|${numberWordsFor([2, 3, 4])})[-\\s]panel\\b`, 'i');

export function frameOf(material: Material | null | undefined): FrameMaterial | null {
  switch (material) {
    case 'clad-wood':
      return 'clad_wood';
    case 'vinyl':
    case 'aluminum':
    case 'fiberglass':
    case 'composite':
    case 'wood':
      return material;
    default:
      return null;
  }
}

export function frameIn(text: string): FrameMaterial | null {
  return frameOf(productLineMaterial(text)) ?? frameOf(materialsIn(text).find((m) => m !== 'steel'));
}

function inches(value: string): number {
  const [whole, fraction] = value.split(/[-\s]/);
  const [n, d] = (fraction ?? '').split('/').map(Number);
  return Number(whole) + (n && d ? n / d : 0);
}

export function areaSqFt(text: string): number | null {
  const m = SIZE.exec(text);
  if (!m) return null;
  const area = (inches(m[1]!) * inches(m[2]!)) / 144;
  return area >= 2 && area <= 200 ? Math.round(area * 10) / 10 : null;
}

function panelsIn(text: string): number | null {
  const m = PANELS.exec(text);
  return m ? parseCount(m[1]!) : null;
}

function doorType(text: string, frame: FrameMaterial | null): DoorUnitType {
  const kind = doorKind(text);
  if (kind === 'French door') return 'french_patio';
  if (kind === 'sliding glass door' || kind === 'sliding patio door' || kind === 'patio door') return 'sliding_patio';
  if (kind === 'storm door') return 'storm';
  if (/\bside[-\s]?li(?:te|ght)s?\b|\btransom\b/i.test(text)) return 'entry_with_sidelites';
  if (frame === 'fiberglass' || frame === 'composite') return 'fiberglass_entry';
  if (frame === 'wood' || frame === 'clad_wood') return 'wood_entry';
  return 'steel_entry';
}

/** The priced window type a text names ("basement hopper" → egress), or null when it names none. */
export function windowTypeIn(text: string): WindowUnitType | null {
  if (/\bbasement\b/i.test(text)) return 'egress';
  return WINDOW_TYPES[windowKind(text) ?? ''] ?? null;
}

function unitFrom(item: QuoteItem, fallbackFrame: FrameMaterial | null): PricedUnit {
  const text = `${item.name} ${item.description}`;
  const frame = frameIn(text) ?? fallbackFrame;
  const base = {
    quantity: item.quantity,
    frame,
    impact: IMPACT.test(text),
    triple: TRIPLE.test(text),
    areaSqFt: areaSqFt(text),
    panels: panelsIn(text),
  };
  const evidence = `${item.quantity} × ${item.name}${item.description ? ` — ${item.description}` : ''}`.slice(0, 220);
  if (item.kind === 'door') return { kind: 'door', type: doorType(text, frameIn(text)), ...base, evidence };
  return { kind: 'window', type: WINDOW_TYPES[windowKind(text) ?? ''] ?? 'double_hung', ...base, evidence };
}

/** Parses "8 windows, 1 doors". */
export function parseQuantities(quantities: string | null): { windows: number | null; doors: number | null } {
  const w = /(\d+)\s*windows?/i.exec(quantities ?? '');
  const d = /(\d+)\s*doors?/i.exec(quantities ?? '');
  return { windows: w ? Number(w[1]) : null, doors: d ? Number(d[1]) : null };
}

/** Keeps the itemised units up to `count` and adds default units for the rest. */
function fitToCount(units: PricedUnit[], count: number | null, makeDefault: (n: number) => PricedUnit): PricedUnit[] {
  if (count === null) return units;
  const out: PricedUnit[] = [];
  let left = count;
  for (const u of units) {
    if (left <= 0) break;
    const quantity = Math.min(u.quantity, left);
    out.push({ ...u, quantity });
    left -= quantity;
  }
  if (left > 0) out.push(makeDefault(left));
  return out;
}

export function pricedUnits(
  items: QuoteItem[],
  counts: { windows: number | null; doors: number | null },
  text: QuoteText,
): PricedUnit[] {
  const mainFrame = frameIn(text.flat);
  const units = items.map((item) => unitFrom(item, mainFrame));
  const impact = IMPACT.test(text.flat);
  const triple = TRIPLE.test(text.flat);
  const windows = fitToCount(
    units.filter((u) => u.kind === 'window'),
    counts.windows,
    (n) => ({
      kind: 'window',
      // Words elsewhere in the text ("Garden State Windows", "bay view") say nothing about these units.
      type: 'double_hung',
      quantity: n,
      frame: mainFrame,
      impact,
      triple,
      areaSqFt: null,
      panels: null,
      evidence: `${plural(n, 'window')} (type not itemised)`,
    }),
  );
  const doors = fitToCount(
    units.filter((u) => u.kind === 'door'),
    counts.doors,
    (n) => ({
      kind: 'door',
      type: doorType(text.flat, mainFrame),
      quantity: n,
      frame: mainFrame,
      impact,
      triple: false,
      areaSqFt: null,
      panels: null,
      evidence: `${plural(n, 'door')} (type not itemised)`,
    }),
  );
  return [...windows, ...doors].filter((u) => u.quantity > 0);
}
