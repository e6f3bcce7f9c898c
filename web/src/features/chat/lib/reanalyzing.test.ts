import { describe, expect, it } from 'vitest';
import { reanalyzingPhrase } from '@shared/checklist';
import type { ChatMessage } from '@shared/types';
import { categoryOf, isStillReanalyzing, reanalyzingNotices } from './reanalyzing';

const msg = (
  id: string,
  role: ChatMessage['role'],
  content: string,
  createdAt = '2026-11-22T12:00:00.000Z',
): ChatMessage => ({
  id,
  role,
  content,
  createdAt,
});

describe('reanalyzing', () => {
  it('finds the categories an assistant message re-analyzes, by short id, long id or title', () => {
    const messages = [
      msg('1', 'assistant', 'Welcome.'),
      msg(
        '2',
        'assistant',
        `${reanalyzingPhrase('pricing')} your new total...\n**Pricing Analysis: Good**\n${reanalyzingPhrase('hurricane_certification')} your answer...`,
        '2026-11-22T12:01:00.000Z',
      ),
      msg('3', 'user', `${reanalyzingPhrase('warranty')} me`),
      msg(
        '4',
        'assistant',
        'Re-analyzing Permits & Inspections based on your answer... and Re-analyzing **energy** based on it',
        '2026-11-22T12:02:00.000Z',
      ),
    ];
    expect(reanalyzingNotices(messages)).toEqual([
      { messageId: '2', categories: ['pricing', 'hurricane'], at: '2026-11-22T12:01:00.000Z' },
      { messageId: '4', categories: ['permits', 'energy'], at: '2026-11-22T12:02:00.000Z' },
    ]);
  });

  it('ignores fields that are not categories', () => {
    expect(reanalyzingNotices([msg('1', 'assistant', 'Re-analyzing everything based on nothing')])).toEqual([]);
    expect(categoryOf('Pricing Analysis')).toBe('pricing');
    expect(categoryOf('payment_terms')).toBe('payment');
    expect(categoryOf('colour')).toBeUndefined();
  });

  it('keeps a notice for 10 seconds', () => {
    const at = '2026-11-22T12:00:00.000Z';
    const t = Date.parse(at);
    expect(isStillReanalyzing(at, t + 9_999)).toBe(true);
    expect(isStillReanalyzing(at, t + 10_000)).toBe(false);
  });
});
