import type { DocumentModel } from '../../document/model.js';
import type { DocumentFacts } from './check-reading.js';
import { searchableLines } from './evidence.js';
import { totalFit } from './total-fit.js';

/** What the checks read from the document: its lines and its arithmetic. */
export function documentFacts(model: DocumentModel): DocumentFacts {
  return { lines: searchableLines(model.lines.map((l) => l.text)), totalFits: totalFit(model) };
}
