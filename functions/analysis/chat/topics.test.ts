import { describe, expect, it } from 'vitest';
import { categoryMentioned } from './topics.js';

describe('categoryMentioned: the checklist item a question names', () => {
  it('reads storms, storm damage and storm panels as the hurricane item', () => {
    expect(categoryMentioned('Will these windows hold up in a storm?')).toBe('hurricane');
    expect(categoryMentioned('Are storm panels enough protection here?')).toBe('hurricane');
  });

  it('does not read storm windows or storm doors, added panes and doors for draughts, as storm protection', () => {
    expect(categoryMentioned('The contractor put up storm windows and they are hard to open.')).not.toBe('hurricane');
    expect(categoryMentioned('Is a storm door worth adding to the back entry?')).not.toBe('hurricane');
    expect(categoryMentioned('Do storm-window inserts help?')).not.toBe('hurricane');
  });

  it("does not read Lowe's, the store, as low-E glass", () => {
    expect(categoryMentioned("We ordered the patio door from Lowe's in December.")).not.toBe('energy');
    expect(categoryMentioned('Is low-E glass worth it?')).toBe('energy');
  });
});
