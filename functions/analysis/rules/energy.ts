/**
 * energy / energy_efficiency — energy.md §2–§9 (ENERGY STAR v7 by zone, IRC 2021 code maximum, the 25C
 * tax credit that ended for installations after 2025), rubric §3.
 * [H] Low-E glass with argon or krypton (or triple glazing) counts as a good package even without NFRC
 * numbers; the explanation then asks for the numbers to confirm it.
 */
import type { EnergyKnowledge, EnergyZone } from '../knowledge/types.js';
import {
  answerClaim,
  conceptClaim,
  result,
  silentClaim,
  statedClaim,
  type Claim,
  type Rule,
  type RuleContext,
} from './rule.js';

export const U_FACTOR = /\bU[-\s]?(?:factor|value)\b\s*(?:of|:|=|is)?\s*(0?\.\d{2})\b/gi;
export const SHGC = /\b(?:SHGC|solar\s+heat\s+gain(?:\s+coefficient)?)\b\s*(?:of|:|=|is)?\s*(0?\.\d{2})\b/gi;
export const ENERGY_STAR = /\benergy\s?star\b/i;
export const LOW_E = /\blow[-\s]?e\b|\blo[-\s]?e\b|\bloe[-\s]?\d{3}\b|\blow[-\s]?e\s?\d{3}\b/i;
export const GAS = /\bargon\b|\bkrypton\b/i;
export const TRIPLE = /\btriple[-\s]?(?:pane|glaz)|\b3[-\s]pane\b/i;
export const DUAL = /\b(?:dual|double|2)[-\s]?pane\b|\binsulated\s+(?:glass|unit)\b|\bIGU\b|\bdual[-\s]glaz/i;
export const SINGLE = /\bsingle[-\s](?:pane|glaz)/i;
export const CLEAR = /\bclear\s+(?:glass|glazing)\b/i;
export const TAX_CREDIT = /\b(?:federal\s+)?(?:energy\s+)?tax\s+credits?\b|\b25C\b|\bfederal\s+credit\b/i;
const NO_TAX_CREDIT = /\bno\s+(?:federal\s+)?tax\s+credit|\btax\s+credit\s+(?:has\s+)?(?:ended|expired|no\s+longer)/i;

const CODE_ZONE_BY_ENERGY_ZONE: Record<EnergyZone, string> = {
  Southern: '2',
  'South-Central': '3',
  'North-Central': '4',
  Northern: '5',
};

function numbers(ctx: RuleContext, re: RegExp): number[] {
  return ctx.text
    .matches(re)
    .map((m) => Number(m.groups[0]))
    .filter((v) => v >= 0.1 && v <= 1.3);
}

/** The glass as the quote itself states it: one reading that the energy and the materials items share. */
export interface QuoteGlass {
  uFactor: number | null;
  shgc: number | null;
  lowE: boolean;
  gas: 'argon' | 'krypton' | null;
  triple: boolean;
  dual: boolean;
  single: boolean;
  clear: boolean;
  /** The quote states a glass package (coating, gas, panes, clear or single glass, NFRC numbers). */
  stated: boolean;
  /** The lines that state it. */
  lines: string[];
}

export function quoteGlass(ctx: RuleContext): QuoteGlass {
  const t = ctx.text;
  const u = numbers(ctx, U_FACTOR);
  const shgc = numbers(ctx, SHGC);
  const lowE = ctx.concepts.inJob('lowE');
  const triple = ctx.concepts.inJob('triplePane');
  const gas = ctx.concepts.inJob('gasFill') ? (/\bkrypton\b/i.test(t.flat) ? 'krypton' : 'argon') : null;
  const glass = {
    uFactor: u.length ? Math.max(...u) : null,
    shgc: shgc.length ? Math.max(...shgc) : null,
    lowE,
    gas,
    triple,
    dual: t.has(DUAL),
    single: t.has(SINGLE),
    clear: t.has(CLEAR),
  } as const;
  const stated =
    glass.uFactor !== null ||
    glass.shgc !== null ||
    lowE ||
    gas !== null ||
    triple ||
    glass.dual ||
    glass.single ||
    glass.clear;
  return { ...glass, stated, lines: stated ? t.evidence(U_FACTOR, SHGC, LOW_E, GAS, TRIPLE, DUAL, SINGLE, CLEAR) : [] };
}

/** The glass package as the quote states it (the homeowner's NFRC numbers first): what a comparison shows. */
export interface StatedGlass {
  uFactor: number | null;
  shgc: number | null;
  lowE: boolean;
  gas: 'argon' | 'krypton' | null;
  panes: 1 | 2 | 3 | null;
  evidence: string[];
}

export function statedGlass(ctx: RuleContext): StatedGlass {
  const answers = ctx.input.answers;
  const glass = quoteGlass(ctx);
  const panes = glass.triple ? 3 : glass.dual || glass.lowE ? 2 : glass.single ? 1 : null;
  return {
    uFactor: answers.uFactor ?? glass.uFactor,
    shgc: answers.shgc ?? glass.shgc,
    lowE: glass.lowE || answers.lowEGas === true,
    gas: glass.gas ?? (answers.lowEGas === true ? 'argon' : null),
    panes,
    evidence: glass.lines,
  };
}

function meetsV7(
  energy: EnergyKnowledge,
  zone: EnergyZone,
  u: number,
  shgc: number | null,
  doorsOnly: boolean,
): boolean {
  if (doorsOnly) {
    const c = energy.energyStarV7Doors.fullLite[zone];
    return u <= c.uMax && (shgc === null || shgc <= c.shgcMax);
  }
  const c = energy.energyStarV7Windows[zone];
  if (
    zone === 'Northern' &&
    shgc !== null &&
    energy.northernEquivalent.some((row) => Math.abs(row.u - u) < 0.005 && shgc >= row.shgcMin)
  )
    return true;
  if (u > c.uMax) return false;
  if (shgc === null) return c.shgcMax === undefined && c.shgcMin === undefined;
  return (c.shgcMax === undefined || shgc <= c.shgcMax) && (c.shgcMin === undefined || shgc >= c.shgcMin);
}

function codeMax(energy: EnergyKnowledge, iecc: string | null, zone: EnergyZone | undefined): number | null {
  const number = /^(\d)/.exec(iecc ?? '')?.[1] ?? (zone ? CODE_ZONE_BY_ENERGY_ZONE[zone] : undefined);
  if (!number) return null;
  const marine = /^4C/i.test(iecc ?? '');
  const row = energy.codeMinimum.find((r) => (marine ? r.zone === '4C' : r.zone.split(/\D+/).includes(number)));
  return row?.uMax ?? null;
}

/** The ENERGY STAR v7 limits for the zone: glass doors' (full-lite) for a doors-only quote, windows' otherwise. */
export function limitText(
  energy: Pick<EnergyKnowledge, 'energyStarV7Windows' | 'energyStarV7Doors'>,
  zone: EnergyZone,
  doorsOnly = false,
): string {
  if (doorsOnly) {
    const d = energy.energyStarV7Doors.fullLite[zone];
    return `U ≤ ${d.uMax} and SHGC ≤ ${d.shgcMax}`;
  }
  const c = energy.energyStarV7Windows[zone];
  const shgc =
    c.shgcMax !== undefined ? ` and SHGC ≤ ${c.shgcMax}` : c.shgcMin !== undefined ? ` and SHGC ≥ ${c.shgcMin}` : '';
  return `U ≤ ${c.uMax}${shgc}`;
}

/** The claims about the NFRC numbers: the quote's lines, or the homeowner's figures. */
function numberClaims(ctx: RuleContext, glass: QuoteGlass): Claim[] {
  const answers = ctx.input.answers;
  return [
    answers.uFactor !== undefined ? answerClaim('uFactor') : statedClaim(ctx, 'uFactor', U_FACTOR),
    ...(answers.shgc !== undefined
      ? [answerClaim('shgc')]
      : glass.shgc !== null
        ? [statedClaim(ctx, 'shgc', SHGC)]
        : []),
  ];
}

export const energyRule: Rule = (ctx) => {
  const { energy } = ctx.knowledge;
  const t = ctx.text;
  const answers = ctx.input.answers;
  const zones = ctx.facts.location.energyZones;
  const zone = zones[0];
  const doorsOnly = (ctx.facts.windows ?? 0) === 0 && (ctx.facts.doors ?? 0) > 0;
  const glass = quoteGlass(ctx);
  const u = answers.uFactor ?? glass.uFactor;
  const shgc = answers.shgc ?? glass.shgc;
  const zoneText = zone
    ? `the ${zone} ENERGY STAR zone (${limitText(energy, zone, doorsOnly)} for ${doorsOnly ? 'glass doors' : 'windows'})`
    : 'your climate zone';

  const creditEnded = ctx.input.today > energy.taxCredit25C.endedForInstallationsAfter;
  if (creditEnded && t.has(TAX_CREDIT) && !t.has(NO_TAX_CREDIT)) {
    return result(
      'energy',
      'bad',
      `The quote sells the job on a federal tax credit, but the 25C credit for windows and doors ended for installations after ${energy.taxCredit25C.endedForInstallationsAfter}. Do not count on it; ask whether a state or utility rebate is meant instead.`,
      [statedClaim(ctx, 'taxCredit', TAX_CREDIT)],
    );
  }
  if (glass.single || (glass.clear && !t.has(LOW_E))) {
    return result(
      'energy',
      'bad',
      `The quote describes ${glass.single ? 'single-pane' : 'clear (non-low-E)'} glass, which falls short of today's energy code and of ENERGY STAR for ${zoneText}.`,
      [glass.single ? statedClaim(ctx, 'singlePane', SINGLE) : statedClaim(ctx, 'clearGlass', CLEAR)],
    );
  }
  if (u !== null && zone) {
    const shgcText = shgc !== null ? ` and SHGC ${shgc.toFixed(2)}` : '';
    const uText =
      answers.uFactor !== undefined ? `The U-factor you gave, ${u.toFixed(2)},` : `The stated U-factor ${u.toFixed(2)}`;
    const claims = numberClaims(ctx, glass);
    if (zones.some((z) => meetsV7(energy, z, u, shgc, doorsOnly))) {
      return result('energy', 'good', `${uText}${shgcText} meets ENERGY STAR v7 for ${zoneText}.`, claims);
    }
    const max = codeMax(energy, ctx.facts.location.iecc, zone);
    // A high-performance package (low-E with gas fill, or triple pane) with its NFRC numbers stated is a
    // well-documented quote (samples rubric); where the numbers miss the zone's ENERGY STAR limit, say so.
    const packaged = (glass.lowE && glass.gas !== null) || glass.triple;
    if (packaged && (max === null || u <= max)) {
      const pack = glass.triple
        ? [conceptClaim(ctx, 'triplePane', 'yes')]
        : [conceptClaim(ctx, 'lowE', 'yes'), conceptClaim(ctx, 'gasFill', 'yes')];
      return result(
        'energy',
        'good',
        `The quote specifies a high-performance glass package with its NFRC numbers (U-factor ${u.toFixed(2)}${shgcText}). They meet the energy code${max ? ` (U ≤ ${max})` : ''}; for ENERGY STAR v7 in ${zoneText} check the label of each unit.`,
        [...pack, ...claims],
      );
    }
    if (max === null || u <= max) {
      return result(
        'energy',
        'average',
        `${uText}${shgcText} meets the energy code${max ? ` (U ≤ ${max})` : ''} but not ENERGY STAR v7 for ${zoneText}.`,
        claims,
      );
    }
    return result(
      'energy',
      'bad',
      `${uText} is above the energy-code maximum of ${max} for this climate; these units would lose more heat than code allows.`,
      claims,
    );
  }
  // An upgrade offered as an option, or glass the quote leaves out, is not what is being installed.
  const { lowE, triple } = glass;
  const gas = glass.gas !== null;
  if ((lowE && gas) || triple) {
    const named = t.has(ENERGY_STAR) ? ' and says ENERGY STAR' : '';
    return result(
      'energy',
      'good',
      `The quote specifies ${triple ? 'triple-pane' : 'low-E'} glass${gas ? ` with ${glass.gas} gas` : ''}${named}, a high-performance package. To confirm it meets ${zoneText}, ask for the NFRC U-factor and SHGC.`,
      triple
        ? [conceptClaim(ctx, 'triplePane', 'yes'), ...(gas ? [conceptClaim(ctx, 'gasFill', 'yes')] : [])]
        : [conceptClaim(ctx, 'lowE', 'yes'), conceptClaim(ctx, 'gasFill', 'yes')],
    );
  }
  if (answers.lowEGas === true) {
    return result(
      'energy',
      'good',
      `You said the glass is low-E with gas fill, a high-performance package; the quote itself does not say so. Ask the contractor to write the glass package into the quote, with the NFRC U-factor and SHGC for ${zoneText}.`,
      [answerClaim('lowEGas'), ...(lowE ? [conceptClaim(ctx, 'lowE', 'yes')] : [])],
    );
  }
  if (t.has(ENERGY_STAR)) {
    return result(
      'energy',
      'average',
      `The quote says ENERGY STAR but gives no zone or NFRC numbers. For ${zoneText}, ask for the U-factor and SHGC of each unit.`,
      [statedClaim(ctx, 'energyStar', ENERGY_STAR)],
    );
  }
  if (lowE || glass.dual) {
    return result(
      'energy',
      'average',
      `The quote mentions ${lowE ? 'low-E' : 'dual-pane'} glass without gas fill or NFRC numbers. For ${zoneText}, ask for the U-factor and SHGC.`,
      [lowE ? conceptClaim(ctx, 'lowE', 'yes') : statedClaim(ctx, 'dualPane', DUAL)],
    );
  }
  if (ctx.concepts.read('lowE').length) {
    return result(
      'energy',
      'average',
      `The quote offers low-E glass only as an option or leaves it out, and states no gas fill or NFRC numbers. For ${zoneText}, ask which glass is in the price, with its U-factor and SHGC.`,
      [conceptClaim(ctx, 'lowE', 'no')],
    );
  }
  if (answers.lowEGas === false) {
    return result(
      'energy',
      'average',
      `You said the glass is not low-E with gas fill; the quote does not describe it. For ${zoneText}, ask for the U-factor and SHGC.`,
      [answerClaim('lowEGas', 'no'), silentClaim('glass', GLASS_SILENT)],
    );
  }
  return result(
    'energy',
    'unknown_discuss',
    `The quote says nothing about the glass or energy ratings. For ${zoneText} the numbers to look for are on the NFRC label.`,
    [silentClaim('glass', GLASS_SILENT)],
    {
      text: energy.chatQuestions.glass,
      answer: 'lowEGas',
      expects: 'yes_no',
      options: ['Low-E with argon', 'Triple-pane', 'Low-E, no argon', 'Plain double-pane', 'Not sure'],
    },
  );
};

const GLASS_SILENT = 'The quote does not describe the glass, U-factor, SHGC or ENERGY STAR.';
