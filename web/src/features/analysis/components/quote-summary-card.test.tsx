import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '@shared/types';
import { quoteFixture } from '@/testing/quotes';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { useSaveField } from '../hooks/use-save-field';
import { QuoteSummaryCard } from './quote-summary-card';

const EDIT_LABELS = [
  'Edit vendor',
  'Edit total price',
  'Edit ZIP code',
  'Edit quantities',
  'Edit scope',
  'Edit project address',
  'Edit scope of work',
];

function Harness({
  quote,
  onSaved = () => {},
  markEdited = () => {},
}: {
  quote: Quote;
  onSaved?: (q?: Quote) => void;
  markEdited?: (c: string[]) => void;
}) {
  const save = useSaveField({ quote, onSaved, markEdited, clearEdited: () => {} });
  return <QuoteSummaryCard quote={quote} onSave={save} />;
}

const bodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) =>
    `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)} ${(init as RequestInit | undefined)?.body ?? ''}`.trim(),
  );

describe('summary card', () => {
  it('shows a short quote reference with the full id in its title and a copy button, and the type by its label', () => {
    const id = '3f2a9c1b-7d4e-4b6a-9c2d-1e5f8a7b6c4d';
    renderAt('/analysis/x', <Harness quote={quoteFixture({ id, quoteType: 'windows_doors' })} />);
    const reference = screen.getByText('3f2a9c1b');
    expect(reference.getAttribute('title')).toBe(id);
    expect(screen.queryByText(id)).toBeNull();
    expect(document.body.textContent).not.toContain(id);
    expect(screen.getByRole('button', { name: 'Copy the full quote ID' })).toBeTruthy();
    expect(screen.getByText('Windows & Doors')).toBeTruthy();
    expect(screen.queryByText('windows_doors')).toBeNull();
  });

  it('keeps a long file name on one line, cut with an ellipsis, the full name in its title', () => {
    const fileName = 'Proposal_Suncoast_Window_Solutions_Replacement_Project_WD-84387_final_revised.pdf';
    renderAt('/analysis/x', <Harness quote={quoteFixture({ fileName })} />);
    const title = screen.getByRole('heading', { name: fileName });
    expect(title.getAttribute('title')).toBe(fileName);
    const style = getComputedStyle(title);
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.overflowWrap).not.toBe('anywhere');
  });

  it('shows the facts with the price separated by thousands and the score in its colour', () => {
    renderAt('/analysis/q1', <Harness quote={quoteFixture({ totalCost: '24850', overallScore: 82 })} />);
    expect(screen.getByText('Suncoast proposal.pdf')).toBeTruthy();
    expect(screen.getByText('Quote ID')).toBeTruthy();
    expect(screen.getByText('$24,850')).toBeTruthy();
    expect(screen.getByText('Suncoast Windows')).toBeTruthy();
    expect(screen.getByText('12 windows, 1 door')).toBeTruthy();
    expect(screen.getByText('Windows')).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Quality Score' }).querySelector('[data-band]')?.getAttribute('data-band'),
    ).toBe('green');
    expect(screen.getByRole('link', { name: /Original/ }).getAttribute('href')).toBe(
      '/api/quotes/q_0000000000000001/file/original',
    );
    expect(screen.getByRole('link', { name: /Original/ }).getAttribute('target')).toBe('_blank');
  });

  it('colours the score yellow from 60 and red below', () => {
    const { unmount } = renderAt('/a', <Harness quote={quoteFixture({ overallScore: 60 })} />);
    expect(document.querySelector('[data-band]')?.getAttribute('data-band')).toBe('yellow');
    unmount();
    renderAt('/a', <Harness quote={quoteFixture({ overallScore: 59 })} />);
    expect(document.querySelector('[data-band]')?.getAttribute('data-band')).toBe('red');
  });

  it('shows TBD for empty values before completion and Unknown once completed', () => {
    const empty = { vendor: null, totalCost: null, zipCode: null, quantities: null, scope: null };
    const { unmount } = renderAt('/a', <Harness quote={quoteFixture({ ...empty, status: 'discussing' })} />);
    expect(screen.getAllByText('TBD')).toHaveLength(7);
    expect(screen.queryByText('Unknown')).toBeNull();
    unmount();
    renderAt('/a', <Harness quote={quoteFixture({ ...empty, status: 'completed' })} />);
    expect(screen.getAllByText('Unknown')).toHaveLength(7);
  });

  it('hides the edit pencils while the quote is processed', () => {
    for (const status of ['uploaded', 'processing', 'extracting', 'extracting_fields', 'analyzing', 'scope'] as const) {
      const { unmount } = renderAt('/a', <Harness quote={quoteFixture({ status })} />);
      expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
      unmount();
    }
    renderAt('/a', <Harness quote={quoteFixture({ status: 'completed' })} />);
    for (const label of EDIT_LABELS) expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('checks the price, asks before saving, then saves it stripped and runs the analysis', async () => {
    const updated = quoteFixture({ totalCost: '12500.00' });
    const fetchMock = stubApi({
      'PATCH /api/quotes/q_0000000000000001/update-scope': () => json(updated),
      'POST /api/quotes/q_0000000000000001/analyze': () => json(updated),
    });
    const onSaved = vi.fn();
    const markEdited = vi.fn();
    renderAt('/a', <Harness quote={quoteFixture()} onSaved={onSaved} markEdited={markEdited} />);

    fireEvent.click(screen.getByRole('button', { name: 'Edit total price' }));
    const input = screen.getByRole('textbox', { name: 'Total price' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Price must be a number greater than zero');

    fireEvent.change(input, { target: { value: '$12,5x00' } });
    expect((input as HTMLInputElement).value).toBe('$12500');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update total cost? This will re-analyze pricing fairness.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Analysis Updated')).toBeTruthy();
    expect(screen.getByText('Quote analysis has been refreshed with new data.')).toBeTruthy();
    expect(bodies(fetchMock)).toEqual([
      'PATCH /api/quotes/q_0000000000000001/update-scope {"totalCost":"12500"}',
      'POST /api/quotes/q_0000000000000001/analyze',
    ]);
    expect(markEdited).toHaveBeenCalledWith(['pricing']);
    expect(onSaved).toHaveBeenCalledWith(updated);
  });

  it('offers no pencil on a failed quote, whose fields the server does not take (no edit fixes a failure)', () => {
    stubApi({});
    const failed = quoteFixture({ status: 'error', progressMessage: 'Error while extracting text: unreadable' });
    renderAt('/a', <Harness quote={failed} />);
    expect(screen.getByText('Suncoast Windows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('saves quantities from the two inputs without a full analysis', async () => {
    const fetchMock = stubApi({ 'PATCH /api/quotes/q_0000000000000001/update-scope': () => json(quoteFixture()) });
    renderAt('/a', <Harness quote={quoteFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit quantities' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Windows' }), { target: { value: '8' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Doors' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update quantities? This will recalculate unit pricing.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Analysis Updated');
    expect(bodies(fetchMock)).toEqual([
      'PATCH /api/quotes/q_0000000000000001/update-scope {"quantities":"8 windows, 2 doors"}',
    ]);
  });

  it('keeps the ZIP to 5 digits, and cancelling the prompt sends nothing', async () => {
    const fetchMock = stubApi({});
    renderAt('/a', <Harness quote={quoteFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit ZIP code' }));
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(input, { target: { value: '3360a2999' } });
    expect((input as HTMLInputElement).value).toBe('33602');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update ZIP code? This will re-analyze regional pricing.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the update failed when the server refuses it', async () => {
    stubApi({ 'PATCH /api/quotes/q_0000000000000001/update-scope': () => json({ error: 'nope' }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/a', <Harness quote={quoteFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit vendor' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Vendor name' }), { target: { value: 'Acme Glass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update vendor name? This will re-analyze pricing if needed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Could not save your changes. Please try again.')).toBeTruthy();
    // The editor stays open with what was typed.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Vendor name' }) as HTMLInputElement).value).toBe('Acme Glass'),
    );
  });
});
