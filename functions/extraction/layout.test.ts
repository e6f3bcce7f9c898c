import { describe, expect, it } from 'vitest';
import { segmentsToLines, type Segment } from './layout.js';

/** A run of text at x with the given baseline, 5 units per character, font size 10. */
function run(text: string, x: number, baseline: number, size = 10): Segment {
  const width = text.length * 5;
  const bbox = { x0: x, y0: baseline - size * 0.8, x1: x + width, y1: baseline + size * 0.2 };
  return { text, bbox, baseline, size, words: text.split(/\s+/).map((w) => ({ text: w, bbox, confidence: 100 })) };
}

describe('segmentsToLines', () => {
  it('joins table cells that come as separate runs on one baseline, with two spaces between cells', () => {
    const lines = segmentsToLines(
      [run('Total', 420, 100.4), run('Description', 50, 100), run('Qty', 300, 100.2), run('Unit price', 340, 99.8)],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['Description  Qty  Unit price  Total']);
    expect(lines[0]).toMatchObject({ page: 1, confidence: 100, bbox: { x0: 50, x1: 445 } });
    expect(lines[0]!.words.map((w) => w.text)).toEqual(['Description', 'Qty', 'Unit', 'price', 'Total']);
  });

  it('orders lines top to bottom and runs left to right', () => {
    const lines = segmentsToLines(
      [run('second line', 50, 130), run('right', 300, 110), run('left', 50, 110.5), run('first', 50, 90)],
      2,
    );
    expect(lines.map((l) => l.text)).toEqual(['first', 'left  right', 'second line']);
  });

  it('keeps runs on neighbouring baselines apart', () => {
    const lines = segmentsToLines([run('upper', 50, 100), run('lower', 300, 106)], 1);
    expect(lines.map((l) => l.text)).toEqual(['upper', 'lower']);
  });

  it('joins runs split inside a word without a space, and close runs with one space', () => {
    const lines = segmentsToLines([run('Win', 50, 100), run('dow', 65.5, 100), run('Co.', 85, 100)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Window Co.']);
  });

  it('does not merge runs that overlap horizontally (superimposed text)', () => {
    const lines = segmentsToLines([run('$1,200.00', 400, 100), run('$1,250.00', 402, 101)], 1);
    expect(lines).toHaveLength(2);
  });

  it('ignores empty runs and gives the mean word confidence', () => {
    const a = run('ABC', 50, 100);
    const b = { ...run('DEF', 200, 100), words: [{ text: 'DEF', bbox: run('DEF', 200, 100).bbox, confidence: 50 }] };
    a.words[0]!.confidence = 90;
    const lines = segmentsToLines([a, b, run('   ', 300, 100)], 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.confidence).toBe(70);
  });
});
