import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/checklist';
import type { SharedReport } from '@shared/shares';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';

function report(overrides: Partial<SharedReport> = {}): SharedReport {
  return {
    vendor: 'Suncoast Windows',
    totalCost: '24850.00',
    zipCode: '33101',
    state: 'FL',
    quantities: '12 windows, 1 doors',
    scope: 'Replace 12 windows and 1 door',
    quoteType: 'windows',
    overallScore: 82,
    createdAt: '2026-11-22T11:55:00Z',
    expiresAt: '2026-12-22T11:55:00Z',
    checklistResults: CATEGORIES.map((c) => ({
      id: c.id,
      category: c.short,
      title: c.title,
      status: 'good',
      explanation: `${c.title} looks fine.`,
      evidence: [`Line about ${c.short}`],
    })),
    ...overrides,
  };
}

describe('shared report route', () => {
  it('shows the fields, the ten verdicts with evidence and the score, with no chat, file or edit controls', async () => {
    stubApi({ [`GET /api/shared/${TOKEN}`]: () => json(report()) });
    renderRoutes(`/shared/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Quote check report' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Suncoast Windows').length).toBeGreaterThan(0);
    expect(screen.getByText('$24,850')).toBeTruthy();
    expect(screen.getByText('33101 (FL)')).toBeTruthy();
    expect(screen.getByText('12 windows, 1 door')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quality Score' }).textContent).toContain('82');
    for (const c of CATEGORIES) {
      expect(screen.getByRole('heading', { name: c.title })).toBeTruthy();
      expect(screen.getByText(`“Line about ${c.short}”`)).toBeTruthy();
    }
    expect(screen.getByText(/This link works until Dec 22, 2026/)).toBeTruthy();
    expect(screen.queryByLabelText('Ask about your quote...')).toBeNull();
    expect(screen.queryByRole('link', { name: /Original/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Text|Edit|Share|Revoke/ })).toBeNull();
    expect(document.querySelector('a[href*="/api/"]')).toBeNull();
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('shows markup in a vendor name as text', async () => {
    stubApi({ [`GET /api/shared/${TOKEN}`]: () => json(report({ vendor: '<img src=x onerror="window.hacked=1">' })) });
    renderRoutes(`/shared/${TOKEN}`);
    expect(
      (await screen.findAllByText('<img src=x onerror="window.hacked=1">', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says the link has expired or was revoked when the server answers 404', async () => {
    stubApi({ [`GET /api/shared/${TOKEN}`]: () => json({ error: 'This link has expired or was revoked' }, 404) });
    renderRoutes(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was revoked' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Check your own quote' }).length).toBeGreaterThan(0);
  });

  it('tells a server failure apart from a dead link', async () => {
    stubApi({ [`GET /api/shared/${TOKEN}`]: () => json({ error: 'Something went wrong' }, 500) });
    renderRoutes(`/shared/${TOKEN}`);
    expect(
      await screen.findByText('Could not load this report. Please try again later.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
