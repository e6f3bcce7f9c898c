/**
 * The words that tell what a document is: an offer for work, another kind of paper (a lease, a recipe,
 * a bill, a notice, a report on the house), another trade's work, windows and doors, window work that
 * is not replacement, and window and door words that sell no unit (an opening worked around, a unit
 * left out, a defect seen). Read by the rules (quote-type-rules.ts) and, as features and evidence, by
 * the learned classifier.
 */
import type { QuoteType } from './quote-fields.js';

/** Words of a priced offer for work. */
export const QUOTE_SIGNALS: RegExp[] = [
  /\b(?:estimate|proposal|quote|quotation|bid|contract|agreement|invoice|work\s+order|sales\s+order|purchase\s+order)\b/i,
  /\b(?:qty|quantity)\b|\b(?:unit\s+price|line\s+total|amount|pric(?:e|es|ed|ing)|cost)\b/i,
  /\b(?:sub[\s-]?total|total|contract\s+(?:total|price)|for\s+the\s+sum\s+of|investment|balance)\b/i,
  /\b(?:we\s+(?:propose|hereby\s+submit|will\s+(?:install|replace|furnish))|scope\s+of\s+work|furnish\s+(?:all\s+)?(?:labor|material)|install(?:ation)?|replace(?:ment)?)\b/i,
  /\b(?:accepted\s+by|acceptance|customer\s+(?:signature|initials)|authorized\s+signature|valid\s+for\s+\d+\s+days|sign(?:ature)?\s+below)\b/i,
  /\b(?:deposit|down\s+payment|payment\s+(?:terms|schedule)|due\s+(?:at|upon|on))\b/i,
  /\b(?:warranty|workmanship|permit)\b/i,
];

/** Other kinds of documents, by what only they say. Each is positive evidence that this is not a quote. */
export const OTHER_DOCUMENTS: { what: string; re: RegExp; strong: boolean }[] = [
  {
    what: 'a lease or rental notice',
    re: /\blease\b.*\b(?:renew|term|ends|expires)|\bmonthly\s+rent\b|\blandlord\b|\bdear\s+(?:resident|tenant)\b/is,
    strong: true,
  },
  {
    what: 'a recipe',
    re: /\b(?:ingredients|preheat|oven|tablespoons?|teaspoons?|tbsp|tsp|whisk|bake\s+(?:for|at|until))\b/i,
    strong: true,
  },
  {
    what: 'a utility bill',
    re: /\b(?:kwh|meter\s+reading|billing\s+period|service\s+period|usage\s+history|therms)\b/i,
    strong: true,
  },
  {
    what: 'a newsletter or notice',
    re: /\bnewsletter\b|\bno\s+action\s+is\s+(?:needed|required)\b|\bnotice\s+to\s+(?:all\s+)?(?:residents|owners|members)\b|\bannual\s+meeting\b/i,
    strong: false,
  },
  {
    what: 'an insurance or bank document',
    re: /\bpolicy\s+(?:number|period|renewal)\b|\bpremium\s+due\b|\bstatement\s+(?:date|period)\b|\baccount\s+summary\b/i,
    strong: false,
  },
];

export const TRADES: { type: Exclude<QuoteType, 'windows' | 'doors' | 'windows_doors' | 'other'>; re: RegExp }[] = [
  {
    type: 'roofing',
    re: /\b(?:roof(?:ing|er|s)?|shingles?|underlayment|ridge\s+(?:vent|cap)|drip\s+edge|tear[-\s]?off|decking|ice\s*(?:&|and)\s*water|squares?|soffit|fascia|valleys?|gutters?|downspouts?)\b/gi,
  },
  {
    type: 'hvac',
    re: /\b(?:hvac|furnace|air\s+condition(?:er|ing)|a\/c|heat\s+pump|seer2?|btu|tonnage|\d(?:\.\d)?\s*ton|ductwork|ducts?|condenser|air\s+handler|evaporator\s+coil|thermostat|mini[-\s]?split|boiler|refrigerant)\b/gi,
  },
  {
    type: 'plumbing',
    re: /\b(?:plumb(?:ing|er)|water\s+heater|tankless|pipes?|piping|re-?pipe|faucets?|toilets?|sinks?|drains?|sewer|shower\s+valve|pex|sump\s+pump|water\s+softener|backflow)\b/gi,
  },
];

export const WINDOW_WORDS =
  /\b(?:windows?|double[-\s]?hungs?|single[-\s]?hungs?|casements?|awnings?|sliders?|picture\s+windows?|glazing|low-?e|sash|transoms?|skylights?)\b/gi;
export const DOOR_WORDS = /\b(?:doors?|patio\s+slider|sgd|doorwall)\b/gi;
/** Work on windows that is not replacing them: cleaning, tinting, screens. */
export const OTHER_WINDOW_WORK =
  /\b(?:window\s+(?:cleaning|washing|tint(?:ing)?|film|treatments?|coverings?|blinds)|(?:clean|wash)(?:ing)?\s+(?:of\s+)?(?:all\s+)?(?:interior\s+and\s+exterior\s+|exterior\s+|interior\s+)?windows|squeegee|gutter\s+cleaning|pressure\s+wash(?:ing)?)\b/gi;
/** Window or door words that do not describe a unit being installed ("repair the entry door", "door hardware"). */
export const NOT_A_UNIT =
  /\b(?:repair|adjust|re-?hang|weather[-\s]?strip(?:ping)?|hardware|lock(?:set)?|knob|hinges?|closer|sweep)\b[^.\n]{0,30}\bdoors?\b|\bdoors?\b[^.\n]{0,20}\b(?:repair|adjustment|hardware|lock|knob|hinges?|closer|sweep)\b/gi;

/**
 * Reports on a house, not offers for work on it: a home inspection, an energy audit, an appraisal.
 * They name windows and doors, count them, note their defects and may print a repair cost range.
 */
export const REPORT_WORDS: { what: string; re: RegExp }[] = [
  {
    what: 'inspection',
    re: /\b(?:home|property|building|pre-?purchase|general|buyer'?s)\s+inspection\b|\binspection\s+(?:report|agreement|summary)\b|\b(?:licensed|certified)\s+(?:home\s+)?inspector\b|\binspector'?s?\s+(?:notes?|comments?|license|signature)\b|\binspector\s*:|\binspection\s+date\b/i,
  },
  {
    what: 'findings',
    re: /\bnot\s+inspected\b|\bdeficienc(?:y|ies)\b|\b(?:observations?|findings)\s*:|\brecommend(?:ed|s)?\s+(?:further\s+)?(?:evaluation|review|correction)\b|\bevaluat(?:ed|ion)\s+by\s+a\s+(?:qualified|licensed)\b|\bqualified\s+(?:[a-z]+\s+){0,2}(?:contractor|professional|specialist)\s+(?:to\s+)?(?:evaluate|review|assess)\b|\bnot\s+(?:a|an)\s+(?:bid|offer)\s+(?:for|to)\s+(?:perform|do|make|repairs?|work)\b/i,
  },
  {
    what: 'energy audit',
    re: /\benergy\s+(?:audit|assessment|score\s+report)\b|\bblower[-\s]door\b|\b(?:cfm|ach)\s?50\b|\bair\s+leakage\b|\binfrared\s+(?:scan|camera|image|thermography)\b|\bthermal\s+imag(?:e|es|ing)\b/i,
  },
  {
    what: 'appraisal',
    re: /\bapprais(?:al|er|ed\s+value)\b|\bcomparable\s+(?:sales?|properties)\b|\bmarket\s+value\b|\bsubject\s+property\b/i,
  },
];

/**
 * Papers that only speak about a job: an association's decision, a warranty registration, a store
 * receipt, a product sheet, an appointment. Evidence for "not a quote" in the learned decision only.
 */
export const PAPER_WORDS: RegExp[] = [
  /\barchitectural\s+review\b|\bhomeowners?\s+association\b/i,
  /\bwarranty\s+registration\b|\bregister\s+your\s+(?:windows|doors|product)\b|\bregistration\s+card\b/i,
  /\breturn\s+policy\b|\bthank\s+you\s+for\s+shopping\b/i,
  /\bspecifications\s+subject\s+to\s+change\b|\bperformance\s+values\b|\bspec(?:ification)?\s+sheet\b/i,
  /\bconfirms\s+your\b.*\b(?:appointment|consultation)\b|\breschedule\b/is,
  // A maker's recall notice, an insurer's settlement of a claim.
  /\b(?:safety|product|voluntary)\s+recall\b|\brecall\s+(?:notice|remedy|campaign|number)\b/i,
  /\b(?:statement|proof)\s+of\s+loss\b|\bsettlement\s+(?:letter|statement|summary)\b/i,
  ...REPORT_WORDS.map((r) => r.re),
];

const UNIT = String.raw`(?:windows?|doors?|sash(?:es)?)(?:\s+openings?)?(?:\s*(?:,|and|&|or)\s*(?:\d+\s+)?(?:windows?|doors?))?`;
const DEFECT = String.raw`(?:cracked|broken|fogged|cloudy|failed|damaged|rotted|rotten|decayed|stuck|inoperable|missing|loose|deteriorated|painted[-\s]shut|leaking|sticking)`;

/**
 * Window and door words that sell no unit: openings another trade works around ("J-channel around 14
 * window openings"), units left out of the job ("windows and doors are not part of this estimate"),
 * defects seen on the existing units ("fogged glass at the bedroom window"). Their window and door
 * words are no evidence of a windows/doors quote.
 */
export const NOT_SOLD: { what: string; re: RegExp }[] = [
  {
    what: 'worked around',
    re: new RegExp(
      String.raw`\b(?:around|surrounding|between|beside|next\s+to)\s+(?:(?:the|all|each|every|existing|of|\d+)\s+){0,3}${UNIT}|\b${UNIT}\s+(?:openings?|trim|casings?|surrounds?|headers?|lintels?|returns?|sills?|jambs?|wells?)\b`,
      'gi',
    ),
  },
  {
    what: 'excluded',
    re: new RegExp(
      String.raw`\b${UNIT}\s+(?:themselves\s+)?(?:(?:are|is|will\s+be)\s+)?(?:not\s+(?:part\s+of|included|in\s+(?:this|the)\s+(?:scope|estimate|contract))|excluded|by\s+others|(?:to\s+)?remain|stay)\b|\bno\s+(?:new\s+)?${UNIT}\s+(?:are|is|will\s+be)\s+(?:replaced|installed|included|sold)\b|\b(?:excludes?|excluding|exclusions?:?|not\s+included:?|does\s+not\s+include)\s+(?:(?:the|any|new|replacement|of)\s+){0,3}${UNIT}`,
      'gi',
    ),
  },
  {
    what: 'another product',
    re: new RegExp(
      String.raw`\bgarage\s+doors?\b|\b(?:window|glass)\s+inserts?\b|\bwindows?\s+(?:shades?|blinds?|treatments?|coverings?|film|tint(?:ing)?|air\s+condition(?:ers?|ing)|a\/?c|ac\s+units?)\b`,
      'gi',
    ),
  },
  {
    what: 'worked on',
    re: new RegExp(
      String.raw`\b(?:paint(?:ed|ing)?|prim(?:e|ed|ing)|scrap(?:e|ed|ing)|stain(?:ed|ing)?|caulk(?:ed|ing)?|re-?glaz(?:e|ed|ing)|clean(?:ed|ing)?|wash(?:ed|ing)?)\s+(?:(?:the|all|each|every|existing|of|\d+)\s+){0,3}${UNIT}|\b${UNIT}\s+(?:painted|primed|scraped|stained|caulked|re-?glazed|cleaned|washed|trimmed)\b`,
      'gi',
    ),
  },
  {
    what: 'defect',
    re: new RegExp(
      String.raw`\b${DEFECT}\s+(?:[\w-]+\s+){0,5}${UNIT}\b|\b${UNIT}\s+(?:[\w-]+\s+){0,3}(?:(?:is|are|was|were)\s+)?(?:${DEFECT}|noted|observed|does\s+not|did\s+not|difficult\s+to)\b`,
      'gi',
    ),
  },
];

/** Where the phrases that sell no unit stand, as [start, end) spans of the text. */
function notSoldSpans(text: string): [number, number][] {
  return NOT_SOLD.flatMap((p) =>
    [...text.matchAll(p.re)].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

/** Window and door words, less the doors that are no unit ("door hardware") and the words of phrases that sell no unit. */
export function unitWords(text: string): { windows: number; doors: number; notSold: number } {
  const spans = notSoldSpans(text);
  const inSpan = (i: number) => spans.some(([a, b]) => i >= a && i < b);
  const outside = (re: RegExp) => {
    const all = [...text.matchAll(new RegExp(re.source, 'gi'))];
    return { all: all.length, out: all.filter((m) => !inSpan(m.index)).length };
  };
  const w = outside(WINDOW_WORDS);
  const d = outside(DOOR_WORDS);
  return {
    windows: w.out,
    doors: Math.max(0, d.out - count(NOT_A_UNIT, text)),
    notSold: w.all - w.out + (d.all - d.out),
  };
}

/** Trades without a message of their own, for the learned classifier's features. */
export const OTHER_TRADES: { trade: string; re: RegExp }[] = [
  {
    trade: 'siding',
    re: /\b(?:siding|clapboard|house\s*wrap|j-?channel|coil\s+stock|lap\s+siding|fiber\s+cement|vinyl\s+siding|hardie)\b/gi,
  },
  { trade: 'gutters', re: /\b(?:gutters?|downspouts?|gutter\s+guards?|k-?style|splash\s+blocks?|hangers?)\b/gi },
  {
    trade: 'kitchen',
    re: /\b(?:kitchen|cabinets?|countertops?|backsplash|quartz|granite|vanity|remodel(?:ing)?|flooring|lvp|tile)\b/gi,
  },
  { trade: 'fencing', re: /\b(?:fenc(?:e|es|ing)|pickets?|gates?|posts?|chain\s+link|privacy\s+fence|rails?)\b/gi },
  {
    trade: 'solar',
    re: /\b(?:solar|photovoltaic|pv|modules?|inverters?|microinverters?|kw|kwh|battery|net\s+metering|interconnection|racking)\b/gi,
  },
  {
    trade: 'painting',
    re: /\b(?:paint(?:ing|ed|er)?|primer|prime|coats?|stain|scrape|sand(?:ing)?|eggshell|satin|semi-?gloss|caulk(?:ing)?|power\s+wash)\b/gi,
  },
  {
    trade: 'electrical',
    re: /\b(?:electric(?:al|ian)?|panel|circuits?|breakers?|outlets?|receptacles?|wiring|amps?|surge|ev\s+charger|gfci|recessed\s+lights?)\b/gi,
  },
  {
    trade: 'insulation',
    re: /\b(?:insulation|insulate|blown[-\s]in|cellulose|batts?|spray[-\s]foam|air[-\s]seal(?:ing)?|attic|r-?\d{2}|r-value|baffles?|weatheriz(?:e|ation)|rim\s+joists?|knee\s?walls?)\b/gi,
  },
  {
    trade: 'stucco',
    re: /\b(?:stucco|scratch\s+coat|brown\s+coat|finish\s+coat|lath|eifs|elastomeric|plaster|weep\s+screed|control\s+joints?)\b/gi,
  },
  {
    trade: 'masonry',
    re: /\b(?:masonry|mason|brick(?:work|s)?|mortar|tuck[-\s]?point(?:ing)?|re-?point(?:ing)?|lintels?|cmu|stone\s+veneer|efflorescence|grout)\b/gi,
  },
  {
    trade: 'shutters',
    re: /\b(?:shutters?|louvered|board[-\s]and[-\s]batten|raised[-\s]panel|shutter[-\s]?loks?|hurricane\s+panels?)\b/gi,
  },
  {
    trade: 'trim',
    re: /\b(?:trim\s+coil|coil[-\s]wrap(?:ped|ping)?|capping|pvc\s+trim|azek|rotted\s+trim|brake[-\s](?:formed|bent)|custom[-\s]bent|rake\s+boards?|corner\s+boards?|trim\s+carpentry)\b/gi,
  },
  {
    trade: 'garage doors',
    re: /\b(?:garage\s+doors?|openers?|torsion\s+springs?|extension\s+springs?|rollers?|sectional|liftmaster|chamberlain|genie|bottom\s+seal|keypads?|drums?|lift\s+cables?)\b/gi,
  },
  {
    trade: 'window treatments',
    re: /\b(?:shades?|blinds?|drapes?|draperies|curtains?|valances?|cellular|roller\s+shades?|motorized|cordless|window\s+treatments?|headrails?|plantation\s+shutters?)\b/gi,
  },
  { trade: 'cleaning', re: OTHER_WINDOW_WORK },
];

/** How many times a pattern occurs. */
export function count(re: RegExp, text: string): number {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].length;
}
