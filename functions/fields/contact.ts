/**
 * Contact details in free text: phone numbers, e-mail addresses, web sites, street lines,
 * "City, ST 12345" localities and contractor licence numbers. Tolerant of OCR spacing and case.
 */
import { ZIP5 } from '@shared/zip.js';
import { stateCode, stateOfZip } from './zip-states.js';

export interface Match {
  text: string;
  start: number;
  end: number;
}

function all(re: RegExp, text: string): Match[] {
  const out: Match[] = [];
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let m: RegExpExecArray | null;
  while ((m = g.exec(text))) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}

/** (941) 555-0118, 941-555-0118, 702.555.0159, 941 555 0118, +1 941-555-0118, an extension; OCR's "{702)", "555-01 82". */
const PHONE =
  /(?<![\w$.,-])(?:\+?1[\s.-]?)?(?:[({]\s?\d{3}\s?\)\s?|\d{3}\s?[\s.\-–~_]\s?)\d{3}\s?[\s.\-–~_]\s?(?:\d{4}|\d{2} \d{2}|\d \d{3}|\d{3} \d)(?:\s?(?:x|ext\.?)\s?\d{1,5})?(?![\d-])/i;
/** Ten digits in a row count only after a phone label. */
const LABELLED_PHONE = /\b(?:phone|ph|tel|cell|mobile|mob|home|work|fax|c|h|m)\s*[.:#]?\s*(\d{10})\b/i;

export function findPhones(text: string): Match[] {
  const found = all(PHONE, text);
  for (const m of all(LABELLED_PHONE, text)) {
    const digits = /\d{10}/.exec(m.text)!;
    const start = m.start + digits.index;
    if (!found.some((f) => f.start <= start && f.end > start)) found.push({ text: digits[0], start, end: start + 10 });
  }
  return found.sort((a, b) => a.start - b.start);
}

export function phoneDigits(phone: string): string {
  return phone
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
}

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const LOCAL_TOKEN = /^[A-Za-z0-9._%+-]+$/;

/** OCR reads "@" as "®" or "©" now and then. */
function nextAt(text: string, from: number): number {
  const i = text.slice(from).search(/[@®©]/);
  return i < 0 ? -1 : from + i;
}
const OCR_DOMAIN =
  /^\s?([A-Za-z0-9-]+(?:\s?[.,]\s?[A-Za-z0-9-]+)*?)(?:\s?[.,]\s?|\s)(com|net|org|edu|gov|us|biz|info|co|io|me)\b/;

/**
 * E-mail addresses, including the ones OCR splits: "tamika.abernathy 18 @hotmail.com", "lauren. duarte99@att net".
 * The loose form grows left from each "@" over tokens that continue an address (digits, dots, underscores).
 */
export function findEmails(text: string): Match[] {
  const strict = all(EMAIL, text);
  const loose: Match[] = [];
  for (let at = text.search(/[@®©]/); at >= 0; at = nextAt(text, at + 1)) {
    if (strict.some((s) => s.start <= at && at < s.end)) continue;
    const domain = OCR_DOMAIN.exec(text.slice(at + 1));
    if (!domain) continue;
    const tokens = text.slice(Math.max(0, at - 60), at).split(/(\s+)/);
    let start = at;
    let first = true;
    for (let i = tokens.length - 1; i >= 0; i--) {
      const tok = tokens[i]!;
      if (tok === '') continue;
      if (/^\s+$/.test(tok)) {
        if (tok.length > 1) break;
        start -= tok.length;
        continue;
      }
      if (!LOCAL_TOKEN.test(tok)) break;
      const continues =
        first ||
        /^[\d._]/.test(
          tokens
            .slice(i + 1)
            .join('')
            .trim(),
        ) ||
        /[._]$/.test(tok) ||
        /^\d+$/.test(tok);
      if (!continues) break;
      start -= tok.length;
      first = false;
    }
    while (start < at && /\s/.test(text[start]!)) start++;
    if (start === at) continue;
    const end = at + 1 + domain[0].length;
    loose.push({ text: text.slice(start, end), start, end });
  }
  return [...strict, ...loose].sort((a, b) => a.start - b.start);
}

export function emailDomain(email: string): string {
  return email.replace(/\s/g, '').split('@')[1]?.toLowerCase().replace(/,/g, '.') ?? '';
}

/** A web address's domain: "https://www.Northstar-Windows.com" → "northstar-windows.com". */
export function websiteDomain(website: string): string {
  return website
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '');
}

const URL =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|us|biz|info|co|pro|io|build|homes?)\b(?!@)/i;

export function findWebsites(text: string): Match[] {
  return all(URL, text).filter((m) => {
    const before = text.slice(Math.max(0, m.start - 1), m.start);
    return before !== '@' && !/@/.test(m.text) && !/\d+\.\d+/.test(m.text);
  });
}

/** Free e-mail providers: an address there is a person's, not a business domain. */
export const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|att|sbcglobal|bellsouth|comcast|verizon|cox|charter|spectrum|earthlink|protonmail|proton|gmx|mail|zoho|frontier|windstream|centurylink|optonline|roadrunner|rr|juno|netzero)\./i;

const SUFFIX =
  'St|Street|Ave|Av|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Ct|Court|Way|Pl|PI|Place|Ter|Terr|Terrace|Cir|Circle|Pkwy|Parkway|Hwy|Highway|Pike|Trl|Trail|Loop|Row|Sq|Square|Run|Path|Xing|Crossing|Bend|Cv|Cove|Pt|Point|Plz|Plaza|Aly|Alley|Expy|Expressway|Fwy|Freeway|Ridge|Rdg|Walk|Commons|Grn|Green|Hts|Heights|Hl|Hill|Holw|Hollow|Crk|Creek|Ests|Estates|Mnr|Manor|Mdws|Meadows|Vw|View|Vis|Vista|Xroad|Turnpike|Tpke|Broadway';
const DIRECTION = '(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?';
const STREET = new RegExp(
  `(?<![\\w$#.,/-])\\d{1,6}[A-Za-z]?(?:-\\d{1,5})? (?:${DIRECTION} )?(?:(?:[A-Z0-9][A-Za-z0-9'’.-]*|[a-z]{1,3}(?= [A-Z])) ){0,4}(?:${SUFFIX})\\.?(?![A-Za-z])(?: ${DIRECTION}(?![A-Za-z]))?(?:,? ?(?:Apt|Apartment|Unit|Suite|Ste|Bldg|Lot|#)\\.? ?#?[A-Za-z0-9-]+)?`,
  'i',
);
const PO_BOX = /\bP\.?\s?O\.?\s*Box\s+\d+/i;

/** "15796 Siesta Dr", "18549 SW 20TH AVE", "12729 Emerson Ave S, Apt 4", "PO Box 12". */
export function findStreets(text: string): Match[] {
  const found = all(STREET, text).filter((m) => {
    // Words between the number and the suffix must look like a street name, not a product line ("8 Double Hung Window").
    const words = m.text.split(/\s+/);
    if (/^\d{1,2}$/.test(words[0]!) && words.length <= 2) return false;
    if (
      /\b(?:year|yr|month|day|window|door|panel|lite|series|inch|foot|feet|ft|sq|pane|percent|hour|week)s?\b/i.test(
        m.text,
      )
    )
      return false;
    if (/^\d+\s+(?:x|by)\b/i.test(m.text)) return false;
    return true;
  });
  return [...found, ...all(PO_BOX, text)].sort((a, b) => a.start - b.start);
}

export interface Locality extends Match {
  city: string;
  state: string;
  zip: string;
  /** True when the ZIP's prefix belongs to the printed state (a good sign the digits were read right). */
  stateMatches: boolean;
}

const STATE_TOKEN =
  '(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|PR|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)';
const ZIP_DIGITS = '[0-9OoIlS]{5}';
const LOCALITY = new RegExp(
  `(?:([A-Za-z][A-Za-z.'’-]*(?: [A-Za-z][A-Za-z.'’-]*){0,3})\\s*[,.]\\s*|\\b)(${STATE_TOKEN})\\.?\\s*[,.]?\\s+(${ZIP_DIGITS})(?:\\s?[-–]\\s?(\\d{4}))?(?![\\dA-Za-z]|\\.\\d)`,
  'g',
);

/** "Pittsburgh, PA  1517": a state followed by a ZIP with a digit or two lost (OCR). */
const DAMAGED_ZIP = new RegExp(`\\b(${STATE_TOKEN})\\.?\\s*[,.]?\\s+\\d{3,4}(?![\\dA-Za-z]|[-.]\\d)`, 'g');

/** Where a state is followed by a ZIP too short to be one: an address whose ZIP could not be read. */
export function findDamagedZips(text: string): { text: string; start: number; state: string }[] {
  const out: { text: string; start: number; state: string }[] = [];
  for (const m of text.matchAll(DAMAGED_ZIP)) {
    const state = stateCode(m[1]!);
    if (state && (m[1]!.length > 2 || m[1] === m[1]!.toUpperCase()))
      out.push({ text: m[0], start: m.index ?? 0, state });
  }
  return out;
}

function repairZip(raw: string): string {
  return raw.replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/S/g, '5');
}

/** "Sarasota, FL 34231", "Minneapolis, MN 55419-1234", "CAPE CORAL, FL 33914", "Portland, Oregon 97202". */
export function findLocalities(text: string): Locality[] {
  const out: Locality[] = [];
  LOCALITY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LOCALITY.exec(text))) {
    const stateRaw = m[2]!;
    // A two-letter state must be written in capitals ("OR 97202", not "or 97202").
    if (stateRaw.length === 2 && stateRaw !== stateRaw.toUpperCase()) continue;
    const state = stateCode(stateRaw);
    if (!state) continue;
    const zip = repairZip(m[3]!);
    if (!ZIP5.test(zip)) continue;
    let city = (m[1] ?? '').trim();
    // Keep the last words of a longer run as the city ("Window Replacement at ... Portland" is not a city).
    city = city.replace(/^.*\b(?:at|in|to|of|for)\s+/i, '');
    const start = m[1] ? m.index : m.index + m[0].indexOf(stateRaw);
    out.push({
      text: text.slice(start, m.index + m[0].length),
      start,
      end: m.index + m[0].length,
      city,
      state,
      zip,
      stateMatches: stateOfZip(zip) === state,
    });
  }
  return out;
}

/** Contractor licence or registration numbers ("Lic. CGC1530017", "OR CCB #214408", "SC RBC #112985"). */
export const LICENSE =
  /\b(?:lic(?:ense|ensed)?\b\.?|licen[cs]e\s*(?:no|#)|reg(?:istration)?\.?\s*(?:no\.?|#)|contractor\s*(?:no\.?|#)|CCB|CGC|CBC|CRC|RBC|HIC|MHIC|HVAC\s*#|BC\s*#|DBA\b)/i;
