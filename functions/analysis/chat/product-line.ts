/**
 * A brand and series named in a message: "Pella 250 Series", "andersen 400 series", "Milgard Tuscany",
 * "PGT WinGuard". The brand list comes from the knowledge base when the caller has it; a short built-in
 * list covers the common makers otherwise.
 */
import { escapeRegExp } from '../../fields/patterns.js';

export const DEFAULT_BRANDS = [
  'Renewal by Andersen',
  'Andersen',
  'Pella',
  'Marvin',
  'Milgard',
  'JELD-WEN',
  'Simonton',
  'Ply Gem',
  'Alside',
  'Harvey',
  'Anlin',
  'ProVia',
  'Therma-Tru',
  'Masonite',
  'PGT',
  'CGI',
  'ES Windows',
  'Window World',
  'Sunrise',
  'Champion',
  'Soft-Lite',
  'Okna',
  'Kolbe',
  'Weather Shield',
  'Loewen',
  'Larson',
  'Plastpro',
];

/** Named lines that follow a brand without a number ("Milgard Tuscany"), for messages typed in lower case. */
const NAMED_LINES =
  /^(?:tuscany|trinsic|style\s?line|quiet\s?line|ultra|impervia|lifestyle|architect|reserve|encompass|defender|infinity|elevate|essential|signature|ultimate|winguard|enduraguard|e-series|a-series|fibrex|fiber-?classic|smooth-?star|classic-?craft|sentinel|estate|impact|bellecour|contour|legacy)\b/i;

/** Words after a brand that are not a series ("Pella windows", "Andersen is ..."). */
const NOT_SERIES =
  /^(?:windows?|doors?|is|are|was|were|and|or|with|for|the|a|an|brand|products?|company|warranty|quote|vinyl|replacement|they|it|has|have|had|from|by|in|on|at|to|dealer|installer|certified)$/i;

export interface ProductLineMatch {
  /** "Pella 250 Series" */
  text: string;
  brand: string;
  series: string | null;
  index: number;
  length: number;
}

function titleCase(words: string): string {
  return words.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** The first brand in the text, with the series that follows it when there is one. */
export function findProductLine(text: string, brands: string[] = DEFAULT_BRANDS): ProductLineMatch | null {
  const sorted = [...brands].sort((a, b) => b.length - a.length);
  const pattern = sorted.map((b) => escapeRegExp(b).replace(/\\?[-\s]+/g, '[-\\s]?')).join('|');
  if (!pattern) return null;
  const m = new RegExp(`\\b(${pattern})\\b`, 'i').exec(text);
  if (!m) return null;
  const brand =
    sorted.find((b) => new RegExp(`^${escapeRegExp(b).replace(/\\?[-\s]+/g, '[-\\s]?')}$`, 'i').test(m[1]!)) ?? m[1]!;
  const rest = text.slice(m.index + m[0].length);
  const series =
    /^\s+((?:[\w-]+\s+){0,2}?series)\b/i.exec(rest) ??
    /^\s+([a-z-]*\d{2,5}[a-z]*)\b/i.exec(rest) ??
    /^\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)/.exec(rest) ??
    (NAMED_LINES.test(rest.trim()) ? /^\s+([\w-]+)/.exec(rest) : null);
  const name = series && !NOT_SERIES.test(series[1]!.split(/\s+/)[0]!) ? series[1]! : null;
  const seriesText = name ? (/[A-Z]/.test(name) ? name.replace(/\bseries\b/, 'Series') : titleCase(name)) : null;
  return {
    text: seriesText ? `${brand} ${seriesText}` : brand,
    brand,
    series: seriesText,
    index: m.index,
    length: m[0].length + (series && name ? series[0].length : 0),
  };
}
