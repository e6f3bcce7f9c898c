import { describe, expect, it } from 'vitest';
import { isAdminViewOfOthers } from './viewer';

describe('isAdminViewOfOthers', () => {
  const admin = { id: 'boss', role: 'admin' as const };
  it("is true for an admin on a homeowner's or a guest's quote, false on their own", () => {
    expect(isAdminViewOfOthers({ userId: 'u1' }, admin)).toBe(true);
    expect(isAdminViewOfOthers({ userId: null }, admin)).toBe(true);
    expect(isAdminViewOfOthers({ userId: 'boss' }, admin)).toBe(false);
  });
  it('is false for homeowners and guests', () => {
    expect(isAdminViewOfOthers({ userId: 'u1' }, { id: 'u1', role: 'user' })).toBe(false);
    expect(isAdminViewOfOthers({ userId: null }, null)).toBe(false);
  });
});
