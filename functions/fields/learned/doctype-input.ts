/** The classifier's input from a read document: its lines (headings marked by type size and weight) and what the count reader found. */
import type { DocumentModel } from '../../document/model.js';
import type { QuantityResult } from '../quantities.js';
import type { DoctypeInput } from './doctype-features.js';

export function doctypeInput(doc: DocumentModel, vendor: string | null, quantities: QuantityResult): DoctypeInput {
  const size = doc.medianSize || 0;
  const lines = doc.lines.map((l) => ({
    text: l.text,
    heading: (size > 0 && l.size >= size * 1.2) || (l.bold && l.text.trim().split(/\s+/).length <= 6),
  }));
  const seen = (kind: 'window' | 'door') =>
    quantities.units.some((u) => u.kind === kind) || quantities.stated.some((st) => st.kind === kind);
  return {
    text: doc.lines.map((l) => l.text).join('\n'),
    lines,
    vendor,
    windows: quantities.windows,
    doors: quantities.doors,
    seen: { windows: seen('window'), doors: seen('door') },
    unitLines: quantities.units.length,
  };
}
