/** Small text tests the field rules share: dates, labels, person names, business names. */
import { STATE_NAMES } from './zip-states.js';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE = new RegExp(
  `\\b(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|${MONTH}\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'i',
);

export function hasDate(text: string): boolean {
  return DATE.test(text);
}

/** A line that is only a date ("October 12, 2025", "1/17/2025", "Date: 4/15/2025"). */
export function isDateLine(text: string): boolean {
  return (
    DATE.test(text) &&
    text
      .replace(DATE, '')
      .replace(/\b(?:date|dated|issued)\b\s*:?/i, '')
      .trim().length <= 2
  );
}

/** Words that mark a business rather than a person. */
export const BUSINESS_WORD =
  /\b(?:inc|llc|l\.l\.c|llp|co|corp|company|corporation|ltd|group|enterprises?|windows?|wndws?|doors?|glass|glazing|exteriors?|roofing|roofers?|construction|contracting|contractors?|builders?|building|remodel(?:ing|ers)?|home|homes|improvements?|renovations?|restoration|solutions|services?|works|installations?|installers?|siding|supply|systems|pros?|experts?|brothers|bros|sons|hvac|plumbing|heating|cooling|air|electric(?:al)?|management|apartments?|properties|realty|design|industries|manufacturing|shutters?|screens?|showroom|outlet|depot|associates|partners|studio|craftsmen|carpentry|energy|solar|ventanas|puertas|instalaciones|construcciones|vidrios|vidrier[ií]a|remodelaciones)\b/i;

/** Document-type words and form labels that are never a company or person name. */
export const NOT_A_NAME =
  /^(?:estimate|proposal|quote|quotation|invoice|contract|bid|agreement|work\s+order|sales\s+order|order|receipt|statement|scope\s+of\s+work|address|date|phone|email|e-mail|fax|job\s+name|job\s+location|job\s+phone|street|city|customer|client|prepared\s+for|submitted\s+to|bill\s+to|ship\s+to|sold\s+to|project|description|activity|qty|rate|amount|total|subtotal|terms|notes|page|no\.?|number|your\s+window\s+options|options|selected|signature|acceptance|accepted|sincerely|dear|re|thank\s+you|approved|authorized|ref(?:erence)?|contractor|(?:home)?owner(?:\(s\)|s)?|buyer|seller|installer|cotizaci[oó]n|presupuesto|propuesta|factura|contrato|cliente|direcci[oó]n|tel[eé]fono|fecha)\b/i;

/** A word of a name, accented letters included ("Ramírez", "PEÑA", "O'Neil", "McAllister"). */
const NAME_WORD =
  "(?:\\p{Lu}\\p{Ll}+(?:[-'’]\\p{Lu}?\\p{Ll}+)*|\\p{Lu}{2,}(?:[-'’]\\p{Lu}+)*|Mc\\p{Lu}\\p{Ll}+|O['’]\\p{Lu}\\p{Ll}+)";
const PERSON = new RegExp(
  `^(?:(?:Mr|Mrs|Ms|Miss|Dr)\\.?\\s+)?${NAME_WORD}(?:\\s+[A-Z]\\.?)?(?:\\s+(?:and|&)\\s+${NAME_WORD})?(?:\\s+${NAME_WORD}){1,2}(?:,?\\s+(?:Jr|Sr|II|III|IV)\\.?)?$`,
  'u',
);

const TITLED = new RegExp(`^(?:Mr|Mrs|Ms|Miss|Dr)\\.?\\s+(?:(?:and|&)\\s+(?:Mr|Mrs|Ms)\\.?\\s+)?${NAME_WORD}$`, 'u');
const INITIAL_SURNAME = new RegExp(`^\\p{Lu}\\.\\s?(${NAME_WORD})$`, 'u');
const LAST_FIRST = new RegExp(`^${NAME_WORD},\\s+${NAME_WORD}(?:\\s+[A-Z]\\.?)?$`, 'u');

/** Words that are never part of a person's name on a quote (labels, trade words, document words). */
const NOT_A_PERSON_WORD =
  /\b(?:windows?|doors?|total|proposal|estimate|quote|street|avenue|road|county|city|state|zip|series|glass|vinyl|address|phone|email|e-mail|fax|location|site|date|name|price|amount|balance|deposit|signature|accepted|acceptance|approved|authorized|information|details|contact|project|scope|job|work|terms|notes|payment|warranty|installation|permit|thank|you|sincerely|regards|page|same|above|office|mailing|billing|shipping|order|number|owner|owners|contractor|customer|client|buyer|seller|homeowner|change|invoice|contract|agreement|bid|reg|license|lic|subtotal|tax|attn|to|from|please|urgent|review|comment|reply|recycle|confidential|notice)\b/i;

/** "Columbus, OH": a city and its state, which reads like "Lee, Tom". */
function isCityAndState(text: string): boolean {
  const state = /^[^,]+,\s*([A-Z]{2})$/.exec(text)?.[1];
  return state !== undefined && state in STATE_NAMES;
}

/**
 * Who a letter greets when it greets no one by name: "Dear Trustees", "Hello Neighbors", "Dear Friends".
 */
export const COLLECTIVE_ADDRESSEE =
  /^(?:trustees|members|board|committee|neighbou?rs|friends|homeowners|owners|residents|customers?|clients?|team|sirs?|madam|all|everyone|folks|family|valued|parishioners|congregation|elders|deacons|tenants|managers?)$/i;

/** "Anthony Sorensen", "LAUREN DUARTE", "Deborah McAllister", "Mr. Pruitt", "Smith, John"; not a business or a label. */
export function looksLikePersonName(text: string): boolean {
  // "TO OWNER:" is a label, whatever its words.
  if (/:\s*$/.test(text)) return false;
  const t = text
    .trim()
    .replace(/[:;.]+$/, '')
    .replace(/,$/, '');
  if (t.length < 5 || t.length > 40) return false;
  if (!PERSON.test(t) && !TITLED.test(t) && !LAST_FIRST.test(t)) return false;
  if (isCityAndState(t)) return false;
  if (BUSINESS_WORD.test(t) || NOT_A_NAME.test(t)) return false;
  return !NOT_A_PERSON_WORD.test(t);
}

/** A customer written as an initial and a surname: "F. Nakamura", "V. Jablonski". */
export function looksLikeInitialAndSurname(text: string): boolean {
  const m = INITIAL_SURNAME.exec(text.trim());
  return m !== null && !BUSINESS_WORD.test(m[1]!) && !NOT_A_NAME.test(m[1]!) && !NOT_A_PERSON_WORD.test(m[1]!);
}

/** Words that mark an organisation a customer can be: a landlord, a property manager, a church, an association. */
const ORGANISATION_WORD =
  /\b(?:inc|llc|l\.l\.c|llp|corp|corporation|company|co|ltd|trust|rentals?|properties|property\s+management|management|realty|apartments?|association|hoa|church|parish|congregation|temple|synagogue|mosque|ministries|school|academy|foundation|society|club|condominiums?|condos?|housing|holdings|partners|estate)\b/i;

/** A customer that is an organisation ("Cobalt Street Rentals LLC", "Mount Olive Baptist Church"): two to eight words, no digits. */
export function looksLikeOrganisation(text: string): boolean {
  const t = text.trim().replace(/[,;:]+$/, '');
  const words = t.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 8 &&
    !/\d|@/.test(t) &&
    /^\p{Lu}/u.test(t) &&
    ORGANISATION_WORD.test(t) &&
    !NOT_A_NAME.test(t)
  );
}

/** Letters and digits only, lower case: "Lakeside Window Co." → "lakesidewindowco". */
export function compact(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/** Longest common substring length of two compact strings. */
export function commonRun(a: string, b: string): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j]!;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if (prev[j]! > best) best = prev[j]!;
      diag = keep;
    }
  }
  return best;
}

/** Escape a literal for use in a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as a RegExp source, any run of white space in it matching any other ("Acme  Window\nCo."). */
export function namePattern(name: string): string {
  return escapeRegExp(name).replace(/\s+/g, '\\s+');
}
