import { describe, expect, it } from 'vitest';
import {
  countList,
  joinSentences,
  listAnd,
  looksCut,
  markCut,
  nounFor,
  plural,
  quantitiesText,
  sentence,
  tidy,
  truncate,
  verbFor,
} from './text.js';

describe('counts', () => {
  it('writes one of a thing in the singular and any other number in the plural', () => {
    expect(plural(1, 'window')).toBe('1 window');
    expect(plural(2, 'window')).toBe('2 windows');
    expect(plural(0, 'door')).toBe('0 doors');
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(3, 'person', 'people')).toBe('3 people');
    expect(nounFor(1, 'item')).toBe('item');
    expect(nounFor(10, 'item')).toBe('items');
  });

  it('lists counts: "10 windows, 1 door", dropping zeros when asked', () => {
    expect(
      countList([
        [10, 'window'],
        [1, 'door'],
      ]),
    ).toBe('10 windows, 1 door');
    expect(
      countList(
        [
          [0, 'window'],
          [2, 'door'],
        ],
        { dropZero: true },
      ),
    ).toBe('2 doors');
    expect(quantitiesText(1, 0)).toBe('1 window, 0 doors');
    expect(quantitiesText(9, 1)).toBe('9 windows, 1 door');
  });

  it('makes the verb agree with its count: "1 of 10 items looks good", "3 of 10 items look good"', () => {
    const line = (good: number) => `${good} of ${plural(10, 'item')} ${verbFor(good, 'looks', 'look')} good`;
    expect(line(1)).toBe('1 of 10 items looks good');
    expect(line(3)).toBe('3 of 10 items look good');
  });

  it('joins a list with commas and a final "and"', () => {
    expect(listAnd([])).toBe('');
    expect(listAnd(['permits'])).toBe('permits');
    expect(listAnd(['trim', 'permits', 'disposal'])).toBe('trim, permits and disposal');
  });
});

describe('truncate', () => {
  it('keeps a text that fits as it is (spaces folded)', () => {
    expect(truncate('Replace 8 windows', 60)).toBe('Replace 8 windows');
    expect(truncate('  Replace\n8   windows ', 60)).toBe('Replace 8 windows');
  });

  it('cuts at a word boundary with an ellipsis, never inside a word', () => {
    const text = 'new exterior trim stop, shims and low-expansion foam insulation';
    for (let max = 12; max < text.length; max++) {
      const cut = truncate(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      const kept = cut.slice(0, -1);
      // What is kept is whole words of the text: the next character of the text is a space or punctuation.
      expect(text.startsWith(kept)).toBe(true);
      expect(text[kept.length]).toMatch(/[\s,]/);
    }
    expect(truncate(text, 40)).toBe('new exterior trim stop, shims and…');
  });

  it('drops the punctuation before the cut', () => {
    expect(truncate('Deposit 50%, balance on completion of the work', 14)).toBe('Deposit 50%…');
  });

  it('cuts inside a word only when one word is longer than the room', () => {
    expect(truncate('Supercalifragilistic', 8)).toBe('Superca…');
  });
});

describe('markCut', () => {
  it('marks a line that stops mid-clause and drops a word split at its hyphen', () => {
    expect(looksCut('shims and low-')).toBe(true);
    expect(looksCut('balance due on completion of')).toBe(true);
    expect(looksCut('Permit included')).toBe(false);
    expect(markCut('new exterior trim stop, shims and low-')).toBe('new exterior trim stop, shims and…');
    expect(markCut('Glass: Dual pane Low-E with argon,')).toBe('Glass: Dual pane Low-E with argon…');
    expect(markCut('Permits included.')).toBe('Permits included.');
  });
});

describe('sentences', () => {
  it('never doubles a full stop, keeps an ellipsis and ends once', () => {
    expect(tidy('foam insulation.. Glass')).toBe('foam insulation. Glass');
    expect(tidy('Analyzing...')).toBe('Analyzing...');
    expect(tidy('shims and…. Glass')).toBe('shims and… Glass');
    expect(sentence('Permit included')).toBe('Permit included.');
    expect(sentence('Permit included.')).toBe('Permit included.');
    expect(sentence('Is it included?')).toBe('Is it included?');
    expect(sentence('within the norm (one third)')).toBe('within the norm (one third).');
  });

  it('leaves no ",)", "( " or empty brackets', () => {
    expect(tidy('entry door (fiberglass, 36" x 80",)')).toBe('entry door (fiberglass, 36" x 80")');
    expect(tidy('entry door ( fiberglass )')).toBe('entry door (fiberglass)');
    expect(tidy('entry door () with glass , argon')).toBe('entry door with glass, argon');
  });

  it('joins parts into sentences, leaving out the empty ones', () => {
    expect(joinSentences(['Removal: haul away.', null, '', 'Permits: included', false])).toBe(
      'Removal: haul away. Permits: included.',
    );
  });
});
