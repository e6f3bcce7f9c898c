/**
 * Cutting a chat message into clauses and telling statements from questions, hedges and negations.
 * A statement can hide in a longer message ("Yes, and the deposit is 50%. Is that ok?"), so the
 * readers work clause by clause: a clause that asks something is never read as a fact.
 */

export interface Clause {
  text: string;
  /** The clause asks something ("are permits included?", "is the price fair"). */
  question: boolean;
}

/** Straight quotes, single spaces. */
export function normalize(message: string): string {
  return message
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences end at "!", "?", a newline, or a period followed by a space (not "0.27" or "$12,500.00"). */
export function sentences(message: string): { text: string; asks: boolean }[] {
  const out: { text: string; asks: boolean }[] = [];
  for (const line of message.replace(/[‘’ʼ`]/g, "'").split(/\n+/)) {
    for (const m of line.matchAll(/[^!?]*?(?:[!?]+|\.(?=\s)|$)/g)) {
      const text = m[0].trim();
      if (text) out.push({ text: text.replace(/[.!?]+$/, '').trim(), asks: /\?/.test(text) });
    }
  }
  return out.filter((s) => s.text);
}

/** A comma inside brackets ("Andersen windows (clad outside, wood inside)") does not end a clause. */
const CLAUSE_BREAK = /\s*(?:,(?=\s)(?![^()]*\))|;|\s-\s|\s+(?:but|however|though|although|whereas|except)\s+)\s*/i;

const AUX_QUESTION =
  /^(?:is|are|was|were|do|does|did|can|could|should|would|will|shall|has|have|had|am)\s+(?:it|this|that|the|my|our|their|your|they|there|you|i|we|he|she|these|those|a|an|any|permits?|windows?|doors?|deposit|price|labou?r|warranty|shgc|u-factor|low-e|removal|trim|everything|anything)\b/i;
const WH_QUESTION = /^(?:what|what's|whats|why|how|when|where|who|which|whose)\b/i;
const ASKING =
  /^(?:(?:can|could|would) you|please (?:tell|explain)|tell me|explain|i (?:want|need|would like|'d like) to know|i wonder|i'm wondering|wondering|any idea)\b/i;

/** A clause that asks, by its shape: an auxiliary followed by a subject, a wh-word, or "tell me ...". */
export function looksLikeQuestion(clause: string): boolean {
  const t = clause.replace(/^(?:so|and|also|ok(?:ay)?|well|hmm+|um+|oh)\b[\s,]*/i, '').trim();
  return AUX_QUESTION.test(t) || WH_QUESTION.test(t) || ASKING.test(t);
}

/**
 * The message's clauses. In a sentence that ends with "?", the last clause asks; earlier clauses ask only
 * when they look like questions ("I have 12 windows, is that a lot?" keeps the first clause as a fact).
 */
export function clausesOf(message: string): Clause[] {
  const out: Clause[] = [];
  for (const s of sentences(message)) {
    const parts = s.text
      .split(CLAUSE_BREAK)
      .map((p) => p.trim())
      .filter(Boolean);
    parts.forEach((text, i) => {
      const last = i === parts.length - 1;
      // "Do triple-glazed windows make sense, and will they ...?": an asking sentence that opens with an auxiliary asks from its start.
      const opensAsking =
        s.asks && i === 0 && /^(?:do|does|did|is|are|was|were|can|could|should|would|will|has|have)\s+\S/i.test(text);
      out.push({ text, question: (s.asks && last) || opensAsking || looksLikeQuestion(text) });
    });
  }
  return out;
}

/** Doubt words: the clause is not an answer ("not sure", "I don't know", "can't find it", "maybe"). */
export const UNSURE =
  /\b(?:not\s+(?:sure|certain)|unsure|uncertain|no\s+idea|no\s+clue|(?:haven't|have\s+not)\s+(?:a|any)\s+(?:clue|idea)|(?:don't|do\s+not|dont|didn't|did\s+not)\s+(?:know|remember|recall)|dunno|idk|beats\s+me|(?:can't|cant|cannot|couldn't|could\s+not)\s+(?:tell|say|remember|recall|find|see)|(?:don't|do\s+not|dont|didn't)\s+see\s+(?:it|one|that|any)|(?:doesn't|doesnt|does\s+not|didn't|didnt|did\s+not)\s+(?:say|list|name|mention|show)|(?:isn't|isnt|is\s+not|wasn't|not)\s+(?:listed|stated|mentioned|shown|written\s+(?:down|on\s+it))|maybe|perhaps|i\s+forg[eo]t|haven't\s+(?:checked|looked)|(?:need|have)\s+to\s+(?:check|ask|look)|(?:will|i'll|let\s+me)\s+(?:check|ask|find\s+out|look)|i\s+wonder|whether|if\s+(?:they|it|the|permits?|there))\b/i;

const NEGATION =
  /\b(?:not|no|never|without|none|nor|neither|nothing)\b|n't\b|\bdont\b|\bdoesnt\b|\bisnt\b|\barent\b|\bwont\b|\bcannot\b/i;

/** Whether a negation stands in the match or shortly before it ("permits are not included", "no deposit"). */
export function negatedAround(text: string, index: number, length: number, before = 20): boolean {
  const from = Math.max(0, index - before);
  let window = text.slice(from, index + length);
  // Do not look back across a word cut in half.
  if (from > 0) window = window.replace(/^\S*\s?/, '');
  return NEGATION.test(window);
}
