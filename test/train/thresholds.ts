/** How a trainer picks the least probability at which a learned value is shown. */

/**
 * The lowest threshold at which at most `allowedWrong` of the values shown are wrong: `decided` holds
 * each value's probability and whether it is right. A cut between two equal probabilities cannot be
 * made; 1 when no cut keeps the wrong values that few.
 */
export function chooseThreshold(decided: { p: number; right: boolean }[], allowedWrong: number): number {
  const sorted = [...decided].sort((a, b) => b.p - a.p);
  let wrong = 0;
  let best = 1;
  sorted.forEach((d, i) => {
    if (!d.right) wrong++;
    if (sorted[i + 1]?.p !== d.p && wrong <= allowedWrong) best = d.p;
  });
  return Math.round(best * 1e4) / 1e4;
}
