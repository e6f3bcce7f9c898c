import { describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES, compareIdsSchema, compareQuerySchema, comparePath } from '@shared/compare.js';

const ID1 = 'a1b2c3d4-e5f6-4789-a012-3456789abcde';
const ID2 = 'b1b2c3d4-e5f6-4789-a012-3456789abcde';
const ID3 = 'c1b2c3d4-e5f6-4789-a012-3456789abcde';
const ID4 = 'd1b2c3d4-e5f6-4789-a012-3456789abcde';

function issue(query: unknown): string | undefined {
  const parsed = compareQuerySchema.safeParse(query);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('GET /api/compare ids', () => {
  it('takes 2 or 3 distinct quote ids separated by commas', () => {
    expect(compareQuerySchema.parse({ ids: `${ID1},${ID2}` })).toEqual({ ids: [ID1, ID2] });
    expect(compareQuerySchema.parse({ ids: ` ${ID1} , ${ID2},${ID3}` })).toEqual({ ids: [ID1, ID2, ID3] });
  });

  it('refuses a missing list, one id, four ids, a duplicate and a malformed id, each with its own message', () => {
    expect(issue({})).toBe(COMPARE_MESSAGES.missing);
    expect(issue({ ids: '' })).toBe(COMPARE_MESSAGES.missing);
    expect(issue({ ids: ID1 })).toBe(COMPARE_MESSAGES.tooFew);
    expect(issue({ ids: [ID1, ID2, ID3, ID4].join(',') })).toBe(COMPARE_MESSAGES.tooMany);
    expect(issue({ ids: `${ID1},${ID1}` })).toBe(COMPARE_MESSAGES.duplicate);
    expect(issue({ ids: `${ID1},../../etc/passwd` })).toBe(COMPARE_MESSAGES.invalidId);
    expect(issue({ ids: `${ID1},,${ID2}` })).toBe(COMPARE_MESSAGES.invalidId);
    expect(issue({ ids: `${ID1},${'x'.repeat(500)}` })).toBe(COMPARE_MESSAGES.tooMany);
  });

  it('refuses ids that are not text, or only spaces, as missing', () => {
    expect(issue({ ids: 5 })).toBe(COMPARE_MESSAGES.missing);
    expect(issue({ ids: [ID1, ID2] })).toBe(COMPARE_MESSAGES.missing);
    expect(issue({ ids: '   ' })).toBe(COMPARE_MESSAGES.missing);
    expect(issue(null)).toBe('Invalid input: expected object, received null');
  });

  it('reports one problem at a time, the count before the ids', () => {
    const parsed = compareIdsSchema.safeParse(`${ID1},x,y,z`);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([COMPARE_MESSAGES.tooMany]);
    expect(compareIdsSchema.parse(`${ID3} ,${ID1}`)).toEqual([ID3, ID1]);
  });

  it('builds the page address the web links to', () => {
    expect(comparePath([ID1, ID2])).toBe(`/compare?ids=${ID1},${ID2}`);
  });
});
