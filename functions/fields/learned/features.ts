/**
 * What the learned field scorer sees of a candidate: the rules' signals as yes/no features (never
 * their hand-set weights), where the value sits (x and y on the page, which page, type size and
 * weight), the words printed left of it, right of it and above it and the header of its table column
 * (hashed: an open vocabulary), how well it was read and how often it is printed. Features are named,
 * sparse and the same for every layout; the field-specific ones (a total's size against the other
 * amounts, a ZIP's role) are added by the field's own candidate list (field-candidates.ts).
 */
import { unsureWord } from '../../document/legibility.js';
import type { DocumentModel, Line } from '../../document/model.js';
import type { Word } from '../../extraction/document.js';
import type { Candidate, Place, Ranked } from '../candidates.js';
import { cellAt, confidenceOfRange, gapInLines, xOverlap } from '../layout.js';
import { hashed, type Features } from './linear-model.js';

/** Hash buckets per word zone: enough for the labels quotes use, small enough to keep the model file small. */
const BUCKETS = 1024;

/** Letters of a word as OCR may misread them ("T0TAL" → "total"); numbers become "#". */
export function wordsOf(text: string, max = 6): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[\s:;,|()[\]/]+/)) {
    if (!raw) continue;
    const letters = raw.replace(/[^a-z0-9$%&#@.-]/g, '');
    const digits = letters.replace(/[^0-9]/g, '').length;
    if (digits >= 2 || /^\$?\d/.test(letters)) {
      out.push(letters.includes('$') ? '#$' : '#');
      continue;
    }
    const word = letters
      .replace(/0/g, 'o')
      .replace(/1/g, 'l')
      .replace(/5/g, 's')
      .replace(/[^a-z$%&#@]/g, '');
    if (word) out.push(word);
  }
  return out.slice(0, max);
}

function addWords(f: Features, zone: string, words: string[]): void {
  for (const w of words) f[hashed(zone, w, BUCKETS)] = 1;
  if (!words.length) f[`${zone}:none`] = 1;
}

/** The line just above `line` on its page, when it is close enough to label it. */
function lineAbove(model: DocumentModel, line: Line): Line | null {
  const up = model.lines[line.index - 1];
  return up && up.page === line.page && gapInLines(up, line) <= 2.5 ? up : null;
}

/** The header of the table column a place falls in, if any. */
function columnHeader(model: DocumentModel, place: Place): string | null {
  for (const table of model.tables) {
    if (table.page !== place.line.page) continue;
    for (const row of table.rows) {
      if (!row.lines.includes(place.line.index)) continue;
      for (const [ci, cell] of row.cells.entries())
        if (cell?.spans.some((s) => s.line === place.line.index && s.start <= place.start && s.end >= place.end - 1))
          return table.columns[ci]!.header ?? '';
    }
  }
  return null;
}

/** The words of a line that cover characters [start, end) (none when the words do not line up with the text). */
function wordsIn(line: Line, place: Place): Word[] {
  const tokens = [...line.text.matchAll(/\S+/g)];
  const words = line.words.filter((w) => w.text.trim() !== '');
  if (tokens.length !== words.length) return [];
  return words.filter((_, i) => {
    const t = tokens[i]!;
    return t.index! < place.end && t.index! + t[0].length > place.start;
  });
}

/** Where a value sits and what is printed around it. */
export function placeFeatures(model: DocumentModel, place: Place, f: Features = {}): Features {
  const { line } = place;
  const cell = cellAt(line, place.start);
  const x0 = cell?.x0 ?? line.bbox.x0;
  const x1 = cell?.x1 ?? line.bbox.x1;
  const width = line.pageWidth || 1;
  const pages = model.pages.length ? Math.max(...model.pages.map((p) => p.page)) : line.page;
  const firstPage = model.lines[0]?.page ?? 1;
  f.x = Math.min(1, Math.max(0, x0 / width));
  f.xEnd = Math.min(1, Math.max(0, x1 / width));
  f.y = Math.min(1, Math.max(0, line.top));
  f[`yBand:${Math.min(4, Math.floor(line.top * 5))}`] = 1;
  f[`xBand:${Math.min(2, Math.floor((x0 / width) * 3))}`] = 1;
  if (line.page === firstPage) f.firstPage = 1;
  if (line.page === pages) f.lastPage = 1;
  f.pageIndex = Math.min(3, line.page - firstPage) / 3;
  const size = (cell?.size ?? line.size) / (model.medianSize || 10);
  f.size = Math.max(-1, Math.min(2, size - 1));
  if (size >= 1.15) f.bigger = 1;
  if (cell?.bold ?? line.bold) f.bold = 1;
  const confidence = (cell?.confidence ?? line.confidence) / 100;
  f.confidence = confidence;
  if (confidence < 0.7) f.lowConfidence = 1;
  // The least sure word of the value itself: one misread character is enough to make it wrong.
  const least = confidenceOfRange(line, place.start, place.end) / 100;
  f.leastConfidence = least;
  if (least < 0.6) f['leastConfidence<60'] = 1;
  else if (least < 0.8) f['leastConfidence<80'] = 1;
  const value = line.text.slice(place.start, place.end);
  if (model.ocr) {
    const unsure = wordsIn(line, place).filter(unsureWord).length;
    if (unsure) f[`unsureWords:${Math.min(2, unsure)}`] = 1;
  }
  if (/[A-Za-z][0-9]|[0-9][A-Za-z]/.test(value.replace(/\b\d+(?:st|nd|rd|th)\b/g, ''))) f.lettersAndDigits = 1;
  if (line.cells.length === 1) f.aloneOnLine = 1;
  if (cell && cell === line.cells.at(-1) && line.cells.length > 1) f.lastCell = 1;
  if (line.index === model.lines.length - 1 || model.lines[line.index + 1]?.page !== line.page) f.lastLineOfPage = 1;
  f.lineIndex = line.index / Math.max(1, model.lines.length - 1);
  const inCell = cell ? line.text.slice(cell.start, place.start) : '';
  addWords(f, 'label', wordsOf(inCell).slice(-4));
  const leftCell = cell ? line.cells[line.cells.indexOf(cell) - 1] : undefined;
  addWords(f, 'left', wordsOf(leftCell?.text ?? '').slice(-4));
  addWords(f, 'right', wordsOf(line.text.slice(place.end), 3));
  const up = lineAbove(model, line);
  const over = up?.cells.filter((c) => xOverlap(c, { x0, x1 }) > 0.2) ?? [];
  addWords(f, 'above', wordsOf(over.map((c) => c.text).join(' '), 4));
  const header = columnHeader(model, place);
  if (header !== null) {
    f.inTable = 1;
    addWords(f, 'column', wordsOf(header, 3));
  }
  return f;
}

/** The signals of a value (each by name, counted), its repeats, where its best reading sits. */
export function groupFeatures<T>(model: DocumentModel, group: Ranked<T>): Features {
  const f: Features = { bias: 1 };
  for (const s of group.signals) {
    f[`signal:${s.name}`] = Math.min(3, (f[`signal:${s.name}`] ?? 0) + 1);
    if (model.ocr) f[`ocrSignal:${s.name}`] = 1;
  }
  if (!group.signals.length) f['signal:none'] = 1;
  const repeats = Math.min(3, group.readings.length - 1);
  f[`repeats:${repeats}`] = 1;
  const read = Math.min(...group.readings.map((r: Candidate<T>) => r.readConfidence)) / 100;
  f.readConfidence = read;
  if (model.ocr) {
    f.ocr = 1;
    f.ocrReadConfidence = read;
  }
  if (group.best.place) placeFeatures(model, group.best.place, f);
  else f.noPlace = 1;
  return f;
}
