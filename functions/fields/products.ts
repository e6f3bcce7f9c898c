/**
 * Window and door vocabulary: which item is a window unit, which a door unit, which a service line
 * (installation labour, disposal, trim, permits …) that carries a quantity but is not a unit.
 */

export type UnitKind = 'window' | 'door';

/** The kind named in the plural as a word of its own: "windows", "Doors". */
export function namesInPlural(text: string, kind: UnitKind): boolean {
  return (kind === 'window' ? /\bwindows\b/i : /\bdoors\b/i).test(text);
}

const WINDOW_TYPE_SOURCE =
  'double[-\\s]?hungs?|single[-\\s]?hungs?|casements?|awnings?|(?:\\d[-\\s]?lite\\s+)?sliders?|sliding\\s+windows?|gliders?|(?:horizontal|vertical|single|double)\\s+(?:rollers?|sliders?|sliding)|sliding\\s+\\d[-\\s]?lite|horizontal(?!\\s+(?:blinds?|siding|grids?|bars?|mull\\w*|lines?))|rollers?|end[-\\s]vents?|picture|fixed(?:\\s+lite)?|bay|bow|garden|hoppers?|transoms?|egress|skylights?|geometric|arch(?:ed|top|\\s+top)?|circle[-\\s]?tops?|half[-\\s]?rounds?|radius|octagons?|trapezoids?|polygons?|pentagons?|hexagons?|direct[-\\s]?glaze|tilt[-\\s]?(?:and[-\\s]?)?turn|jalousies?|eyebrows?|quarter[-\\s]?rounds?|DH|SH|SLDR|CSMT|AWN';
export const WINDOW_TYPE = new RegExp(`\\b(?:${WINDOW_TYPE_SOURCE})\\b`, 'i');
const WINDOW_NOUN = /\b(?:windows?|wdws?|wndws?)\b/gi;
const DOOR_NOUN =
  /\b(?:doors?|pre-?hung|sgd|doorwall|door[-\s]?wall|entry\s+(?:systems?|units?)|door\s+systems?)\b|\b(?<=(?:patio|entry|french|storm|front|back|rear|slid(?:ing|er)|ext\.?|exterior)\s+)drs?\b\.?/gi;
const PLACED_BY =
  /\s(?:flanking|beside|next\s+to|above|over|below|under|adjacent\s+to|matching|to\s+match|at|by)\s+(?:the\s+|an?\s+|existing\s+)?(?:[\w-]+\s+){0,2}(?:doors?|windows?)\b/i;
/** Door size codes: width then height in feet and inches, "2868", "3068", "3080", "6068" (a pair). */
const DOOR_SIZE_CODE = /(?<![\d$.,])\b[1-6][0-9](?:68|70|80)\b(?![\d.,]|\s*(?:sq|ft|lbs?|%))/;
const TYPE_ONLY = new RegExp(`\\b(?:${WINDOW_TYPE_SOURCE})\\b`, 'gi');

/** Lines that are services or charges whatever they name: labour, removal, permits, fees, per-opening charges. */
const SERVICE =
  /^\W*(?:install(?:ation)?|labou?r)\s*[-–—:]\s|^\W*(?:installation|labou?r|removal)\s+(?:of|for|on)\s|\b(?:labou?r|remov(?:e|al|ing)|dispos(?:e|al)|haul(?:[-\s]?away)?|permits?|fees?|inspections?|debris|dumpster|tear[-\s]?out|demo(?:lition)?|deliver(?:y)?|freight|tax|discount|deposit|allowance|mobili[sz]ation|measure(?:ment)?s?|survey|travel|trip|repairs?|rot|lead[-\s]?safe|epa|rrp|clean(?:ing|[-\s]?up)?|surcharge|credit|rebate|pick[-\s]?up)\b|\bper\s+(?:opening|window|door|unit|each|lf|linear|sq)\b/i;
/** Parts of another unit, never a unit: a slider's screen door, a pet door panel, a vent built into a window. */
const PART_OF_A_UNIT =
  /\bsliding\s+screen\s+doors?\b|\bscreen\s+doors?\b.{0,30}\b(?:for|to\s+fit|on)\s+(?:the\s+)?(?:new\s+)?(?:patio|slid(?:er|ing))\b|\b(?:pet|dog|doggie|cat)\s+doors?\b|^\W*(?:[a-z]+\s+)?vents?\b(?!\s+(?:windows?|sash))/i;
/** The parts of an egress opening that are not the window. */
const EGRESS_PART = /\b(?:wells?|ladders?|well\s+covers?|grates?|well\s+liners?)\b/i;
/** Work done to a unit rather than the unit: "Paint new entry door", "Caulk all windows", "Rekey back door". */
const WORK_ON_UNIT =
  /^\W*(?:paint|stain|caulk|patch|re-?key|adjust|clean|measure|inspect|prep|upgrade|change)\b(?!\s*(?:grade|ed\b))/i;
/** Accessory and finishing words: a service line unless the line also names a window type or door kind. */
const ACCESSORY =
  /\b(?:(?:in|m|rn|ln|1n)stall(?:ation|ed|ing|s)?|trim|casings?|capping|cap|wrap(?:ping)?|caulk(?:ing)?|seal(?:ant|ing)?|flashing|screens?|grilles?|grids?|hardware|handle\s?sets?|lock\s?sets?|dead\s?bolts?|knobs?|hinges?|closers?|kick\s?plates?|paint(?:ing)?|stucco|sills?|jambs?|extensions?|insulat(?:e|ion)|foam|headers?|finish(?:ing)?|stools?|aprons?|shims?|blinds?|shades?|film|tint(?:ing)?|coil|weather[-\s]?strip(?:ping)?|sweeps?|thresholds?|brick[-\s]?mou?ld|mull(?:ing)?|upgrade|options?|warranty|misc(?:ellaneous)?|set[-\s]?up)\b/i;
const SPECIFIC_DOOR =
  /\b(?:entry|patio|french|sliding|storm|front|exterior|garage|screen|bi-?fold|multi[-\s]?slide|prehung|pre-hung)\s+(?:glass\s+)?doors?\b/i;

/**
 * A verb phrase that starts a line of work on a unit ("Replace", "Remove & replace", "Furnish and
 * install", "Supply & hang"): what follows is the unit. "Remove & dispose" is a service and stays.
 */
export const WORK_VERB =
  /^\W{0,3}(?:(?:remove|tear[-\s]?out|take\s+out)\s*(?:&|and|\/|\+)\s*)?(?:replace|install|furnish|supply|provide|hang|put\s+in|swap(?:\s+out)?)(?:\s*(?:&|and|\/|\+)\s*(?:install|hang|set|replace|finish))?\b(?!\s*(?:labou?r|ation|[-–—:]))\s*(?:(?:of|new|the|an?|with)\s+)*/i;

/** The unit a line of work names, without its verb: "Replace back storm door" → "back storm door". */
export function withoutWorkVerb(text: string): string {
  return text.replace(WORK_VERB, '');
}

const PAIR =
  /\bpair\b(?!\s+of\s+(?:screens?|grilles?|grids?|locks?|handles?|sash(?:es)?|hinges?|shutters?|blinds?)\b)/i;
const WITH_TRANSOM_WINDOW = /\s(?:w\/|with|and|plus)\s*(?:an?\s+)?(?:[\w-]+\s+){0,2}transom\s+windows?\b/i;

/** Mulled units: "Double Hung Twin" is two windows in one frame, "triple casement" three. */
export function mulledUnits(name: string, qty = 1): number {
  // "Picture window flanked by 2 double hungs", "Picture over awning, stacked mull".
  const flanked = /\bflanked\s+by\s+(\d|two|three)\b/i.exec(name);
  if (flanked) return 1 + (/^\d$/.test(flanked[1]!) ? Number(flanked[1]) : flanked[1]!.toLowerCase() === 'two' ? 2 : 3);
  if (
    new RegExp(
      `\\b(?:${WINDOW_TYPE_SOURCE})\\s+(?:window\\s+)?over\\s+(?:an?\\s+)?(?:${WINDOW_TYPE_SOURCE})\\b`,
      'i',
    ).test(name) &&
    /\bmull/i.test(name)
  )
    return 2;
  if (/\btwin\b|\b(?:2|two|double)[-\s]wide\b/i.test(name)) return 2;
  // "Casement pair, mulled", "pair of double hungs": two windows (a French door pair is one door).
  // (A pair whose quantity is already 2, "Qty 2 | casement, pair", is those two windows.)
  if (PAIR.test(name) && classifyItem(name) === 'window') return qty === 2 ? 1 : 2;
  // "Picture window w/ half-round transom window above": the transom is a window of its own.
  const transom = WITH_TRANSOM_WINDOW.exec(name);
  if (transom && classifyItem(name.slice(0, transom.index)) === 'window') return 2;
  if (
    /\btriple\s+(?:unit|window|casement|double[-\s]?hung|awning|picture|slider|DH)s?\b|\b(?:3|three|triple)[-\s]wide\b/i.test(
      name,
    )
  )
    return 3;
  return 1;
}

/**
 * What a product name describes: 'window', 'door' or null. The last class word decides, as in English
 * ("Sliding glass door", "Patio door transom window" → window). A bare "slider" is a window; "patio slider" a door.
 */
export function classifyItem(name: string): UnitKind | null {
  // A unit placed by another ("Casement Picture flanking the door", "Transom over the front door") is the first.
  const placed = PLACED_BY.exec(name);
  if (placed && placed.index > 0 && classifyItem(name.slice(0, placed.index))) name = name.slice(0, placed.index);
  const hits: { at: number; kind: UnitKind }[] = [];
  for (const m of name.matchAll(DOOR_NOUN)) hits.push({ at: m.index!, kind: 'door' });
  for (const m of name.matchAll(WINDOW_NOUN)) hits.push({ at: m.index!, kind: 'window' });
  for (const m of name.matchAll(TYPE_ONLY)) hits.push({ at: m.index!, kind: 'window' });
  // A slider at the back of the house or on the deck is its sliding door.
  if (/\b(?:patio|rear|back|deck)\s+slider\b|\bslider\s+door\b/i.test(name))
    hits.push({ at: name.length, kind: 'door' });
  // A door's nominal size code with nothing else to go by: "3068 … fiberglass 6-panel" is a 3'0" × 6'8" door.
  if (hits.length === 0 && DOOR_SIZE_CODE.test(name)) return 'door';
  if (hits.length === 0) return null;
  hits.sort((a, b) => a.at - b.at);
  return hits[hits.length - 1]!.kind;
}

/** A service or fee line rather than a unit: "Installation Labor", "Remove & Dispose", "Interior Trim / Casing". */
export function isServiceItem(name: string): boolean {
  if (SERVICE.test(name) || WORK_ON_UNIT.test(name) || PART_OF_A_UNIT.test(name)) return true;
  // An egress window's well, ladder or cover ("Rockwell steel window well", "Egress ladder") is not a window.
  if (
    EGRESS_PART.test(name) &&
    !/\b(?:windows?\b(?!\s+wells?)|casements?|sliders?|hoppers?|awnings?|double[-\s]?hung)/i.test(name)
  )
    return true;
  // The service named after the unit: "Storm door install", "Window installation", "Patio door trim".
  if (
    /\b(?:windows?|doors?|sliders?|units?)\s+(?:(?:in|m|rn|ln|1n)stall(?:ation)?|labou?r|removal|trim|capping|wrap|caulking|screens?|hardware)\s*$/i.test(
      name,
    )
  )
    return true;
  return ACCESSORY.test(name) && !(WINDOW_TYPE.test(name) || SPECIFIC_DOOR.test(name) || /\bpre-?hung\b/i.test(name));
}

export const DOOR_KINDS: [RegExp, string][] = [
  [/\bfrench\b/i, 'French door'],
  [/\bsliding\s+glass\b|\bsgd\b/i, 'sliding glass door'],
  [/\bsliding\s+patio\b|\bpatio\s+slid(?:er|ing)\b|\bsliding\s+doors?\b|\bslider\s+doors?\b/i, 'sliding patio door'],
  [/\bpatio\b/i, 'patio door'],
  [/\bstorm\b/i, 'storm door'],
  [/\bentry\b|\bfront\b|\bentrance\b/i, 'entry door'],
  [/\bgarage\b/i, 'garage door'],
  [/\bbi-?fold\b|\bmulti[-\s]?slide\b|\bfolding\b/i, 'folding door'],
  [/\bscreen\b/i, 'screen door'],
  [/\binterior\b/i, 'interior door'],
  [/\b(?:back|side|rear|exterior|steel)\b/i, 'exterior door'],
];

export function doorKind(name: string): string {
  for (const [re, kind] of DOOR_KINDS) if (re.test(name)) return kind;
  return 'door';
}

export const WINDOW_KINDS: [RegExp, string][] = [
  [/\bdouble[-\s]?hung\b|\bDH\b/i, 'double-hung'],
  [/\bsingle[-\s]?hung\b|\bSH\b/i, 'single-hung'],
  [/\bcasements?\b/i, 'casement'],
  [/\bawnings?\b/i, 'awning'],
  [/\bsliders?\b|\bsliding\b|\bgliders?\b/i, 'slider'],
  [/\bpicture\b|\bfixed\b/i, 'picture'],
  [/\bbay\b/i, 'bay'],
  [/\bbow\b/i, 'bow'],
  [/\bgarden\b/i, 'garden'],
  [/\bhoppers?\b/i, 'hopper'],
  [/\btransoms?\b/i, 'transom'],
  [/\begress\b/i, 'egress'],
  [/\bskylights?\b/i, 'skylight'],
  [/\bgeometric\b|\barch|\bcircle|\bhalf[-\s]?round|\bradius|\boctagon|\btrapezoid|\beyebrow/i, 'specialty'],
];

export function windowKind(name: string): string | null {
  for (const [re, kind] of WINDOW_KINDS) if (re.test(name)) return kind;
  return null;
}

export type Material = 'vinyl' | 'fiberglass' | 'wood' | 'clad-wood' | 'aluminum' | 'composite' | 'steel';

/** Frame materials, most specific first; a clad wood unit is wood, not vinyl or aluminium. */
export function materialsIn(text: string): Material[] {
  const found = new Set<Material>();
  if (/\b(?:vinyl|aluminum|aluminium)[-\s]clad\b|\bclad[-\s]wood\b|\bwood[-\s]clad\b|\bwood\s+interior\b/i.test(text))
    found.add('clad-wood');
  if (/\bfibrex\b/i.test(text)) found.add('composite');
  if (/\bfib(?:er|re)[-\s]?glass\b|\bultrex\b|\bfiber[-\s]classic\b/i.test(text)) found.add('fiberglass');
  if (/\bcomposite\b/i.test(text) && !found.has('composite')) found.add('composite');
  const withoutClad = text.replace(
    /\b(?:vinyl|aluminum|aluminium)[-\s]clad\b|\bclad[-\s]wood\b|\bwood[-\s]clad\b/gi,
    ' ',
  );
  if (/\b(?:vinyl|pvc|upvc)\b/i.test(withoutClad)) found.add('vinyl');
  if (/\b(?:wood|pine|mahogany|oak)\b/i.test(withoutClad) && !found.has('clad-wood')) found.add('wood');
  if (/\b(?:aluminum|aluminium)\b/i.test(withoutClad)) found.add('aluminum');
  if (/\bsteel\b/i.test(withoutClad)) found.add('steel');
  return [...found];
}

/**
 * Well-known product lines and their frame material. A named line is more specific than a loose feature
 * word next to it ("BEST — Pella 250 Series … Fiberglass, 8 colors" is a vinyl window), so it is read first.
 */
export const PRODUCT_LINES: [RegExp, Material][] = [
  [/\bpella\s+(?:250|150|encompass|defender)\b/i, 'vinyl'],
  [/\bpella\s+impervia\b/i, 'fiberglass'],
  [/\bpella\s+(?:lifestyle|architect|reserve)\b/i, 'clad-wood'],
  [/\bandersen\s+100\b|\brenewal\s+by\s+andersen\b|\bfibrex\b/i, 'composite'],
  [/\bandersen\s+(?:200|400|e[-\s]series|a[-\s]series)\b/i, 'clad-wood'],
  [/\bmarvin\s+(?:infinity|elevate|essential)\b/i, 'fiberglass'],
  [/\bmarvin\s+(?:signature|ultimate)\b/i, 'clad-wood'],
  [/\bmilgard\s+(?:tuscany|trinsic|style\s*line|quiet\s*line)\b/i, 'vinyl'],
  [/\bmilgard\s+ultra\b/i, 'fiberglass'],
  [/\bsimonton\b/i, 'vinyl'],
  [/\bpgt\s+winguard\s+vinyl\b/i, 'vinyl'],
  [/\bpgt\s+winguard\s+alumin/i, 'aluminum'],
  [
    /\bply\s*gem\b|\balside\b|\bsoft[-\s]?lite\b|\bokna\b|\bharvey\b|\bsunrise\b|\bwindow\s+world\b|\bchampion\b|\banlin\b/i,
    'vinyl',
  ],
  [/\btherma[-\s]?tru\s+(?:fiber[-\s]?classic|smooth[-\s]?star|classic[-\s]?craft)\b/i, 'fiberglass'],
];

export function productLineMaterial(text: string): Material | null {
  for (const [re, material] of PRODUCT_LINES) if (re.test(text)) return material;
  return null;
}

/** How a material reads in a scope line. Fibrex-type composites are sold and priced like fiberglass. */
export function materialWord(material: Material): string {
  switch (material) {
    case 'clad-wood':
      return 'clad wood';
    case 'composite':
      return 'fiberglass composite';
    default:
      return material;
  }
}
