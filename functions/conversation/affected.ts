/** Which checklist items a change can move: only these are re-analysed. */
import type { CategoryShortId } from '@shared/checklist.js';
import type { EditableField } from '@shared/validation.js';
import type { AnswerKey, FieldKey } from '../analysis/types.js';

const LOCATION: CategoryShortId[] = ['pricing', 'hurricane', 'energy', 'permits', 'payment'];

const BY_FIELD: Record<EditableField | FieldKey, CategoryShortId[]> = {
  vendor: ['pricing'],
  totalCost: ['pricing', 'payment', 'permits'],
  zipCode: LOCATION,
  customerZip: LOCATION,
  projectAddress: LOCATION,
  quantities: ['pricing', 'energy'],
  scope: ['pricing'],
  scopeOfWork: [],
};

const BY_ANSWER: Record<AnswerKey, CategoryShortId[]> = {
  nearCoast: ['hurricane'],
  impactApproved: ['hurricane'],
  builtBefore1978: ['removal'],
  removalIncluded: ['removal'],
  permitsByContractor: ['permits'],
  depositPercent: ['payment'],
  laborWarrantyYears: ['warranty'],
  productWarranty: ['warranty'],
  productLine: ['materials'],
  priceIncludesEverything: ['pricing'],
  rotRepairTerms: ['repairs'],
  finishIncluded: ['finish'],
  lowEGas: ['energy'],
  uFactor: ['energy'],
  shgc: ['energy'],
};

export function affectedCategories(fields: string[], answers: string[]): CategoryShortId[] {
  const out = new Set<CategoryShortId>();
  for (const f of fields) for (const c of BY_FIELD[f as EditableField] ?? []) out.add(c);
  for (const a of answers) for (const c of BY_ANSWER[a as AnswerKey] ?? []) out.add(c);
  return [...out];
}

export const FIELD_LABELS: Record<string, string> = {
  vendor: 'vendor name',
  totalCost: 'total price',
  zipCode: 'ZIP code',
  customerZip: 'customer ZIP code',
  projectAddress: 'project address',
  quantities: 'quantities',
  scope: 'scope',
  scopeOfWork: 'scope of work',
};
