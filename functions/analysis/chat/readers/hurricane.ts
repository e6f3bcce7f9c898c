/** Hurricane protection in a homeowner's words: how far the house is from the coast, and whether the units are approved impact products. */
import { DISTANCE_RE, toMiles } from '../reply-numbers.js';
import { first, type Reader } from './reader.js';

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

export const readCoast: Reader = (clause, found) => {
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

const APPROVAL =
  /\b(?:noa|notice\s+of\s+acceptance|fl\s?#\s?\d{4,6}|fl\d{4,6}|fl\s?(?:no\.?|number)\s?\d{4,6}|florida\s+product\s+approval|product\s+approval|miami-?\s?dade\s+(?:approved|noa|approval)|tdi[-\s]?(?:approved|evaluated)|approval\s+(?:number|#))/i;

const NOT_IMPACT = /\b(?:non-?\s?impact|not\s+impact|aren't\s+impact|isn't\s+impact|no\s+impact)\b/i;

export const readImpact: Reader = (clause, found) => {
  if (NOT_IMPACT.test(clause)) {
    found.answers.impactApproved = false;
    return;
  }
  const hit = first(clause, [APPROVAL]);
  if (hit) found.answers.impactApproved = !hit.negated;
};

/** The distance words a homeowner uses without a number: "a few miles" (not near), "a couple of blocks" (near). */
function roughDistance(text: string): boolean | undefined {
  if (
    /\b(?:a\s+few|several|many|lots\s+of|a\s+couple(?:\s+of)?|a\s+bunch\s+of|dozens?\s+of|tens\s+of|hundreds?\s+of)\s+miles\b|\b(?:far|miles)\s+(?:away|inland|from)\b|\bnowhere\s+near\b/i.test(
      text,
    )
  )
    return false;
  if (
    /\b(?:a\s+few|a\s+couple(?:\s+of)?)\s+blocks\b|\bwalking\s+distance\b|\bright\s+(?:on|by|next\s+to)\b/i.test(text)
  )
    return true;
  return undefined;
}

/** A distance that answers "near the coast?" without a yes or no: "about 3 miles", "a few miles", "a couple of blocks". */
export function nearCoastReply(text: string): boolean | undefined {
  return (
    coastFromDistance(/\b(?:from|to|of|inland)\b/i.test(text) ? text : `${text} from the coast`) ?? roughDistance(text)
  );
}
