import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { CreditBalanceCard } from './credit-balance-card';

describe('CreditBalanceCard', () => {
  it('says the first quote is free', () => {
    render(<CreditBalanceCard balance={{ balance: 0, isFirstQuote: true }} isLoading={false} onBuy={() => {}} />);
    expect(screen.getByText('First quote free!')).toBeTruthy();
    expect(screen.queryByText('Need credits (50¢ each)')).toBeNull();
  });

  it('asks for credits and gives the prices when the balance is 0', () => {
    render(<CreditBalanceCard balance={{ balance: 0, isFirstQuote: false }} isLoading={false} onBuy={() => {}} />);
    expect(screen.getByText('Need credits (50¢ each)')).toBeTruthy();
    expect(screen.getByText('Quote analysis: 50¢ each or $5 for 10 credits (bulk discount)')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('is ready to analyze with a positive balance, and Buy Credits opens the purchase', () => {
    const onBuy = vi.fn();
    render(<CreditBalanceCard balance={{ balance: 7, isFirstQuote: false }} isLoading={false} onBuy={onBuy} />);
    expect(screen.getByText('Ready to analyze')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText(/You have 7 credits/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('shows a placeholder while loading', () => {
    render(<CreditBalanceCard balance={undefined} isLoading onBuy={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading your credits' })).toBeTruthy();
  });
});
