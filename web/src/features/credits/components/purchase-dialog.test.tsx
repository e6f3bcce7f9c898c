import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { LazyPurchaseDialog } from './lazy-purchase-dialog';

// Stripe's own script cannot load here: the Payment Element and Stripe.js are stood in for.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
  LinkAuthenticationElement: () => <div>Link e-mail field</div>,
  PaymentElement: ({ onReady, onChange }: { onReady?: () => void; onChange?: (e: { complete: boolean }) => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return (
      <button type="button" onClick={() => onChange?.({ complete: true })}>
        Fill in the card
      </button>
    );
  },
}));

const demoIntent = (credits: number, amountCents: number) => ({
  clientSecret: 'demo_secret',
  paymentIntentId: `demo_pi_${credits}`,
  credits,
  amountCents,
  mode: 'demo',
  publishableKey: null,
});

function renderDialog(props: { email?: string; pendingFileName?: string } = {}) {
  const onClose = vi.fn();
  const onPurchased = vi.fn();
  const view = renderAt(
    '/my-quotes',
    <LazyPurchaseDialog open onClose={onClose} onPurchased={onPurchased} {...props} />,
  );
  return { ...view, onClose, onPurchased };
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('purchase dialog', () => {
  it('can be cancelled on its first step, before a pack is chosen, asking the server for nothing', async () => {
    const fetchMock = stubApi({});
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Continue Analyzing Quotes' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in demo mode creates the intent, confirms it with no card and says how many credits were added', async () => {
    const fetchMock = stubApi({
      'POST /api/payments/create-intent': () => json(demoIntent(10, 500)),
      'POST /api/payments/confirm': () => json({ credited: true, credits: 10, balance: 10 }),
    });
    const { onClose, onPurchased } = renderDialog();

    // The dialog's code loads on first open.
    const dialog = await screen.findByRole('dialog', { name: 'Continue Analyzing Quotes' }, { timeout: 5000 });
    expect(within(dialog).getByText('SAVE TIME')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^1 Credit, 50¢, single quote/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^10 Credits, \$5\.00, bulk discount/ }));

    expect(await within(dialog).findByText('Demo mode — no real charge')).toBeTruthy();
    expect(within(dialog).getByText("You're purchasing 10 Credits")).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $5.00' }));

    expect(await screen.findByText('Payment successful!')).toBeTruthy();
    expect(screen.getByText('10 credits added')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onPurchased).toHaveBeenCalledWith({ credited: true, credits: 10, balance: 10 });
    expect(bodiesOf(fetchMock, '/api/payments/create-intent')).toEqual([{ creditAmount: 10 }]);
    expect(bodiesOf(fetchMock, '/api/payments/confirm')).toEqual([{ paymentIntentId: 'demo_pi_10' }]);
  });

  it('says "1 credit added" for a single credit', async () => {
    stubApi({
      'POST /api/payments/create-intent': () => json(demoIntent(1, 50)),
      'POST /api/payments/confirm': () => json({ credited: true, credits: 1, balance: 1 }),
    });
    renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: /^1 Credit,/ }, { timeout: 5000 }));
    expect(await screen.findByText("You're purchasing 1 Credit")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $0.50' }));

    expect(await screen.findByText('1 credit added')).toBeTruthy();
  });

  it('closes with "Payment setup failed" when the intent cannot be created', async () => {
    stubApi({ 'POST /api/payments/create-intent': () => json({ error: 'Payments are not configured' }, 503) });
    const { onClose, onPurchased } = renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: /^10 Credits,/ }, { timeout: 5000 }));

    expect(await screen.findByText('Payment setup failed')).toBeTruthy();
    expect(screen.getByText('Unable to initialize payment. Please try again.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and shows the server message when the confirmation fails', async () => {
    stubApi({
      'POST /api/payments/create-intent': () => json(demoIntent(1, 50)),
      'POST /api/payments/confirm': () => json({ error: 'The payment has not succeeded' }, 400),
    });
    const { onClose } = renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: /^1 Credit,/ }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $0.50' }));

    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('The payment has not succeeded')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $0.50' })).toHaveProperty('disabled', false));
  });

  it('with Stripe confirms the payment with the Payment Element, then with the server', async () => {
    stripe.loadStripe.mockResolvedValue({ confirmPayment: stripe.confirmPayment });
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const fetchMock = stubApi({
      'POST /api/payments/create-intent': () =>
        json({
          ...demoIntent(10, 500),
          mode: 'stripe',
          paymentIntentId: 'pi_123',
          clientSecret: 'pi_123_secret',
          publishableKey: 'pk_test_1',
        }),
      'POST /api/payments/confirm': () => json({ credited: true, credits: 10, balance: 12 }),
    });
    const { onClose } = renderDialog({ email: 'pat@example.com' });

    fireEvent.click(await screen.findByRole('button', { name: /^10 Credits,/ }, { timeout: 5000 }));
    expect(await screen.findByText('Link e-mail field', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Demo mode — no real charge')).toBeNull();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');

    // The e-mail is known, so Pay is enabled before the card is complete.
    const pay = await screen.findByRole('button', { name: 'Pay $5.00' });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);

    expect(await screen.findByText('Payment successful!')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      redirect: 'if_required',
      confirmParams: {
        return_url: `${window.location.origin}/my-quotes`,
        payment_method_data: { billing_details: { email: 'pat@example.com' } },
      },
    });
    expect(bodiesOf(fetchMock, '/api/payments/confirm')).toEqual([{ paymentIntentId: 'pi_123' }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the provider's message when Stripe declines, and enables Pay only once the details are complete", async () => {
    stripe.loadStripe.mockResolvedValue({ confirmPayment: stripe.confirmPayment });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const fetchMock = stubApi({
      'POST /api/payments/create-intent': () =>
        json({
          ...demoIntent(1, 50),
          mode: 'stripe',
          paymentIntentId: 'pi_9',
          clientSecret: 'pi_9_secret',
          publishableKey: 'pk_test_1',
        }),
    });
    const { onClose } = renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: /^1 Credit,/ }, { timeout: 5000 }));
    const pay = await screen.findByRole('button', { name: 'Pay $0.50' });
    expect(pay).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Fill in the card' }));
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);

    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/payments/confirm')).toBe(false);
  });
});
