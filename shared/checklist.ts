/**
 * The 10-point checklist (spec section 3): categories with their short and long ids, rating values and
 * their labels, and the score bands the web and the admin show. One source for server and client.
 */
export const CATEGORIES = [
  { short: 'pricing', id: 'pricing_analysis', title: 'Pricing Analysis' },
  { short: 'hurricane', id: 'hurricane_certification', title: 'Hurricane Certification' },
  { short: 'energy', id: 'energy_efficiency', title: 'Energy Efficiency' },
  { short: 'warranty', id: 'warranty_terms', title: 'Warranty Terms' },
  { short: 'materials', id: 'material_quality', title: 'Material Quality' },
  { short: 'removal', id: 'removal_disposal', title: 'Removal & Disposal' },
  { short: 'repairs', id: 'structural_repairs', title: 'Structural Repairs' },
  { short: 'permits', id: 'permits_inspections', title: 'Permits & Inspections' },
  { short: 'finish', id: 'finish_work', title: 'Finish Work' },
  { short: 'payment', id: 'payment_terms', title: 'Payment Terms' },
] as const;

export type CategoryShortId = (typeof CATEGORIES)[number]['short'];
export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_SHORT_IDS = CATEGORIES.map((c) => c.short) as CategoryShortId[];

export function categoryByShort(short: CategoryShortId): (typeof CATEGORIES)[number] {
  return CATEGORIES.find((c) => c.short === short)!;
}

/** Accepts either id ('pricing' or 'pricing_analysis'). */
export function findCategory(id: string): (typeof CATEGORIES)[number] | undefined {
  return CATEGORIES.find((c) => c.short === id || c.id === id);
}

export const RATINGS = [
  'good',
  'average',
  'bad',
  'unknown_discuss',
  'unknown_vendor',
  'not_provided',
  'not_applicable',
] as const;
export type Rating = (typeof RATINGS)[number];

/** Spec section 3: labels of the rating values; not_applicable shows no label; anything else 'Unknown'. */
const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  average: 'Average',
  bad: 'Poor',
  unknown_discuss: 'Need Info',
  unknown_vendor: 'Not Provided',
  not_provided: 'Not Provided',
  not_applicable: '',
};

export function ratingLabel(status: string): string {
  return (RATING_LABELS as Record<string, string>)[status] ?? 'Unknown';
}

/** Quality score colour: green at 80 or above, yellow at 60 or above, else red. */
export function scoreBand(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Admin score labels: 80 Excellent, 60 Good, 40 Fair, else Poor. */
export function adminScoreLabel(score: number): 'Excellent' | 'Good' | 'Fair' | 'Poor' {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Fair';
  return 'Poor';
}

/** The chat embeds quick-question buttons as a JSON list between these two tokens (spec section 2). */
export const QUICK_QUESTIONS_START = '[[QUICK_QUESTIONS]]';
export const QUICK_QUESTIONS_END = '[[/QUICK_QUESTIONS]]';

/** The phrase that marks a category as being re-checked in the UI for 10 seconds. */
export function reanalyzingPhrase(field: string): string {
  return `Re-analyzing ${field} based on`;
}
