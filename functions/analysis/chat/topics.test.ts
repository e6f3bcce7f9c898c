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

  it('reads hurricane or rolling shutters as the hurricane item, not wooden, inside or decorative ones, nor a shutter maker', () => {
    expect(categoryMentioned('Are shutters enough here, or do we need impact glass?')).toBe('hurricane');
    expect(categoryMentioned('Should the inside shutters be oak or pine?')).not.toBe('hurricane');
    expect(categoryMentioned('We like painted shutters in a sage colour for the cottage.')).not.toBe('hurricane');
    expect(categoryMentioned('Would a local shutter maker build the new window frame too?')).not.toBe('hurricane');
  });

  it("does not read Lowe's, the store, as low-E glass", () => {
    expect(categoryMentioned("We ordered the patio door from Lowe's in December.")).not.toBe('energy');
    expect(categoryMentioned('Is low-E glass worth it?')).toBe('energy');
  });
});
