/**
 * Whose fact a sentence states. A homeowner comparing bids talks about other prices all the time;
 * only a fact clearly about *this* quote may change it without asking (issue: passing remarks).
 *
 * - `this`: the homeowner says it is about this quote or corrects what was read ("my quote's total is…",
 *   "the total on this one is…", "you read it wrong, it's…", "actually it's…");
 * - `other`: another contractor, quote, bid or offer, someone else's job, a hypothetical, a comparison;
 * - `unclear`: neither: the chat asks before changing anything.
 */
export type Attribution = 'this' | 'other' | 'unclear';

const OTHER = [
  // another contractor / quote / offer
  /\b(?:another|other|different|second|third|competing|cheaper|pricier|next|previous|last|old|first|1st|2nd|3rd)\s+(?:[a-z-]+\s+)?(?:contractor|company|companies|quotes?|bids?|estimates?|installer|guy|place|store|outfit|one|offer|option|dealer|salesm[ae]n|rep)\b/i,
  /\b(?:someone|somebody|anyone|everyone)\s+else\b/i,
  /\b(?:competitor|competition|the\s+others|elsewhere)\b/i,
  /\b(?:one|a|some)\s+(?:window|door|local|big|national)?\s*(?:company|place|contractor|installer|store|outfit|guy)\s+(?:quoted|offered|wants|charged|said|gave)\b/i,
  /\b(?:another|the\s+other)\b[^.?!]{0,40}\b(?:quoted|offered|charged|wanted|asked|gave)\b/i,
  // someone else's job
  /\b(?:my\s+)?(?:friend|friends|neighbou?r|neighbou?rs|brother|sister|cousin|cousins|parents|coworker|co-worker|colleague|relative|relatives|in-laws?|mom|dad|mother|father)\b/i,
  // comparisons, hypotheticals, stories
  /\b(?:vs\.?|versus|compared?\s+(?:to|with)|in\s+comparison)\b/i,
  /\bif\s+(?:i|we|he|she|they|you|it)\b/i,
  /\b(?:would|could|might)\s+(?:cost|be|charge|run)\b/i,
  /\b(?:last|next)\s+(?:year|month|time)\b|\byears?\s+ago\b|\boriginally\b|\bbefore\s+(?:the\s+)?(?:discount|promotion|sale)\b/i,
  /\b(?:today\s+only|if\s+(?:we|i)\s+sign|sign\s+today|list\s+price|regular\s+price|retail\s+price|msrp)\b/i,
];

const THIS = [
  /\b(?:my|our|this)\s+(?:quote|quote's|estimate|estimate's|bid|proposal|contract|invoice|total|price)\b/i,
  /\b(?:this|that)\s+one\b|\bon\s+this\b|\bin\s+this\b|\bfor\s+this\s+(?:job|project|quote)\b/i,
  /\b(?:the|it)\s+(?:quote|estimate|proposal|contract)\s+(?:says|shows|lists|states|reads)\b|\bit\s+(?:says|shows|lists)\b/i,
  /\b(?:you|it)\s+(?:read|got|have|has|took|picked)\b[^.?!]{0,40}\bwrong\b|\bwrong\s+(?:total|number|count|amount|zip|vendor)\b/i,
  /\b(?:actually|correct(?:ion)?|should\s+(?:be|say|read)|the\s+right\s+(?:total|number|count|amount))\b/i,
];

/** A store that sells and installs windows: another seller, unless the homeowner says they ordered through it. */
const STORE = /\b(?:home\s+depot|lowe'?s|costco)\b/i;
/** "I ordered Andersen windows plus two doors through Home Depot": the homeowner's own order, maybe this quote. */
const OWN_ORDER =
  /\b(?:i|we)\s+(?:have\s+|had\s+|just\s+|already\s+)?(?:ordered|bought|purchased|went\s+with|signed\s+(?:up\s+)?with|hired|chose|picked)\b[^.?!]{0,80}\b(?:through|from|with|at|via)\s+(?:the\s+)?(?:home\s+depot|lowe'?s|costco)\b/i;

export function attributionOf(sentence: string): Attribution {
  if (OTHER.some((p) => p.test(sentence))) return 'other';
  if (STORE.test(sentence) && !OWN_ORDER.test(sentence)) return 'other';
  if (THIS.some((p) => p.test(sentence))) return 'this';
  return 'unclear';
}
