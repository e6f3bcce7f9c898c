import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@shared/types';
import { renderAt, stubApi } from '@/testing/test-utils';
import { quoteFixture } from '@/testing/quotes';
import { QuoteCard } from './quote-card';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('QuoteCard', () => {
  it('shows the file, id, badge, vendor, money with separators, score, relative time and the analysis link', () => {
    stubApi({});
    renderAt('/my-quotes', <QuoteCard quote={quoteFixture({ totalCost: '1234567.5' })} now={NOW} />);

    const card = screen.getByRole('article', { name: 'Suncoast proposal.pdf' });
    const inCard = within(card);
    expect(inCard.getByTitle('q_0000000000000001')).toBeTruthy();
    expect(inCard.getByText(/Quote ID/)).toBeTruthy();
    expect(inCard.getByText('Complete')).toBeTruthy();
    expect(inCard.getByText('Vendor')).toBeTruthy();
    expect(inCard.getByText('Suncoast Windows')).toBeTruthy();
    expect(inCard.getByText('Total Cost')).toBeTruthy();
    expect(inCard.getByText('$1,234,567.50')).toBeTruthy();
    expect(inCard.getByText('Analysis Score')).toBeTruthy();
    expect(inCard.getByText('82/100')).toBeTruthy();
    expect(inCard.getByText('5 minutes ago')).toBeTruthy();
    expect(inCard.getByRole('link', { name: /View Analysis/ }).getAttribute('href')).toBe(
      '/analysis/q_0000000000000001',
    );
  });

  it('shows a short reference for a long quote id, the full id in its title, and keeps the file name on one line', () => {
    stubApi({});
    const id = '3f2a9c1b-7d4e-4b6a-9c2d-1e5f8a7b6c4d';
    const fileName = 'Proposal_Suncoast_Window_Solutions_Replacement_Project_WD-84387_final.pdf';
    renderAt('/my-quotes', <QuoteCard quote={quoteFixture({ id, fileName })} now={NOW} />);
    const card = within(screen.getByRole('article', { name: fileName }));
    expect(card.getByText('3f2a9c1b').getAttribute('title')).toBe(id);
    expect(screen.getByRole('article').textContent).not.toContain(id);
    const title = card.getByRole('heading', { name: fileName });
    expect(title.getAttribute('title')).toBe(fileName);
    expect(getComputedStyle(title).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
  });

  it('uses the spec badge labels and fallbacks while a quote is in progress', () => {
    stubApi({});
    renderAt(
      '/my-quotes',
      <>
        <QuoteCard
          quote={quoteFixture({
            id: 'a',
            status: 'extracting_fields',
            vendor: null,
            totalCost: null,
            overallScore: null,
          })}
          now={NOW}
        />
        <QuoteCard quote={quoteFixture({ id: 'b', status: 'scope', totalCost: '12450' })} now={NOW} />
        <QuoteCard quote={quoteFixture({ id: 'c', status: 'analyzing' })} now={NOW} />
        <QuoteCard quote={quoteFixture({ id: 'd', status: 'discussing' })} now={NOW} />
        <QuoteCard quote={quoteFixture({ id: 'e', status: 'error' })} now={NOW} />
        <QuoteCard quote={quoteFixture({ id: 'f', status: 'uploaded' })} now={NOW} />
      </>,
    );

    for (const label of ['Analyzing', 'Scope Review', 'AI Analysis', 'Discussion', 'Error', 'uploaded']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Unknown Vendor')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('$12,450')).toBeTruthy();
  });

  it('never links to an analysis without an id', () => {
    stubApi({});
    const noId = { ...quoteFixture(), id: undefined } as unknown as Quote;
    renderAt('/my-quotes', <QuoteCard quote={noId} now={NOW} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href*="undefined"]')).toBeNull();
  });
});
