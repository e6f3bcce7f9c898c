/**
 * The content one page makes mupdf interpret, walked from the measured streams: its content streams,
 * annotation appearances and each form as often as it is drawn, and the tiles of its tiling patterns.
 */
import type * as mupdf from 'mupdf';
import { tooComplex } from './errors.js';
import { MAX_PAGE_CONTENT_BYTES, MAX_PATTERN_TILES } from './limits.js';
import { at, dictValues, nameOf, numberOf, rectOf, streamsOf } from './pdf-objects.js';
import type { StreamInfo } from './pdf-stream-sizes.js';

/**
 * The content one page makes mupdf interpret: its content streams, annotation appearances, and each
 * form as many times as it is drawn (memoised per form and resources, so a "billion laughs" of forms
 * drawing forms costs this walk no more than the number of forms).
 */
export class ContentWalk {
  maxTiles = 0;
  private readonly memo = new Map<string, number>();
  private readonly visiting = new Set<number>();
  private readonly checkedPatterns = new Set<string>();

  constructor(
    private readonly streams: Map<number, StreamInfo>,
    private readonly pageArea: number,
  ) {}

  page(page: mupdf.PDFObject, index: number): number {
    const resources = page.getInheritable('Resources');
    const owner = resources.isIndirect() ? `r${resources.asIndirect()}` : `page${index}`;
    let total = 0;
    for (const content of streamsOf(at(page, 'Contents'))) total = add(total, this.cost(content, resources, owner));
    const annots = at(page, 'Annots');
    for (let i = 0; annots.isArray() && i < annots.length && total <= MAX_PAGE_CONTENT_BYTES; i++) {
      const appearance = at(annots, i, 'AP', 'N');
      const states = appearance.isStream() ? [appearance] : dictValues(appearance).filter((v) => v.isStream());
      for (const stream of states) total = add(total, this.formCost(stream, resources, owner));
    }
    return total;
  }

  /** A form drawn once: with its own resources, or the drawer's when it has none. */
  private formCost(form: mupdf.PDFObject, resources: mupdf.PDFObject, owner: string): number {
    const own = at(form, 'Resources');
    if (own.isNull()) return this.cost(form, resources, owner);
    return this.cost(form, own, own.isIndirect() ? `r${own.asIndirect()}` : `f${form.asIndirect()}`);
  }

  private cost(stream: mupdf.PDFObject, resources: mupdf.PDFObject, owner: string): number {
    if (!stream.isIndirect()) return 0;
    const num = stream.asIndirect();
    const key = `${num}@${owner}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const info = this.streams.get(num);
    if (!info || this.visiting.has(num)) return 0; // not a stream, or a cycle (mupdf refuses those)
    this.checkPatterns(resources, owner);
    let total = info.decodedBytes;
    this.visiting.add(num);
    try {
      const xobjects = at(resources, 'XObject');
      for (const [name, times] of info.draws ?? []) {
        if (total > MAX_PAGE_CONTENT_BYTES) break;
        const drawn = at(xobjects, name);
        if (!drawn.isStream() || nameOf(at(drawn, 'Subtype')) !== 'Form') continue;
        total = add(total, times * this.formCost(drawn, resources, owner));
      }
      for (const pattern of dictValues(at(resources, 'Pattern'))) {
        if (total > MAX_PAGE_CONTENT_BYTES) break;
        if (pattern.isStream()) total = add(total, this.formCost(pattern, resources, owner));
      }
    } finally {
      this.visiting.delete(num);
    }
    this.memo.set(key, total);
    return total;
  }

  /** Tiling patterns: how many tiles it takes to fill the page, each one drawn when rendering. */
  private checkPatterns(resources: mupdf.PDFObject, owner: string): void {
    if (this.checkedPatterns.has(owner)) return;
    this.checkedPatterns.add(owner);
    for (const pattern of dictValues(at(resources, 'Pattern'))) {
      if (numberOf(at(pattern, 'PatternType')) !== 1) continue;
      const xStep = Math.abs(numberOf(at(pattern, 'XStep')) ?? 0);
      const yStep = Math.abs(numberOf(at(pattern, 'YStep')) ?? 0);
      const m = rectOf(at(pattern, 'Matrix'), 6) ?? [1, 0, 0, 1, 0, 0];
      const tile = xStep * yStep * Math.abs(m[0]! * m[3]! - m[1]! * m[2]!);
      const tiles = tile > 0 ? this.pageArea / tile : Infinity;
      if (tiles > MAX_PATTERN_TILES)
        throw tooComplex(`a tiling pattern needs ${Math.round(tiles)} tiles to fill the page`);
      this.maxTiles = Math.max(this.maxTiles, Math.round(tiles));
    }
  }
}

function add(a: number, b: number): number {
  return Math.min(a + b, MAX_PAGE_CONTENT_BYTES + 1);
}
