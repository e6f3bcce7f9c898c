/**
 * What a free question is about: the patterns that route it to an answer. Tolerant of wording; checked in
 * the order `classify` lists them.
 */
import type { CategoryShortId } from '@shared/checklist.js';

export const STRONG_OFF_TOPIC =
  /\b(?:python|javascript|typescript|java|c\+\+|sql|html|css|coding|programming|(?<!building\s|energy\s|fire\s|electrical\s|zip\s)code\s+(?:for|to|that|in)|write\s+(?:a|an|me)\s+(?:program|script|function|poem|song|story|essay)|recipes?|cook(?:ing)?|bake|baking|lasagna|pizza|pasta|football|soccer|basketball|baseball|hockey|nfl|nba|super\s?bowl|world\s+cup|poem|lyrics|jokes?|movies?|netflix|tv\s+shows?|bitcoin|crypto|stock\s+market|election|homework|horoscope)\b/i;

export const ASK_CONTRACTOR = [
  /\b(?:what|which)\b[^?.]{0,40}\b(?:should|do|must|can|could|would|to)\b[^?.]{0,20}\b(?:ask|negotiate|clarify|bring\s+up|raise|check\s+with)\b/i,
  /\bquestions?\b[^?.]{0,30}\b(?:ask|for|to\s+ask)\b[^?.]{0,25}\b(?:contractor|installer|company|vendor|sales\s?(?:man|person|rep)|them|him|her)\b/i,
  /\bwhat\s+to\s+ask\b/i,
  /\bask\s+(?:the\s+)?(?:contractor|installer|company|vendor|them)\s+(?:about\s+)?what\b/i,
  // "What should be included in a written quote?": what this one leaves out is the answer.
  /\bwhat\s+should\s+(?:be\s+)?(?:included\s+|written\s+|listed\s+)?(?:in|on)\s+(?:a|the|my)?\s*(?:written\s+)?(?:[a-z-]+\s+){0,2}(?:quote|estimate|contract|proposal)\b/i,
];

const SCORE_WORD = '(?:score|rating|grade|points?)';
export const SCORE_DRIVERS = new RegExp(
  [
    `\\b(?:hurts?|hurting|lowers?|lowering|drags?|dragging|pull(?:s|ing)?|brings?|bringing|costs?|costing|reduces?|reducing)\\b(?:\\s+[\\w']+){0,3}?\\s+${SCORE_WORD}\\b`,
    `\\b${SCORE_WORD}\\b[^?.]{0,30}\\bdown\\b`,
    `\\b(?:hurts?|hurting)\\b[^?.]{0,20}\\bmost\\b`,
    `\\b(?:worst|weakest)\\b`,
    `\\b(?:biggest|main)\\s+(?:problem|issue|concern|weakness|red\\s+flag|risk)s?\\b`,
    `\\b(?:anything|something|what'?s|what\\s+is)\\s+missing\\b`,
    `\\b(?:improve|raise|boost)\\s+(?:my|the|this)\\s+${SCORE_WORD}\\b`,
    `\\b(?:lost|losing)\\s+points\\b`,
    `\\bwhat'?s\\s+wrong\\s+with\\s+(?:my|this|the)\\s+(?:quote|${SCORE_WORD})\\b`,
    `\\bred\\s+flags?\\b`,
  ].join('|'),
  'i',
);

export const SCORE =
  /\b(?:summari[sz]e|summary\s+of|overview\s+of)\s+(?:my|this|the)\s+quote\b|\bwhat\s+do\s+you\s+think\s+(?:of|about)\s+(?:my|this|the)\s+quote\b|\bis\s+(?:this|my|it)\s+(?:a\s+)?(?:good|decent|solid|bad)\s+quote\b|\bshould\s+i\s+(?:sign|accept|go\s+(?:with|ahead)|hire|take)\b|\bsign\s+(?:this|it|the\s+(?:quote|contract))\b|\b(?:score|scored|overall\s+rating|quality\s+rating|(?:my|the|this|overall|quality)\s+grade|rated\s+(?:so\s+)?(?:low|high|poorly))\b|\b\d{1,3}\s*\/\s*100\b/i;

export const PRICE_FAIRNESS =
  /\b(?:fair|unfair|overpa(?:y|ying|id)|over[-\s]pa(?:y|ying|id)|too\s+(?:expensive|much|high|pricey|costly|cheap|low)|rip(?:ped)?[-\s]?off|good\s+(?:deal|price|value)|bad\s+deal|reasonable|overpriced|over[-\s]priced|expensive|cheap|pricey|worth\s+(?:it|the\s+money)|paying\s+too|how\s+much\s+should|should\s+(?:it|this|they|that)\s+cost|normal\s+(?:price|cost)|typical\s+(?:price|cost)|average\s+(?:price|cost)|going\s+rate|market\s+(?:price|rate)|competitive|high\s+price|low\s+price|price\s+(?:ok|okay|good|right|high|low))\b/i;

/** Asking what something costs ("How much is a patio door?", "Is $900 fair for a door?"), not how much time or room it takes. */
const HOW_MUCH_MONEY =
  /\bhow\s+much\b(?!\s+(?:time|longer|sooner|space|room|work|effort|light|noise|heat|air|water|difference|bigger|smaller|wider|narrower|taller|shorter|thicker|deeper|warmer|cooler|better|worse|of\s+(?:a|an|the)\s+(?:gap|difference))\b)/i;
export function asksPrice(question: string): boolean {
  return HOW_MUCH_MONEY.test(question) || PRICE_FAIRNESS.test(question);
}

/** Asking what something is or means. */
export const DEFINITION =
  /\b(?:what(?:'s|\s+is|\s+are|\s+does|\s+do|s)|mean|meaning|means|meant|stand\s+for|stands\s+for|define|definition|explain|tell\s+me\s+(?:about|more)|how\s+does|difference\s+between|what\s+about)\b/i;

export const CATEGORY_WORDS: Record<CategoryShortId, RegExp> = {
  pricing: /\b(?:price|pricing|cost|costs|total|expensive|cheap|afford\w*|quote\s+amount|per\s+window|sales\s+tax)\b/gi,
  // Storm windows and storm doors are added panes and doors for draughts, not storm protection; nor are
  // wooden, inside or decorative shutters, or a shutter maker, hurricane shutters.
  hurricane:
    /\b(?:hurricanes?|impact|storms?(?![\s-]+(?:windows?|doors?|sash(?:es)?))|wind|missile|noa|hvhz|coast(?:al)?|(?<!\b(?:louvred|louvered|wooden|timber|inside|interior|decorative|painted|plantation)\s)shutters?(?!\s+(?:makers?|manufacturers?|workshops?)\b)|design\s+pressure|dp)\b/gi,
  energy:
    /\b(?:energy|efficien\w*|u-?factor|shgc|low-?e(?!'s\b)|energy\s?star|insulat\w*|glass|glazing|argon|krypton|double[-\s]pane|triple[-\s]pane|nfrc)\b/gi,
  warranty: /\b(?:warrant\w*|guarantee\w*)\b/gi,
  // Before materials: a tie ("the frame is rotten") is about the damage.
  repairs: /\b(?:repairs?|rot|rotten|rotted|damage|structural|sills?|bucks?|framing)\b/gi,
  materials:
    /\b(?:materials?|brand|quality|products?|series|model|vinyl|fiberglass|frames?|manufacturer)\b|\bgood\s+(?:windows?|doors?)\b|\b(?:windows?|doors?)\s+(?:any\s+)?good\b/gi,
  removal:
    /\b(?:removal|remove|removing|haul\w*|dispos\w*|debris|lead(?![-\s]times?)|rrp|old\s+windows|old\s+doors|dumpster)\b/gi,
  permits: /\b(?:permits?|permitting|inspections?|inspector|building\s+department)\b/gi,
  finish: /\b(?:finish(?:\s+work)?|trim|capping|caulk\w*|sealing|sealant|paint\w*|drywall|stucco|flashing)\b/gi,
  payment:
    /\b(?:payments?|deposit|pay|paying|down\s+payment|financ\w*|schedule|balance|installments?|upfront|up\s+front)\b|\b\d{1,3}\s?%\s*down\b|\bhalf\s+down\b/gi,
};

export const GREETING = /^(?:hi|hello|hey|howdy|hiya|good\s+(?:morning|afternoon|evening|day)|greetings|yo)\b/i;
export const FAREWELL = /^(?:bye|goodbye|good\s+bye|see\s+you|later|have\s+a\s+good)\b/i;
export const THANKS = /\b(?:thanks|thank\s+you|thx|ty|appreciate\s+it|cheers|much\s+appreciated)\b/i;
export const ACKNOWLEDGE =
  /^(?:ok(?:ay)?|got\s+it|great|cool|perfect|awesome|sounds\s+good|understood|makes\s+sense|nice|alright|all\s+right|i\s+see)\b/i;

/** Words that mark a question as being about a home-improvement quote at all. */
export const DOMAIN =
  /\b(?:windows?|doors?|quotes?|contractors?|install\w*|glass|glazing|price|cost|pay\w*|deposit|warrant\w*|permits?|energy|hurricane|impact|frames?|vinyl|home|house|renovat\w*|remodel\w*|score|rating|checklist|trim|siding|insulat\w*|bid|estimate|company|vendor|brand|products?|lead|rot|sill|replace\w*|sash|panes?|screens?|inspection|zip|contract|financ\w*|rebate|tax\s+credit|sales\s+tax|shgc|u-?factor|noa|hvhz|nfrc|flashing|capping|egress|sliders?|patio|casement|double[-\s]hung|checklist|item|category|analysis|report)\b/i;

export function categoryMentioned(question: string): CategoryShortId | null {
  let best: { id: CategoryShortId; count: number } | null = null;
  for (const [id, re] of Object.entries(CATEGORY_WORDS) as [CategoryShortId, RegExp][]) {
    const count = question.match(re)?.length ?? 0;
    if (count > 0 && (!best || count > best.count)) best = { id, count };
  }
  return best?.id ?? null;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
