import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAt, stubApi, stubClipboard } from '@/testing/test-utils';
import { ExtractedTextDialog, detailLines } from './extracted-text-dialog';

const response = {
  extractedText: 'SUNCOAST WINDOWS\nTotal: $24,850.00',
  vendorName: 'Suncoast Windows',
  totalPrice: '24850',
  zipCode: '33101',
  quoteType: 'windows_doors',
  quantities: '12 windows, 1 doors',
  scope: 'Replace 12 windows',
  extractionDetails: '✓ Vendor found in the letterhead\n⚠️ ZIP code read from the address\nOther note',
  textStatistics: { charactersExtracted: 1234 },
  extractionMethod: 'pdf-text',
  extractionTimestamp: '2026-11-22T12:00:00Z',
};

describe('extracted text dialog', () => {
  it('reads the detail lines with their marks', () => {
    expect(detailLines(response.extractionDetails)).toEqual([
      { mark: '✓', text: 'Vendor found in the letterhead' },
      { mark: '⚠', text: 'ZIP code read from the address' },
      { mark: null, text: 'Other note' },
    ]);
  });

  it('shows the fields, details, statistics and text, and Copy Text says Copied! for 2 seconds', async () => {
    stubApi({ 'GET /api/quotes/q1/extracted-text': () => json(response) });
    const writeText = stubClipboard();
    renderAt('/a', <ExtractedTextDialog quoteId="q1" open onClose={() => {}} />);

    expect(await screen.findByText('Suncoast Windows')).toBeTruthy();
    expect(screen.getByText('$24,850')).toBeTruthy();
    expect(screen.getByText('✓')).toBeTruthy();
    expect(screen.getByText('⚠')).toBeTruthy();
    expect(screen.getByText('Vendor found in the letterhead')).toBeTruthy();
    expect(screen.getByText('1,234 characters')).toBeTruthy();
    expect(screen.getByText('Windows & Doors')).toBeTruthy();
    expect(screen.getByText('12 windows, 1 door')).toBeTruthy();
    expect(screen.queryByText('windows_doors')).toBeNull();
    expect(screen.getByText('Method: pdf-text')).toBeTruthy();
    expect(screen.getByLabelText('Extracted text').textContent).toBe(response.extractedText);

    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy Text' }));
      });
      expect(writeText).toHaveBeenCalledWith(response.extractedText);
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_999));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Text' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when there is no text', async () => {
    stubApi({ 'GET /api/quotes/q1/extracted-text': () => json({ ...response, extractedText: '' }) });
    renderAt('/a', <ExtractedTextDialog quoteId="q1" open onClose={() => {}} />);
    expect(await screen.findByText('No extracted text available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy Text' })).toBeNull();
  });

  it('loads nothing while closed', () => {
    const fetchMock = stubApi({});
    renderAt('/a', <ExtractedTextDialog quoteId="q1" open={false} onClose={() => {}} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
