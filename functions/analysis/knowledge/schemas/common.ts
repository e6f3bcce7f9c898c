/**
 * What every knowledge file shares: its header (version, check date, basis, sources) and the small
 * value schemas the files are made of. Schemas are strict: an unknown key is an error, so a misspelt
 * field cannot pass silently.
 */
import { ZIP5 } from '@shared/zip.js';
import * as z from '@shared/zod.js';

export const sourceIds = z.array(z.string().check(z.minLength(1)));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date (YYYY-MM-DD)'));
export const zip5 = z.string().check(z.regex(ZIP5, 'expected a 5-digit ZIP'));
export const zip3 = z.string().check(z.regex(/^\d{3}$/, 'expected a 3-digit ZIP prefix'));
export const money = z.number().check(z.nonnegative());
export const range = z.tuple([z.number(), z.number()]).check(z.refine(([a, b]) => a <= b, 'range low is above high'));
export const text = z.string().check(z.minLength(1));
export const stateCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'expected a 2-letter state code'));

const httpUrl = z.string().check(z.regex(/^https?:\/\/\S+$/, 'expected an http(s) address'));

export const sourceSchema = z.strictObject({
  /** Short id used by the entries ("HA", "BEA", "CA1"). */
  id: z.string().check(z.regex(/^[A-Z][A-Z0-9]*$/, 'expected an upper-case source id')),
  title: text,
  /** The main address; further addresses of the same source go in `also`. */
  url: httpUrl,
  /** Added: further addresses of the same source (mirrors, companion pages). */
  also: z.optional(z.array(httpUrl)),
  /** Added: how the source was read (secondary copy, file used), when the domain note says so. */
  note: z.optional(text),
});
export type Source = z.infer<typeof sourceSchema>;

/** Every data file starts with these members (spread into each file's schema). */
export const fileHeader = {
  /** Bumped on every change of the data: "2026.11.1". */
  version: z.string().check(z.regex(/^\d{4}\.\d{1,2}\.\d+$/, 'expected a version like 2026.11.1')),
  /** ISO date the facts were last checked against the sources. */
  checkedOn: isoDate,
  /** The domain note this file encodes, e.g. "shared/domain/pricing.md §9". */
  basis: text,
  sources: z.array(sourceSchema),
  /**
   * Added: which numbers and rules in this file are our heuristics ([H] in the domain notes) rather than
   * facts from a source, and any choice made while encoding them.
   */
  notes: z.optional(z.array(text)),
  /**
   * Added: source ids for the members whose type has no `sources` field, keyed by member name
   * (e.g. `{ "zip3Zones": ["ZONES"] }`).
   */
  citations: z.optional(z.record(z.string(), sourceIds)),
};

export const knowledgeFileSchema = z.strictObject(fileHeader);
/** The header every data file starts with. */
export type KnowledgeFile = z.infer<typeof knowledgeFileSchema>;
