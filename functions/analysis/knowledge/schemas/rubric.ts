/** rubric.json: rubric.md §0 (points, weights, caps) and the chat questions per category (§1–§10). */
import * as z from '@shared/zod.js';
import { fileHeader, text } from './common.js';

const points = z.number().check(z.gte(0), z.lte(100));

const ratingPoints = z.strictObject({
  good: points,
  average: points,
  bad: points,
  unknown_discuss: points,
  unknown_vendor: points,
  not_provided: points,
});
export type RatingPoints = z.infer<typeof ratingPoints>;

export const rubricSchema = z.strictObject({
  ...fileHeader,
  points: ratingPoints,
  /** By short category id; sums to 100. */
  weights: z.record(z.string(), z.number().check(z.positive())),
  caps: z.strictObject({ statutoryPaymentOrHurricanePoor: points, threeOrMorePoor: points }),
  /** By short category id: the questions the chat asks when the category needs information. */
  questions: z.record(z.string(), z.array(text).check(z.minLength(1))),
  /** The 20 questions to ask a contractor (rubric §11). */
  contractorQuestions: z.array(text),
});
export type RubricKnowledge = z.infer<typeof rubricSchema>;
