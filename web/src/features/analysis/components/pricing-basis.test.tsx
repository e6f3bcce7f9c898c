import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChecklistResult, PricingBasis } from '@shared/types';
import '@/testing/test-utils';
import { ChecklistCard } from './checklist-card';

const basis: PricingBasis = {
  unit: 'window',
  openings: 8,
  perOpening: { low: 622, typical: 1126, high: 2018 },
  total: { low: 4972, typical: 9008, high: 16144 },
  mix: [
    {
      quantity: 6,
      label: 'single-hung window',
      options: ['vinyl frame', 'impact (laminated) glass'],
      each: { low: 613, typical: 1098, high: 1937 },
    },
    {
      quantity: 2,
      label: 'picture (fixed) window',
      options: ['vinyl frame', 'impact (laminated) glass'],
      each: { low: 646, typical: 1211, high: 2260 },
    },
  ],
  mixText: '6 single-hung windows and 2 picture (fixed) windows (vinyl frame, impact (laminated) glass)',
  regionFactor: 1.009,
  state: 'FL',
  stateName: 'Florida',
  zipCode: '34231',
  sources: [
    {
      title: 'Fixr — "How Much Does It Cost to Install Vinyl Windows?"',
      url: 'https://www.fixr.com/costs/vinyl-window-installation',
    },
    {
      title: 'U.S. Bureau of Economic Analysis — Regional Price Parities',
      url: 'https://www.bea.gov/data/prices-inflation/regional-price-parities-state-and-metro-area',
    },
  ],
  checkedOn: '2026-11-22',
  version: 'pricing 2026.11.1, regions 2026.11.1',
};

const pricing: ChecklistResult = {
  id: 'pricing_analysis',
  category: 'pricing',
  title: 'Pricing Analysis',
  status: 'good',
  explanation: '**$1,298 per window** ($10,381.90 for 8 windows).',
  pricingBasis: basis,
};

describe('How we priced this', () => {
  it('opens under the pricing verdict to show the band per opening, the mix, the regional factor, the sources and the date checked', () => {
    render(<ChecklistCard results={[pricing]} isReanalyzing={() => false} />);

    const toggle = screen.getByRole('button', { name: 'How we priced this' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const details = screen.getByRole('region', { name: 'How we priced this' });
    expect(
      within(details).getByText(
        /Installed price per window we expect in Florida \(ZIP 34231\) for 6 single-hung windows and 2 picture \(fixed\) windows/,
      ),
    ).toBeTruthy();
    const bands = within(details)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(bands).toEqual(['$622', '$1,126', '$2,018']);
    expect(
      within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Low', 'Typical', 'High']);
    expect(within(details).getByText('For the 8 windows: $4,972–$16,144, typically $9,008.')).toBeTruthy();
    expect(within(details).getByText('Regional price factor for Florida: ×1.009.')).toBeTruthy();
    const links = within(within(details).getByRole('list', { name: 'Sources' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(basis.sources.map((s) => s.url));
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(details).getByText(
        /Figures checked on November 22, 2026 \(price data pricing 2026\.11\.1, regions 2026\.11\.1\)/,
      ),
    ).toBeTruthy();
  });

  it('says when no regional factor could be applied', () => {
    render(
      <ChecklistCard
        results={[
          { ...pricing, pricingBasis: { ...basis, state: null, stateName: null, zipCode: null, regionFactor: 1 } },
        ]}
        isReanalyzing={() => false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'How we priced this' }));
    expect(screen.getByText(/No regional price factor: the ZIP code could not be placed in a state/)).toBeTruthy();
  });

  it('is not shown on items without a basis', () => {
    render(<ChecklistCard results={[{ ...pricing, pricingBasis: undefined }]} isReanalyzing={() => false} />);
    expect(screen.queryByRole('button', { name: 'How we priced this' })).toBeNull();
  });
});
