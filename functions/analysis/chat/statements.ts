/**
 * Facts a homeowner states anywhere in a message: "permits are included", "the deposit is 50%",
 * "my zip is 33101", "12 windows and 2 doors", "built in 1965", "3 miles from the beach", "2-year labor
 * warranty", "they haul away the old windows", "U-factor 0.27", "Pella 250 Series". Each reader looks at one
 * clause that is a statement (not a question, not a doubt) and respects negations.
 */
import type { HomeownerAnswers } from '../types.js';
import { centsToDecimal, parseCents } from '@shared/money.js';
import { STATE_AND_ZIP, ZIP_CODE } from '@shared/zip.js';
import { STATE_NAMES } from '../../fields/zip-states.js';
import { parseCount } from '@shared/number-words.js';
import { COUNT, DISTANCE_RE, MONEY, findPercents, findYears, parseMoney, toMiles } from './reply-numbers.js';
import { findProductLine } from './product-line.js';
import type { ReplyFields } from './restate.js';
import { negatedAround } from './sentences.js';

export interface Found {
  answers: Partial<HomeownerAnswers>;
  fields: Partial<ReplyFields>;
}

export interface ReadContext {
  brands: string[];
  /** The quote's total, to turn "$5,000 down" into a percentage. */
  totalCents: number | null;
  /** The current year, for "the house is 60 years old". */
  year: number;
}

type Reader = (clause: string, found: Found, ctx: ReadContext) => void;

const W = "[\\w'-]+"; // a word, apostrophes included ("don't")
const words = (max: number) => `(?:\\s+${W}){0,${max}}?`;

/** The first match of any pattern, with whether a negation stands in or just before it. */
function first(clause: string, patterns: RegExp[]): { m: RegExpExecArray; negated: boolean } | null {
  for (const re of patterns) {
    const m = re.exec(clause);
    if (m) return { m, negated: negatedAround(clause, m.index, m[0].length) };
  }
  return null;
}

/** Of several positioned values, the one nearest to an anchor match. */
function nearest<T>(values: { value: T; index: number }[], anchors: number[]): T | undefined {
  let best: { value: T; d: number } | undefined;
  for (const v of values)
    for (const a of anchors) {
      const d = Math.abs(v.index - a);
      if (!best || d < best.d) best = { value: v.value, d };
    }
  return best?.value;
}

const positions = (clause: string, re: RegExp): number[] =>
  [...clause.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => m.index);

// --- permits -------------------------------------------------------------------------------------

const PERMIT_OWNER = [
  new RegExp(
    `\\b(?:i|we|me|myself|ourselves|homeowner|owner)\\b${words(4)}\\s+(?:get|pull|obtain|file|apply\\s+for|handle|take\\s+care\\s+of|arrange|do)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
  new RegExp(
    `\\bpermits?\\b${words(3)}\\s+(?:is\\s+|are\\s+)?(?:on\\s+(?:me|us)|up\\s+to\\s+(?:me|us)|my\\s+(?:job|responsibility)|our\\s+(?:job|responsibility)|the\\s+(?:home)?owner's\\s+(?:job|responsibility)|by\\s+(?:the\\s+)?(?:home)?owner|by\\s+(?:me|us))\\b`,
    'i',
  ),
];
const PERMIT_NOT_INCLUDED = [
  new RegExp(
    `\\bpermits?\\b(?:\\s+and\\s+inspections?)?${words(2)}\\s+(?:are\\s+|is\\s+)?(?:excluded|extra|by\\s+others)\\b`,
    'i',
  ),
];
const PERMIT_CONTRACTOR = [
  new RegExp(`\\bpermits?\\b(?:\\s+(?:and|&)\\s+inspections?)?${words(3)}\\s+(?:included|covered|part\\s+of)\\b`, 'i'),
  new RegExp(
    `\\b(?:contractor|they|he|she|company|installers?|vendor|salesman|salesperson|them|the\\s+guy)\\b${words(3)}\\s+(?:pull|pulls|pulling|get|gets|getting|obtain|obtains|handle|handles|handling|file|files|take\\s+care\\s+of|takes\\s+care\\s+of|apply\\s+for|applies\\s+for|arrange|arranges|include|includes|do|does)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
  new RegExp(
    `\\bpermits?\\b${words(3)}\\s+(?:pulled|obtained|handled|taken\\s+care\\s+of|arranged|filed|done|provided)\\s+by\\s+(?:the\\s+)?(?:contractor|them|company|installers?|him|her)\\b`,
    'i',
  ),
  new RegExp(
    `\\b(?:price|quote|cost|contract|it)\\b${words(2)}\\s+(?:includes?|covers?)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
];

const readPermits: Reader = (clause, found) => {
  if (/\bpermits?\s+fees?\b/i.test(clause) && !/included|covered/i.test(clause)) return; // fees only: says nothing about who pulls it
  const owner = first(clause, PERMIT_OWNER);
  // "we need the contractor to pull the permit" names someone else as the one who pulls it.
  if (owner && !/\b(?:contractor|they|company|installers?|he|she|them)\b/i.test(owner.m[0].replace(/^\S+/, ''))) {
    found.answers.permitsByContractor = owner.negated;
    return;
  }
  if (PERMIT_NOT_INCLUDED.some((re) => re.test(clause))) {
    found.answers.permitsByContractor = false;
    return;
  }
  const contractor = first(clause, PERMIT_CONTRACTOR);
  if (contractor) found.answers.permitsByContractor = !contractor.negated;
};

// --- deposit -------------------------------------------------------------------------------------

const DEPOSIT_ANCHOR =
  /\b(?:deposit|down\s+payment|down|up\s?front|at\s+signing|upon\s+signing|when\s+(?:i|we)\s+sign|to\s+start|in\s+advance|at\s+contract|before\s+(?:they|work)\s+start)/i;
const NO_DEPOSIT = [
  /\b(?:no|zero|nothing|\$0|0%)\s+(?:deposit|down\s+payment|down|money\s+down|up\s?front)\b/i,
  /\bdeposit\b[^.]{0,20}\b(?:none|nothing|zero|\$0|(?:is\s+)?not\s+(?:required|needed)|isn't\s+(?:required|needed))\b/i,
  /\b(?:don't|do\s+not|doesn't|does\s+not|didn't|won't|will\s+not|dont|doesnt)\s+(?:[\w']+\s+){0,2}?(?:require|ask\s+for|want|take|need|charge)\s+(?:a\s+|any\s+)?deposit\b/i,
];

const readDeposit: Reader = (clause, found, ctx) => {
  if (NO_DEPOSIT.some((re) => re.test(clause))) {
    found.answers.depositPercent = 0;
    return;
  }
  const split = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(clause);
  if (
    split &&
    Number(split[1]) + Number(split[2]) === 100 &&
    /\b(?:pay|payment|payments|split|deposit|schedule)\b/i.test(clause)
  ) {
    found.answers.depositPercent = Number(split[1]);
    return;
  }
  const anchors = positions(clause, DEPOSIT_ANCHOR);
  if (anchors.length === 0) return;
  let hit = nearest(
    findPercents(clause).map((p) => ({ value: p, index: p.index })),
    anchors,
  );
  if (!hit && ctx.totalCents) {
    const money = [...clause.matchAll(new RegExp(MONEY, 'gi'))].map((m) => ({
      value: { value: parseMoney(m[0]) ?? 0, index: m.index },
      index: m.index,
    }));
    // "5000 down": a bare amount right before the deposit words is dollars too.
    for (const m of clause.matchAll(/(?<![\d$.,])(\d{3,7})(?=\s+(?:down|up\s?front|deposit|at\s+signing)\b)/gi)) {
      if (!money.some((x) => x.index === m.index))
        money.push({ value: { value: parseCents(m[1])!, index: m.index }, index: m.index });
    }
    const cents = nearest(money, anchors);
    if (cents && cents.value > 0 && cents.value <= ctx.totalCents)
      hit = { value: Math.round((cents.value / ctx.totalCents) * 10_000) / 100, index: cents.index };
  }
  if (!hit) return;
  // A negation between the deposit words and the number ("the deposit is not 50%") leaves it open.
  const from = Math.min(hit.index, ...anchors);
  const to = Math.max(hit.index, ...anchors);
  if (negatedAround(clause, from, to - from + 4, 8)) return;
  found.answers.depositPercent = hit.value;
};

// --- ZIP, total, counts, vendor --------------------------------------------------------------------

const ZIP_PATTERNS = [
  new RegExp(String.raw`\b(?:zip|zipcode|zip\s+code|postal\s+code|post\s+code)\b[^\d?]{0,25}?${ZIP_CODE}\b`, 'i'),
  new RegExp(
    String.raw`\b(?:live|located|house|home|property|address)\b[^\d.?]{0,30}?\b${ZIP_CODE}\b(?!\s*(?:sq|square|dollars|\$))`,
    'i',
  ),
];

const readZip: Reader = (clause, found) => {
  const hit = first(clause, ZIP_PATTERNS);
  if (hit && !hit.negated) {
    found.fields.zipCode = hit.m[1]!;
    return;
  }
  const withState = STATE_AND_ZIP.exec(clause);
  if (withState && STATE_NAMES[withState[1]!]) found.fields.zipCode = withState[2]!;
};

const TOTAL_PATTERNS = [
  new RegExp(
    `\\b(?:total(?:\\s+(?:price|cost|amount))?|grand\\s+total|(?:the\\s+)?price|cost|costs|quote|quoted|estimate|bid|contract\\s+price)\\b(?:\\s+(?:is|was|of|comes\\s+to|came\\s+to|comes\\s+out\\s+to|came\\s+out\\s+to|will\\s+be|would\\s+be|for|at|around|about|just|only|under|over|almost|nearly|actually|really|me|us|it's|is\\s+for))*\\s*[=:]?\\s*(${MONEY})(?![\\d,])(?!\\s*(?:per|each|a\\s+(?:window|door|unit)|/))`,
    'i',
  ),
  new RegExp(
    `(${MONEY})\\s+(?:total|in\\s+total|all\\s+in|all-in|for\\s+everything|for\\s+the\\s+whole\\s+(?:job|project|thing))\\b`,
    'i',
  ),
];

const readTotal: Reader = (clause, found) => {
  if (/\b(?:deposit|down\s+payment|per\s+(?:window|door|unit)|each)\b/i.test(clause) && !/\btotal\b/i.test(clause))
    return;
  const hit = first(clause, TOTAL_PATTERNS);
  if (!hit || hit.negated) return;
  const cents = parseMoney(hit.m[1]!);
  if (cents !== null && cents >= 10_000 && cents < 1_000_000_000) found.fields.totalCost = centsToDecimal(cents);
};

const NOT_BETWEEN =
  '(?!(?:years?|yrs?|year-old|miles?|series|percent|feet|foot|ft|inch(?:es)?|months?|days?|of|from|in|on|to|for|and|or|dollars?|with)\\b)';
const UNIT_COUNT = new RegExp(
  `(?<![\\d.,$/])\\b(${COUNT})\\s+(?:${NOT_BETWEEN}[a-z-]+\\s+){0,2}?(windows?|doors?)\\b(?!\\s*(?:warranty|sticker|label|company|world|brand|installer|contractor|quote))`,
  'gi',
);

const readCounts: Reader = (clause, found) => {
  const totals: { windows?: number; doors?: number } = {};
  for (const m of clause.matchAll(UNIT_COUNT)) {
    if (negatedAround(clause, m.index, m[0].length, 8)) continue;
    const n = parseCount(m[1]!);
    if (n === null || n < 1 || n > 200) continue;
    const kind = /^w/i.test(m[2]!) ? 'windows' : 'doors';
    totals[kind] = (totals[kind] ?? 0) + n;
  }
  if (totals.windows !== undefined) found.fields.windows = totals.windows;
  if (totals.doors !== undefined) found.fields.doors = totals.doors;
};

const VENDOR =
  /\b(?:(?:[Cc]ontractor|[Cc]ompany|[Vv]endor|[Ii]nstaller)(?:'s\s+name|\s+name)?\s+(?:is|was|called|named)|[Qq]uote\s+(?:is|was|came)\s+from|[Ii]t's\s+from)\s+((?:[A-Z0-9][\w&'.-]*)(?:\s+(?:[A-Z0-9&][\w&'.-]*|of|and|the))*)/;

const readVendor: Reader = (clause, found) => {
  const m = VENDOR.exec(clause);
  if (!m || negatedAround(clause, m.index, m[0].length)) return;
  const name = m[1]!.replace(/\s+(?:of|and|the)$/i, '').trim();
  if (name.length >= 2 && !/^(?:Not|No|A|An|The|It|They|I)$/.test(name)) found.fields.vendor = name;
};

// --- house age -----------------------------------------------------------------------------------

const readHouseAge: Reader = (clause, found, ctx) => {
  const set = (before: boolean, index: number, length: number) => {
    found.answers.builtBefore1978 = negatedAround(clause, index, length) ? !before : before;
  };
  const pre = /\b(?:pre-?\s?|before\s+|prior\s+to\s+|older\s+than\s+)(1[6-9]\d\d)\b/i.exec(clause);
  if (pre && Number(pre[1]) <= 1978) return set(true, pre.index, pre[0].length);
  const post = /\b(?:post-?\s?|after\s+|newer\s+than\s+|since\s+)(1[6-9]\d\d|20[0-4]\d)\b/i.exec(clause);
  if (post && Number(post[1]) >= 1977) return set(false, post.index, post[0].length);
  const year =
    /\b(?:built|constructed|erected|house|home|property|it)\b[^.?!$\d]{0,30}?\b(?:in|from|around|about|circa|ca\.?|of|to|is|was)\s+(?:the\s+)?(?:year\s+)?(1[6-9]\d\d|20[0-4]\d)\b/i.exec(
      clause,
    ) ??
    /\bbuilt\s+(1[6-9]\d\d|20[0-4]\d)\b/i.exec(clause) ??
    /(?<![$\d])\b(1[6-9]\d\d|20[0-4]\d)\s+(?:house|home|build|ranch|bungalow|colonial|construction|cape|split-level)\b/i.exec(
      clause,
    );
  if (year && Number(year[1]) <= ctx.year) return set(Number(year[1]) < 1978, year.index, year[0].length);
  const decade = /\b(?:built|house|home|from)\b[^.?!]{0,20}?\b(?:the\s+)?(?:19)?([2-9]0)'?s\b/i.exec(clause);
  if (decade && decade[1] !== '70') return set(Number(decade[1]) < 70, decade.index, decade[0].length);
  const old = /\b(?:house|home|it)\b[^.?!]{0,15}?\b(\d{1,3})\s+years?\s+old\b/i.exec(clause);
  if (old) {
    const built = ctx.year - Number(old[1]);
    if (Math.abs(built - 1978) > 1) set(built < 1978, old.index, old[0].length);
  }
};

// --- distance to the coast -----------------------------------------------------------------------

const WATER =
  '(?:beach|ocean|coast|coastline|gulf|sea|bay|shore|shoreline|water|waterfront|intracoastal|atlantic|pacific)';
const COAST_DISTANCE = new RegExp(
  `\\b(within|less\\s+than|under|about|around|approximately|roughly|nearly|almost|over|more\\s+than|at\\s+least|only|just)?\\s*\\b${DISTANCE_RE}\\s+(?:away\\s+)?(?:from|to|of|off)\\s+(?:the\\s+)?(?:nearest\\s+)?${WATER}\\b`,
  'i',
);
const INLAND_DISTANCE = new RegExp(`\\b${DISTANCE_RE}\\s+inland\\b`, 'i');
const ON_THE_WATER = new RegExp(
  `\\b(?:beachfront|oceanfront|waterfront|bayfront|gulf-?front|on\\s+the\\s+(?:beach|water|ocean|coast|gulf|bay|intracoastal)|across\\s+(?:the\\s+street\\s+)?from\\s+the\\s+${WATER})\\b`,
  'i',
);
const FAR_FROM_WATER = new RegExp(
  `\\b(?:inland|landlocked|nowhere\\s+near\\s+the\\s+${WATER}|far\\s+(?:away\\s+)?from\\s+the\\s+${WATER}|(?:not|isn't|aren't)\\s+(?:near|close\\s+to)\\s+the\\s+${WATER}|hours\\s+from\\s+the\\s+${WATER}|not\\s+(?:on\\s+the\\s+coast|coastal))\\b`,
  'i',
);
const REQUIRED_IMPACT =
  /\b(?:building\s+department|county|city|code|inspector|insurance)\b[^.]{0,30}\b(?:requires?|required|mandates?)\b[^.]{0,20}\b(?:impact|hurricane|shutters)/i;

/** ≤ 1 mile → near the coast; more → not; "within 5 miles" and "more than half a mile" say nothing. */
export function coastFromDistance(clause: string): boolean | undefined {
  const m = COAST_DISTANCE.exec(clause) ?? INLAND_DISTANCE.exec(clause);
  if (!m) return undefined;
  const inland = !COAST_DISTANCE.test(clause);
  const qual = inland ? undefined : m[1]?.toLowerCase();
  const [amount, unit, half] = inland ? [m[1]!, m[2]!, m[3]] : [m[2]!, m[3]!, m[4]];
  const miles = toMiles(amount, unit, Boolean(half));
  if (miles === null) return undefined;
  if (qual && /within|less|under/.test(qual)) return miles <= 1 ? true : undefined;
  if (qual && /over|more|least/.test(qual)) return miles >= 1 ? false : undefined;
  return miles <= 1;
}

const readCoast: Reader = (clause, found) => {
  const near = coastFromDistance(clause);
  if (near !== undefined) {
    found.answers.nearCoast = near;
    return;
  }
  if (FAR_FROM_WATER.test(clause)) {
    found.answers.nearCoast = false;
    return;
  }
  const on = first(clause, [ON_THE_WATER, REQUIRED_IMPACT]);
  if (on) found.answers.nearCoast = !on.negated;
};

// --- warranty ------------------------------------------------------------------------------------

const LABOR = /\b(?:labou?r|installation|install|workmanship|installer'?s?)\b/i;
const WARRANTY = /\b(?:warrant\w*|guarantee\w*|covered|coverage)\b/i;

const readLaborWarranty: Reader = (clause, found) => {
  if (!LABOR.test(clause) || !WARRANTY.test(clause)) return;
  const anchors = positions(clause, LABOR);
  const value = nearest(findYears(clause), anchors);
  const negated =
    negatedAround(clause, anchors[0]!, 12, 12) || /\bno\s+(?:labou?r|installation|workmanship)\b/i.test(clause);
  if (value !== undefined && !negated) found.answers.laborWarrantyYears = value;
  else if (value === undefined && negated) found.answers.laborWarrantyYears = 0;
};

const PRODUCT_WARRANTY = [
  /\bmanufacturer'?s?\s+warrant\w*\b[^.]{0,30}\b(?:lifetime|\d+[-\s]?(?:years?|yrs?)|transferable)/i,
  /\b(?:lifetime|life-time|\d+[-\s]?(?:years?|yrs?))\b[^.]{0,20}\bwarrant\w*\b[^.]{0,20}\b(?:windows?|doors?|glass|frames?|manufacturer|product|seals?|hardware|parts)\b/i,
  /\b(?:windows?|doors?|glass|frames?|products?)\b[^.]{0,20}\b(?:have|has|come\s+with|comes\s+with|carry|carries)\s+(?:a\s+)?(?:limited\s+)?(?:lifetime|\d+[-\s]?years?)\b/i,
];

const readProductWarranty: Reader = (clause, found) => {
  if (/\bno\s+(?:manufacturer'?s?|product)\s+warranty\b/i.test(clause)) {
    found.answers.productWarranty = false;
    return;
  }
  if (LABOR.test(clause) && !/\b(?:manufacturer|windows?|doors?|glass|frames?|products?)\b/i.test(clause)) return;
  const hit = first(clause, PRODUCT_WARRANTY);
  if (hit && !hit.negated) found.answers.productWarranty = true;
};

// --- removal, finish, price scope, repairs -------------------------------------------------------

const REMOVAL_OWNER =
  /\b(?:i|we|me|myself|ourselves|homeowner|owner)\b(?:\s+[\w']+){0,4}?\s+(?:dispose|haul|get\s+rid|take|throw)\b/i;
const REMOVAL = [
  /\bhaul(?:s|ed|ing)?\s+(?:[\w']+\s+){0,3}?(?:away|off)\b/i,
  /\bhaul-?\s?away\b/i,
  /\bdispos(?:e|es|ed|al|ing)\b/i,
  /\btake[sn]?\s+(?:[\w']+\s+){0,3}?away\b/i,
  /\bremov(?:e|es|al|ing)\s+(?:and|&)\s+(?:dispos|haul)/i,
  /\bdebris\s+removal\b/i,
  /\bremoval\b[^.]{0,30}\b(?:included|covered|part\s+of|extra|excluded)\b/i,
  /\b(?:they|contractor|installers?|company)\b\s+(?:will\s+)?remov(?:e|es)\s+(?:the\s+)?old\b/i,
];

const readRemoval: Reader = (clause, found) => {
  const owner = REMOVAL_OWNER.exec(clause);
  if (owner && /\b(?:old|windows?|doors?|debris|them|it|units?)\b/i.test(clause)) {
    found.answers.removalIncluded = negatedAround(clause, owner.index, owner[0].length);
    return;
  }
  const hit = first(clause, REMOVAL);
  if (!hit) return;
  const extra = /\b(?:extra|excluded|additional\s+(?:charge|cost)|by\s+(?:the\s+)?owner|not\s+included)\b/i.test(
    clause,
  );
  found.answers.removalIncluded = !(hit.negated || extra);
};

const FINISH_INCLUDED =
  /\b(?:trim|capping|casing|caulk(?:ing)?|sealing|finish\s+work|flashing)\b[^.]{0,30}\b(?:included|covered|part\s+of)\b/i;
const FINISH_EXCLUDED =
  /\b(?:trim|capping|finish\s+work|painting|caulking|sealing)\b[^.]{0,20}\b(?:extra|excluded|not\s+included|by\s+(?:the\s+)?owner)\b/i;
const FINISH_DONE =
  /\b(?:they|contractor|installers?|company)\b[^.]{0,20}\b(?:do|does|install|installs|replace|replaces|will\s+do|handle|handles)\b[^.]{0,15}\b(?:trim|capping)\b/i;

const readFinish: Reader = (clause, found) => {
  if (FINISH_EXCLUDED.test(clause)) {
    found.answers.finishIncluded = false;
    return;
  }
  const hit = first(clause, [FINISH_INCLUDED, FINISH_DONE]);
  if (hit) found.answers.finishIncluded = !hit.negated;
};

const EVERYTHING = [
  /\b(?:price|quote|total|it)\b[^.]{0,20}\b(?:includes|covers|is)\s+(?:everything|all-?inclusive|all\s+in|turn-?key)\b/i,
  /\ball-?inclusive\b|\beverything\s+is\s+included\b|\bincludes\s+everything\b/i,
];

const readEverything: Reader = (clause, found) => {
  const hit = first(clause, EVERYTHING);
  if (hit) found.answers.priceIncludesEverything = !hit.negated;
};

const ROT_TERMS =
  /\b(?:rot|rotten|rotted|damage|damaged|repairs?)\b[^.]{0,40}(?:\$\s?\d+|\bper\s+(?:window|opening|foot|linear\s+foot|sill)\b|\bwritten\s+(?:approval|ok|okay|authorization)\b|\bchange\s+order\b|\bapprov(?:e|al))/i;

const readRot: Reader = (clause, found) => {
  const hit = first(clause, [ROT_TERMS]);
  if (hit) found.answers.rotRepairTerms = !hit.negated;
};

// --- glass and approvals -------------------------------------------------------------------------

const U_FACTOR =
  /\bu[-\s]?(?:factor|value)\s*(?:is|of|=|:|at|rated|rating)?\s*(?:about|around|only|of)?\s*(\d?\.\d{1,3}|1(?:\.\d{1,2})?)\b|\bu\s*[=:]\s*(\d?\.\d{1,3})/i;
const SHGC =
  /\b(?:shgc|solar\s+heat\s+gain(?:\s+coefficient)?)\s*(?:is|of|=|:|at|rated|rating)?\s*(?:about|around|only|of)?\s*(\d?\.\d{1,3})/i;

const readGlassNumbers: Reader = (clause, found) => {
  const u = U_FACTOR.exec(clause);
  const uValue = u ? Number(u[1] ?? u[2]) : NaN;
  if (uValue >= 0.1 && uValue <= 1.3) found.answers.uFactor = uValue;
  const s = SHGC.exec(clause);
  const sValue = s ? Number(s[1]) : NaN;
  if (sValue > 0.05 && sValue < 0.95) found.answers.shgc = sValue;
};

const PLAIN_GLASS =
  /\b(?:clear|plain|regular|ordinary|basic|standard)\s+(?:(?:double|dual|single)[-\s]?)?(?:glass|glazing|panes?|paned)\b|\bsingle[-\s]?(?:pane|paned|glazed|glazing)\b/i;
const LOW_E = /\blow[-\s]?e\b|\bloe\b/i;
const TRIPLE = /\btriple[-\s]?(?:pane|paned|glazed|glazing)\b/i;
const GAS_FILL =
  /\b(?:argon|krypton)\b|\bgas[-\s]?fill(?:ed)?\b|\bgas[-\s]filled\b|\bgas\b(?=[^.]{0,20}\b(?:fill|filled|between|panes?)\b)|(?<=\b(?:no|without|any)\s+)gas\b/i;

/**
 * The glass package: low-E with argon or krypton, or triple glazing (the high-performance package the
 * energy rule rates good) → true; plain or single-pane glass, or low-E without the gas fill → false.
 */
export function glassPackage(clause: string): boolean | undefined {
  if (
    PLAIN_GLASS.test(clause) &&
    !/\bnot\s+(?:clear|plain|regular|ordinary|basic|standard|single)/i.test(clause) &&
    !LOW_E.test(clause)
  )
    return false;
  // "Low-E, no argon", "without gas fill": the coating alone is not the package.
  const gas = first(clause, [GAS_FILL]);
  if (gas?.negated && !TRIPLE.test(clause)) return false;
  const hit = first(clause, [LOW_E, TRIPLE]);
  if (hit) return !hit.negated;
  // "double pane with argon": gas-filled units carry a low-E coating.
  if (gas) return true;
  return undefined;
}

const readLowE: Reader = (clause, found) => {
  const glass = glassPackage(clause);
  if (glass !== undefined) found.answers.lowEGas = glass;
};

const APPROVAL =
  /\b(?:noa|notice\s+of\s+acceptance|fl\s?#\s?\d{4,6}|fl\d{4,6}|fl\s?(?:no\.?|number)\s?\d{4,6}|florida\s+product\s+approval|product\s+approval|miami-?\s?dade\s+(?:approved|noa|approval)|tdi[-\s]?(?:approved|evaluated)|approval\s+(?:number|#))/i;
const NOT_IMPACT = /\b(?:non-?\s?impact|not\s+impact|aren't\s+impact|isn't\s+impact|no\s+impact)\b/i;

const readImpact: Reader = (clause, found) => {
  if (NOT_IMPACT.test(clause)) {
    found.answers.impactApproved = false;
    return;
  }
  const hit = first(clause, [APPROVAL]);
  if (hit) found.answers.impactApproved = !hit.negated;
};

const readProduct: Reader = (clause, found, ctx) => {
  const line = findProductLine(clause, ctx.brands);
  if (line?.series && !negatedAround(clause, line.index, line.length)) found.answers.productLine = line.text;
};

const READERS: Reader[] = [
  readZip,
  readTotal,
  readCounts,
  readVendor,
  readPermits,
  readDeposit,
  readHouseAge,
  readCoast,
  readLaborWarranty,
  readProductWarranty,
  readRemoval,
  readFinish,
  readEverything,
  readRot,
  readGlassNumbers,
  readLowE,
  readImpact,
  readProduct,
];

/** Every fact stated in one statement clause, added to `found` (a later clause overrides an earlier one). */
export function readStatement(clause: string, found: Found, ctx: ReadContext): void {
  for (const read of READERS) read(clause, found, ctx);
}
