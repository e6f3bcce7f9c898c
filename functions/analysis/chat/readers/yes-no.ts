/** A reply's leading yes or no ("yep", "I don't think so", "they do"), doubts aside ("not sure"). */
import { UNSURE } from '../sentences.js';

const YES =
  /^(?:yes|yeah|yea|yep|yup|ya|yes\s+sir|y|sure|correct|right|that's\s+(?:right|correct)|that\s+is\s+(?:right|correct)|true|affirmative|absolutely|definitely|certainly|exactly|of\s+course|indeed|i\s+(?:think|believe)\s+so|i\s+(?:think|believe|guess)\s+(?:they|it|he|she)\s+(?:do|does|did|will|is|are|has|have)\b(?!\s+not|n't)|it\s+(?:is|does|was|did)|they\s+(?:are|do|did|will)|(?:it|they|he|she|the\s+(?:contractor|installers?|company))\s+(?:are|is|do|does|did|will|have|has)(?=(?:\s+[\w'-]+){0,3}\s*(?:$|[,.;!]))|we\s+are|i\s+(?:am|do|did)|uh[-\s]?huh|confirmed|positive)\b(?!\s+not\b)/i;
const NO =
  /^(?:no|nope|nah|n|not\s+really|negative|incorrect|false|wrong|never|none|no\s+way|not\s+at\s+all|(?:i\s+)?don't\s+think\s+so|(?:i\s+)?do\s+not\s+think\s+so|not\s+that\s+i\s+know|it\s+(?:isn't|is\s+not|doesn't|does\s+not|wasn't|was\s+not)|it's\s+not|they\s+(?:don't|do\s+not|aren't|are\s+not|won't|didn't)|(?:it|they|he|she|the\s+(?:contractor|installers?|company))\s+(?:don't|do\s+not|doesn't|does\s+not|aren't|are\s+not|isn't|is\s+not|won't|will\s+not|didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not)(?=(?:\s+[\w'-]+){0,4}\s*(?:$|[,.;!]))|they're\s+not|we\s+(?:aren't|are\s+not)|we're\s+not|i\s+(?:don't|do\s+not|didn't))\b/i;

/** Leading yes or no of a reply; undefined when it starts with neither. */
export function yesNo(text: string): boolean | undefined {
  const t = text.trim().replace(/^(?:um+|uh+|well|oh|hmm+|ok(?:ay)?)\b[\s,]*/i, '');
  if (UNSURE.test(t.split(/[,;.!?]/)[0]!)) return undefined;
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return undefined;
}
