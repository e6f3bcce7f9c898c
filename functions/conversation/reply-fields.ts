/** Quote fields a chat message states, as a correction of the fields would take them. */
import { quantitiesText } from '@shared/text.js';
import { updateScopeSchema, type UpdateScopeRequest } from '@shared/validation.js';
import type { ReplyFields } from '../analysis/chat/restate.js';
import type { QuoteRecord } from '../quotes/quote-record.js';

/** The fields a reply states (a count alone keeps the other count); empty when one of them is invalid. */
export function fieldsFromReply(
  fields: Partial<ReplyFields>,
  record: Pick<QuoteRecord, 'quantities'>,
): UpdateScopeRequest {
  const raw: Record<string, unknown> = {};
  if (fields.zipCode) raw.zipCode = fields.zipCode;
  if (fields.totalCost) raw.totalCost = fields.totalCost;
  if (fields.vendor) raw.vendor = fields.vendor;
  if (fields.windows !== undefined || fields.doors !== undefined) {
    const current = /(\d+)\s*windows?,\s*(\d+)\s*doors?/i.exec(record.quantities ?? '');
    raw.quantities = quantitiesText(
      fields.windows ?? Number(current?.[1] ?? 0),
      fields.doors ?? Number(current?.[2] ?? 0),
    );
  }
  const parsed = updateScopeSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}
