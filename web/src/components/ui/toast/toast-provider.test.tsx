import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'error' })}>second</button>
    </>
  );
}

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the last', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByText('first'));
    expect(screen.getByText('First')).toBeTruthy();
    fireEvent.click(screen.getByText('second'));

    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('hides a toast after 5 seconds', () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByText('first'));
      act(() => vi.advanceTimersByTime(4_900));
      expect(screen.getByText('First')).toBeTruthy();
      act(() => vi.advanceTimersByTime(200)); // hides at 5 s
      act(() => vi.advanceTimersByTime(1_000)); // then the exit transition ends
      expect(screen.queryByText('First')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus to the toast on F8', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('first'));

    fireEvent.keyDown(window, { key: 'F8' });

    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
