/**
 * A short scope line (≤ 60 characters) such as "Replace 8 impact vinyl windows (single-hung, picture)"
 * or "Replace 10 vinyl windows + 1 fiberglass entry door", and a longer plain summary of the work lines.
 */
import { SCOPE_MAX_LENGTH } from '@shared/limits.js';
import { legibleLine, unsureWords } from '../document/legibility.js';
import { joinSentences, looksCut, markCut, nounFor, plural, tidy, truncate } from '@shared/text.js';
import { gapInLines, type Layout, type Line } from './layout.js';
import { findAmounts } from './money.js';
import { chosenText, inOtherOption, type Options } from './options.js';
import { doorKind, materialsIn, materialWord, productLineMaterial, windowKind, type Material } from './products.js';
import type { QuantityResult } from './quantities.js';
import type { UnitLine } from './unit-line.js';
import type { QuoteType } from './quote-fields.js';

const SCOPE_OF_WORK_MAX = 500;
const NOTE =
  /^\W{0,3}(installation|removal(?:\s*&\s*disposal)?|disposal|structural(?:\s*\/\s*rot\s+repair)?|trim(?:\s*&\s*finish)?|permits?|warranty|hurricane(?:\s+rating)?|glass|product)\s*:\s*(.+)$/i;

interface Inputs {
  layout: Layout;
  options: Options;
  quantities: QuantityResult;
  quoteType: QuoteType | null;
  isQuote: boolean;
}

/** Lines that describe the chosen product: the chosen option, unit lines, "Product:" lines about windows. */
function productText(layout: Layout, options: Options, units: UnitLine[], kind: 'window' | 'door'): string {
  if (options.selected) return chosenText(options, layout.lines);
  const own = units.filter((u) => u.kind === kind).map((u) => `${u.name} ${u.description}`);
  const noun = kind === 'window' ? /\bwindows?\b/i : /\bdoors?\b/i;
  const other = kind === 'window' ? /\bdoors?\b/i : /\bwindows?\b/i;
  const general = layout.lines
    .filter((l) => !inOtherOption(options, l.index) && noun.test(l.text) && !other.test(l.text))
    .filter((l) => !NOTE.test(l.text) || /^\W{0,3}(?:product|glass)\s*:/i.test(l.text))
    .map((l) => l.text);
  return [...own, ...general].join('\n');
}

function pickMaterial(texts: string[]): Material | null {
  for (const t of texts) {
    const line = productLineMaterial(t);
    if (line) return line;
  }
  for (const t of texts) {
    const found = materialsIn(t);
    if (found.length >= 1) return found[0]!;
  }
  return null;
}

function windowPhrases(n: number, units: UnitLine[], text: string, material: Material | null): string[] {
  const impact = /\bimpact\b|\bhurricane[-\s]?(?:rated|resistant)\b|\blaminated\b/i.test(text) ? 'impact ' : '';
  const kinds = [
    ...new Set(
      units
        .filter((u) => u.kind === 'window')
        .map((u) => windowKind(u.name))
        .filter((k): k is string => Boolean(k)),
    ),
  ];
  const mat = material ? `${materialWord(material)} ` : '';
  const word = nounFor(n, 'window');
  const one = kinds.length === 1 ? `${kinds[0]} ` : '';
  const list = kinds.length === 2 || kinds.length === 3 ? ` (${kinds.join(', ')})` : '';
  return [
    `${n} ${impact}${mat}${one}${word}${list}`,
    `${n} ${impact}${mat}${one}${word}`,
    `${n} ${impact}${mat}${word}`,
    `${n} ${impact}${word}`,
    `${n} ${word}`,
  ];
}

function doorPhrases(n: number, units: UnitLine[], text: string): string[] {
  const doors = units.filter((u) => u.kind === 'door');
  const impact = /\bimpact\b|\bhurricane[-\s]?(?:rated|resistant)\b/i.test(
    doors.map((d) => `${d.name} ${d.description}`).join(' ') || text,
  )
    ? 'impact '
    : '';
  if (doors.length === 0) return [plural(n, 'door')];
  const groups = new Map<string, { qty: number; material: Material | null }>();
  for (const d of doors) {
    // The name decides; the description may make a generic name specific ("Patio door, vinyl sliding").
    const named = doorKind(d.name);
    const described = doorKind(`${d.name} ${d.description}`);
    const kind = named === 'door' || (named === 'patio door' && /sliding|french/.test(described)) ? described : named;
    const material = materialsIn(d.name)[0] ?? null;
    const g = groups.get(kind) ?? { qty: 0, material };
    g.qty += d.qty;
    if (g.material !== material) g.material = null;
    groups.set(kind, g);
  }
  const render = (withMaterial: boolean, withImpact: boolean) =>
    [...groups.entries()]
      .map(([kind, g]) => {
        const mat = withMaterial && g.material ? `${materialWord(g.material)} ` : '';
        return `${g.qty} ${withImpact ? impact : ''}${mat}${nounFor(g.qty, kind)}`;
      })
      .join(' + ');
  return [render(true, true), render(false, true), render(false, false), plural(n, 'door')];
}

function fit(candidates: string[]): string | null {
  for (const c of candidates) {
    const s = c.replace(/\s+/g, ' ').trim();
    if (s.length <= SCOPE_MAX_LENGTH) return s;
  }
  return null;
}

const TRADE_WORDS: Record<string, RegExp> = {
  roofing:
    /\b(?:tear[-\s]?off|(?:architectural\s+|asphalt\s+|3-tab\s+)?shingles|metal\s+roof(?:ing)?|underlayment|ridge\s+vent|drip\s+edge|gutters|flashing|decking)\b/gi,
  hvac: /\b(?:\d(?:\.\d)?\s*ton\s+)?(?:heat\s+pump|air\s+condition(?:er|ing)|furnace|air\s+handler|ductwork|mini[-\s]?split|boiler|thermostat|condenser)\b/gi,
  plumbing:
    /\b(?:tankless\s+)?water\s+heater|re-?pipe|repiping|sewer\s+line|faucets?|toilets?|drain(?:s|\s+line)?|sump\s+pump|water\s+softener\b/gi,
};

function tradeScope(layout: Layout, quoteType: QuoteType): string | null {
  const label =
    { roofing: 'Roofing', hvac: 'HVAC', plumbing: 'Plumbing', other: 'Other work' }[quoteType as string] ?? null;
  if (!label) return null;
  // Item names: first cells of priced table rows, else the trade's own words in the order they appear.
  let items = layout.lines
    .filter((l) => findAmounts(l.text).length >= 1 && l.cells.length >= 3)
    .map((l) => l.cells[0]!.text.replace(/[+:]+$/, '').trim())
    .filter((t) => /^[A-Za-z]/.test(t) && !/\b(?:sub)?total|tax|deposit|balance\b/i.test(t));
  const vocabulary = TRADE_WORDS[quoteType as string];
  if (items.length === 0 && vocabulary) {
    const text = layout.lines.map((l) => l.text).join(' ');
    items = [...new Set([...text.matchAll(vocabulary)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' ')))];
  }
  const base = `${label}: `;
  let out = label;
  for (const item of items) {
    const next = out === label ? `${base}${item.toLowerCase()}` : `${out}, ${item.toLowerCase()}`;
    if (next.length > SCOPE_MAX_LENGTH) break;
    out = next;
  }
  return out;
}

export function summarizeScope({ layout, options, quantities, quoteType, isQuote }: Inputs): {
  scope: string | null;
  scopeOfWork: string | null;
} {
  if (!isQuote || !quoteType) return { scope: null, scopeOfWork: null };
  const text = layout.lines.map((l) => l.text).join('\n');
  const { windows, doors, units } = quantities;
  let scope: string | null;
  if (quoteType === 'windows' || quoteType === 'doors' || quoteType === 'windows_doors') {
    const verb =
      /\breplac(?:e|ement|ing)\b|\bremove\s+(?:and|&)\s+(?:replace|install)|\btear[-\s]?out\b|\bexisting\s+(?:windows|doors|units)\b/i.test(
        text,
      )
        ? 'Replace'
        : 'Install';
    const windowText = productText(layout, options, units, 'window');
    const material = pickMaterial([windowText]);
    const w = windows && windows > 0 ? windowPhrases(windows, units, windowText, material) : null;
    const d = doors && doors > 0 ? doorPhrases(doors, units, productText(layout, options, units, 'door')) : null;
    const combos: string[] = [];
    if (w && d) {
      for (const [wi, di] of [
        [0, 0],
        [1, 0],
        [2, 0],
        [1, 1],
        [2, 1],
        [3, 1],
        [2, 2],
        [4, 2],
        [4, 3],
      ] as const) {
        combos.push(`${verb} ${w[Math.min(wi, w.length - 1)]} + ${d[Math.min(di, d.length - 1)]}`);
      }
    } else if (w) combos.push(...w.map((p) => `${verb} ${p}`));
    else if (d) combos.push(...d.map((p) => `${verb} ${p}`));
    else {
      // Counts unknown: still say what kind of work it is.
      const mat = material ? `${materialWord(material)} ` : '';
      combos.push(
        quoteType === 'doors'
          ? `${verb} ${mat}doors`
          : quoteType === 'windows_doors'
            ? `${verb} ${mat}windows and doors`
            : `${verb} ${mat}windows`,
      );
    }
    scope = fit(combos);
  } else {
    scope = tradeScope(layout, quoteType);
  }
  return { scope, scopeOfWork: scopeOfWork(layout, options, quantities) };
}

/**
 * Text of a photo's lines as it may be shown: words the reader was unsure of (document/legibility.ts)
 * become "…"; null where too little is legible. A text layer's words stand as printed.
 */
function legible(layout: Layout, text: string, from: Line, span = 6): string | null {
  if (!layout.ocr) return text;
  const unsure = layout.lines.slice(from.index, from.index + span).flatMap((l) => unsureWords(l, true));
  if (!unsure.some((w) => text.split(/\s+/).includes(w))) return text;
  return legibleLine(text, unsure);
}

/** A note ("Installation: …") with the lines it wraps onto, until it ends a sentence or a new note starts. */
function noteText(layout: Layout, at: number, first: string): string {
  let text = first.trim();
  for (let i = at + 1; i < layout.lines.length && i <= at + 4; i++) {
    const line = layout.lines[i]!;
    const previous = layout.lines[i - 1]!;
    if (/[.!?]$/.test(text) || NOTE.test(line.text) || gapInLines(previous, line) > 0.8) break;
    if (!/^[a-z0-9(]/.test(line.text.trim()) && !looksCut(text)) break;
    // "low-" / "expansion": a word split at the line's end is joined without a space.
    text = /[a-z]-$/i.test(text) ? `${text}${line.text.trim()}` : `${text} ${line.text.trim()}`;
  }
  return markCut(text);
}

function scopeOfWork(layout: Layout, options: Options, quantities: QuantityResult): string | null {
  const parts: string[] = [];
  for (const u of quantities.units) {
    const desc = tidy(
      u.description
        // Prices ("$1,148.50", "2,905.90", "385.00"), not ratings ("U-factor 0.27", "SHGC 0.21").
        .replace(/\$\s?\d[\d,]*(?:\.\d{2})?|\b(?:\d{1,3}(?:,\d{3})+|[1-9]\d*)\.\d{2}\b/g, '')
        .replace(/^[:\-–—,\s]+/, '')
        .replace(/[\s,;:\-–—]+$/, ''),
    );
    const shown = desc ? (legible(layout, desc, u.line) ?? '') : '';
    const name = legible(layout, u.name, u.line) ?? 'unit';
    parts.push(tidy(`${u.qty} × ${name}${shown ? ` (${truncate(shown, 70)})` : ''}`));
  }
  if (options.selected) parts.push(`Chosen option: ${chosenText(options, layout.lines).replace(/\s{2,}|\n/g, '; ')}`);
  const notes = layout.lines
    .map((l: Line, i) => ({ match: NOTE.exec(l.text), at: i, line: l }))
    .filter((n): n is { match: RegExpExecArray; at: number; line: Line } => Boolean(n.match))
    .map(({ match, at, line }) => {
      const body = legible(layout, noteText(layout, at, match[2]!.trim()), line, 5);
      return body ? `${match[1]}: ${body}` : null;
    })
    .filter((n): n is string => Boolean(n));
  let out = parts.join('; ');
  for (const n of notes) {
    const next = out ? joinSentences([out, n]) : n;
    if (next.length > SCOPE_OF_WORK_MAX) break;
    out = next;
  }
  return truncate(out, SCOPE_OF_WORK_MAX) || null;
}
