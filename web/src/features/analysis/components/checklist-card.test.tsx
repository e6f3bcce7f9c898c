import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChecklistResult } from '@shared/types';
import '@/testing/test-utils';
import { ChecklistCard } from './checklist-card';

const result = (overrides: Partial<ChecklistResult>): ChecklistResult => ({
  id: 'pricing_analysis',
  category: 'pricing',
  title: 'Pricing Analysis',
  status: 'good',
  explanation: 'Fair for 12 windows in Miami.',
  ...overrides,
});

describe('10-Point Quality Assessment', () => {
  it('shows title, rating badge, explanation and quoted evidence', () => {
    render(<ChecklistCard results={[result({ evidence: ['Total: $24,850'] })]} isReanalyzing={() => false} />);
    expect(screen.getByRole('heading', { name: '10-Point Quality Assessment' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pricing Analysis' })).toBeTruthy();
    expect(screen.getByText('Good')).toBeTruthy();
    expect(screen.getByText('Fair for 12 windows in Miami.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Evidence for Pricing Analysis' })).getByText('“Total: $24,850”'),
    ).toBeTruthy();
  });

  it('quotes only the lines of the quote: what the homeowner said, an edit and silence are notes', () => {
    render(
      <ChecklistCard
        results={[
          result({
            id: 'energy_efficiency',
            title: 'Energy Efficiency',
            evidence: [
              'You said: Low-E glass with argon (28 Nov 2026)',
              'You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026.',
              'As read from the photo: PAYMENT …: CASH ONLY',
              'The quote does not mention the glass.',
              'Dual pane insulated glass',
            ],
          }),
        ]}
        isReanalyzing={() => false}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Evidence for Energy Efficiency' }));
    const items = list.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'You said: Low-E glass with argon (28 Nov 2026)',
      'You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026.',
      'As read from the photo: “PAYMENT …: CASH ONLY”',
      'The quote does not mention the glass.',
      '“Dual pane insulated glass”',
    ]);
  });

  it('shows the figures an explanation marks with double asterisks in bold', () => {
    render(
      <ChecklistCard
        results={[result({ explanation: '**$1,038 per window**; fair range $900-1,400.' })]}
        isReanalyzing={() => false}
      />,
    );
    expect(screen.getByText('$1,038 per window').tagName).toBe('STRONG');
    expect(screen.queryByText(/\*\*/)).toBeNull();
  });

  it('labels ratings, shows no label for not applicable, and a default explanation', () => {
    render(
      <ChecklistCard
        results={[
          result({ id: 'a', title: 'A', status: 'bad' }),
          result({ id: 'b', title: 'B', status: 'unknown_discuss' }),
          result({ id: 'c', title: 'C', status: 'not_applicable', explanation: '' }),
          result({ id: 'd', title: 'D', status: 'weird' }),
        ]}
        isReanalyzing={() => false}
      />,
    );
    expect(screen.getByText('Poor')).toBeTruthy();
    expect(screen.getByText('Need Info')).toBeTruthy();
    expect(screen.getByText('Unknown')).toBeTruthy();
    const notApplicable = screen.getByRole('heading', { name: 'C' }).closest('li')!;
    expect(within(notApplicable).queryByText(/./, { selector: '.MuiChip-label' })).toBeNull();
    expect(within(notApplicable).getByText('Analysis pending...')).toBeTruthy();
  });

  it('lists the ten categories as pending before the analysis', () => {
    render(<ChecklistCard results={[]} isReanalyzing={() => false} />);
    expect(screen.getAllByText('Analysis pending...')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Payment Terms' })).toBeTruthy();
  });

  it('explains a MODIFIED badge on hover with the latest changes', async () => {
    const history = ['one', 'two', 'three', 'four'].map((reason, i) => ({
      date: `2026-11-0${i + 1}T12:00:00Z`,
      reason,
    }));
    render(
      <ChecklistCard
        results={[result({ modified: true, modificationHistory: history })]}
        isReanalyzing={() => false}
      />,
    );
    fireEvent.mouseOver(screen.getByText('MODIFIED'));
    const tooltip = await screen.findByRole('tooltip');
    const lines = within(tooltip)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^four/);
    expect(lines[2]).toMatch(/^two/);
    expect(lines[3]).toBe('... and 1 more changes');
  });

  it('shows the re-analysis spinner on the items being re-checked', () => {
    render(
      <ChecklistCard
        results={[result({}), result({ id: 'payment_terms', category: 'payment', title: 'Payment Terms' })]}
        isReanalyzing={(r) => r.id === 'pricing_analysis'}
      />,
    );
    expect(screen.getAllByText('Re-analyzing based on your input...')).toHaveLength(1);
    expect(
      within(screen.getByRole('heading', { name: 'Pricing Analysis' }).closest('li')!).getByRole('status'),
    ).toBeTruthy();
  });
});
