/** Admin score labels (spec section 9): 80 Excellent, 60 Good, 40 Fair, else Poor. */
export function scoreLabel(score: number): 'Excellent' | 'Good' | 'Fair' | 'Poor' {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Fair';
  return 'Poor';
}
