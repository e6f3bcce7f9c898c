/**
 * The quote's text as the rules read it: one string with line breaks folded (so a term that wraps onto
 * the next line still matches) and a way back from a match to the printed line(s), which become evidence.
 */
import { truncate } from '@shared/text.js';

const MAX_EVIDENCE_LINES = 3;
const MAX_EVIDENCE_CHARS = 220;

export interface Match {
  text: string;
  groups: string[];
  /** The printed line(s) the match sits on. */
  evidence: string;
  index: number;
}

export class QuoteText {
  readonly lines: string[];
  /** All lines joined with single spaces. */
  readonly flat: string;
  private readonly starts: number[];

  constructor(text: string) {
    this.lines = text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    this.starts = [];
    let at = 0;
    for (const line of this.lines) {
      this.starts.push(at);
      at += line.length + 1;
    }
    this.flat = this.lines.join(' ');
  }

  has(re: RegExp): boolean {
    return new RegExp(re.source, re.flags.replace('g', '')).test(this.flat);
  }

  /** Every match of `re` (case-insensitive unless the pattern says otherwise), in reading order. */
  matches(re: RegExp): Match[] {
    const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
    const out: Match[] = [];
    for (const m of this.flat.matchAll(new RegExp(re.source, flags))) {
      out.push({
        text: m[0],
        groups: m.slice(1).map((g) => g ?? ''),
        evidence: this.lineAround(m.index!, m[0].length),
        index: m.index!,
      });
    }
    return out;
  }

  first(re: RegExp): Match | null {
    return this.matches(re)[0] ?? null;
  }

  /** The printed lines matching any of the patterns, deduplicated, at most three. */
  evidence(...patterns: RegExp[]): string[] {
    const found: string[] = [];
    for (const re of patterns) {
      for (const m of this.matches(re)) {
        const line = m.evidence.replace(/…$/, '');
        if (found.some((f) => f.replace(/…$/, '').includes(line))) continue;
        // A longer span that contains lines already found replaces them.
        for (let i = found.length - 1; i >= 0; i--) if (line.includes(found[i]!.replace(/…$/, ''))) found.splice(i, 1);
        found.push(m.evidence);
      }
    }
    return found.slice(0, MAX_EVIDENCE_LINES);
  }

  /** The line where a paragraph labelled like "Warranty:" starts, with what follows on the next lines. */
  section(label: RegExp): Match | null {
    const re = new RegExp(
      `(?:^|\\s)(?:${label.source})\\s*:\\s*(.{0,400}?)(?=\\s(?:[A-Z][A-Za-z/&' ]{2,30}):\\s|$)`,
      'i',
    );
    return this.first(re);
  }

  private lineAround(index: number, length: number): string {
    let first = 0;
    while (first + 1 < this.starts.length && this.starts[first + 1]! <= index) first++;
    let last = first;
    while (last + 1 < this.starts.length && this.starts[last + 1]! < index + length) last++;
    const text = this.lines.slice(first, last + 1).join(' ');
    return truncate(text, MAX_EVIDENCE_CHARS);
  }
}
