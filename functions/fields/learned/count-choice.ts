/**
 * Which counts are shown, the rules' or the learned: the policies a count model can be trained with,
 * and the one its file names (chosen by grouped cross-validation when it was trained).
 *   learned                 the learned counts when confident, else none;
 *   learned-else-rules      the learned counts when confident, else the rules';
 *   learned-vetoes-rules    the learned counts when confident; else the rules' when the learned agree
 *                           with them or find nothing; else none (a disagreement is left to the homeowner);
 *   rules-else-learned      the rules' counts, else the learned counts when confident;
 *   agreed                  the counts where the rules and the confident learned counts agree, else none
 *                           (two readings of different make agreeing is the surest sign of a right count);
 *   rules                   the rules' counts alone (the learned counts measured no better).
 */
export const COUNT_POLICIES = [
  'rules',
  'learned',
  'learned-else-rules',
  'learned-vetoes-rules',
  'rules-else-learned',
  'agreed',
] as const;
export type CountPolicy = (typeof COUNT_POLICIES)[number];

export interface CountReading {
  windows: number | null;
  doors: number | null;
  confidence: number;
}

export type CountChoice = 'learned' | 'rules' | 'none';

function found(r: CountReading): boolean {
  return r.windows !== null && r.doors !== null;
}

export function chooseCounts(
  policy: CountPolicy,
  rules: CountReading,
  learned: CountReading,
  threshold: number,
): CountChoice {
  const sure = found(learned) && learned.confidence >= threshold;
  const agree = learned.windows === rules.windows && learned.doors === rules.doors;
  // Where a policy falls back on the rules it takes their reading as it is, a partial one included
  // (doors counted, windows unclear): the rules say why the rest is left to the homeowner.
  switch (policy) {
    case 'learned':
      return sure ? 'learned' : 'none';
    case 'learned-else-rules':
      return sure ? 'learned' : 'rules';
    case 'learned-vetoes-rules':
      if (sure) return 'learned';
      return !found(rules) || agree || !found(learned) ? 'rules' : 'none';
    case 'rules':
      return 'rules';
    case 'rules-else-learned':
      return found(rules) || !sure ? 'rules' : 'learned';
    case 'agreed':
      return sure && found(rules) && agree ? 'rules' : 'none';
  }
}
