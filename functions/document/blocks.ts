/**
 * Blocks: cells stacked in one column with ordinary line spacing. Two columns printed side by side
 * (a customer block beside a job-site block, a scope beside a price summary) stay apart, so a
 * paragraph or an address reads in its own order.
 */
import { unionBoxes } from '../extraction/layout.js';
import type { Block, Cell, Line } from './model.js';

/** Two stacked cells are one block when the gap between them is at most this many font sizes... */
const MAX_GAP_SIZES = 0.9;
/** ...their sizes differ by at most this factor... */
const MAX_SIZE_RATIO = 1.8;
/** ...and they overlap by at least this share of the narrower one. */
const MIN_OVERLAP = 0.5;
/** Look this many lines down for the cell below (a line of the other column may come between). */
const LOOK_DOWN = 3;

function overlap(a: Cell, b: Cell): number {
  const shared = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return shared / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
}

interface Ref {
  line: number;
  cell: number;
}

/** The cell right below `ref` in its column, if the two read as one block. */
function below(lines: Line[], ref: Ref): Ref | null {
  const line = lines[ref.line]!;
  const cell = line.cells[ref.cell]!;
  for (let k = ref.line + 1; k < lines.length && k <= ref.line + LOOK_DOWN; k++) {
    const next = lines[k]!;
    if (next.page !== line.page) return null;
    const gap = next.bbox.y0 - line.bbox.y1;
    const candidates = next.cells.map((c, i) => ({ c, i, o: overlap(cell, c) })).filter((x) => x.o > 0);
    if (candidates.length === 0) continue;
    const best = candidates.sort((a, b) => b.o - a.o)[0]!;
    const size = Math.min(cell.size, best.c.size);
    const ratio = Math.max(cell.size, best.c.size) / Math.max(0.1, size);
    if (best.o < MIN_OVERLAP || gap > MAX_GAP_SIZES * size || ratio > MAX_SIZE_RATIO) return null;
    return { line: k, cell: best.i };
  }
  return null;
}

/** Groups cells into blocks; sets each cell's `block` and returns the blocks in reading order. */
export function buildBlocks(lines: Line[]): Block[] {
  const key = (r: Ref) => `${r.line}:${r.cell}`;
  const down = new Map<string, Ref>();
  const up = new Map<string, Ref>();
  for (const line of lines) {
    line.cells.forEach((_, cell) => {
      const from = { line: line.index, cell };
      const to = below(lines, from);
      if (!to) return;
      // Mutual best: a wide line under two narrow cells joins at most one of them.
      const taken = up.get(key(to));
      if (taken) {
        const a = lines[taken.line]!.cells[taken.cell]!;
        const b = line.cells[cell]!;
        const target = lines[to.line]!.cells[to.cell]!;
        if (overlap(a, target) >= overlap(b, target)) return;
        down.delete(key(taken));
      }
      down.set(key(from), to);
      up.set(key(to), from);
    });
  }
  const blocks: Block[] = [];
  for (const line of lines) {
    line.cells.forEach((cell, index) => {
      if (cell.block >= 0) return;
      const parts: Ref[] = [];
      let at: Ref | undefined = { line: line.index, cell: index };
      while (at) {
        parts.push(at);
        lines[at.line]!.cells[at.cell]!.block = blocks.length;
        at = down.get(key(at));
      }
      const cells = parts.map((p) => lines[p.line]!.cells[p.cell]!);
      blocks.push({
        index: blocks.length,
        page: line.page,
        bbox: unionBoxes(
          parts.map((p, i) => ({
            x0: cells[i]!.x0,
            x1: cells[i]!.x1,
            y0: lines[p.line]!.bbox.y0,
            y1: lines[p.line]!.bbox.y1,
          })),
        ),
        parts,
        text: cells.map((c) => c.text).join('\n'),
      });
    });
  }
  return blocks;
}
