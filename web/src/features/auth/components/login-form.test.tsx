import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const QUOTE_ID = 'q_abcdef1234567890';
const user = { id: 'u1', email: 'pat@example.com', fullName: 'Pat', role: 'user' };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/email/i), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const landingProbe = [
  { path: '/analysis/:id', element: <p>analysis page</p> },
  { path: '/my-quotes', element: <p>my quotes page</p> },
];

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an Error toast and sends nothing when a field is empty', async () => {
    const fetchMock = stubApi({});
    renderAt('/login', <LoginForm />);

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();

    fillAndSubmit('pat@example.com', '');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, saves the guest quote to the account and goes to its analysis', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': () => json({ user }),
      [`POST /api/quotes/${QUOTE_ID}/assign-user`]: () => json({ success: true }),
    });
    const { router } = renderAt(`/login?quote=${QUOTE_ID}`, <LoginForm />, landingProbe);

    fillAndSubmit('Pat@Example.com ', 'secret1');

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(await screen.findByText('analysis page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/analysis/${QUOTE_ID}`);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/auth/login',
      `POST /api/quotes/${QUOTE_ID}/assign-user`,
    ]);
    expect(JSON.parse(calls[0][1].body as string)).toEqual({ email: 'pat@example.com', password: 'secret1' });
    expect(calls[0][1].credentials).toBe('include');
    expect(calls[1][1].credentials).toBe('include');
  });

  it('still goes to the analysis when the quote cannot be assigned (404 ignored)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ 'POST /api/auth/login': () => json({ user }) });
    const { router } = renderAt(`/login?quote=${QUOTE_ID}`, <LoginForm />, landingProbe);

    fillAndSubmit('pat@example.com', 'secret1');

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(await screen.findByText('analysis page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/analysis/${QUOTE_ID}`);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('waits 100 ms after the toast before leaving the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi({ 'POST /api/auth/login': () => json({ user }) });
      const { router } = renderAt('/login', <LoginForm />, landingProbe);

      fillAndSubmit('pat@example.com', 'secret1');
      expect(await screen.findByText('Welcome back!')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      await vi.advanceTimersByTimeAsync(100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/my-quotes'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads Signing In... and is disabled while the request is pending', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt('/login', <LoginForm />, landingProbe);

    fillAndSubmit('pat@example.com', 'secret1');

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toHaveProperty('disabled', true);
    answer(json({ user }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
  });

  it('shows Please try again when the failure has no message', async () => {
    stubApi({
      'POST /api/auth/login': () => {
        throw new TypeError('');
      },
    });
    renderAt('/login', <LoginForm />, landingProbe);

    fillAndSubmit('pat@example.com', 'secret1');

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
  });

  it('goes to My Quotes without a quote query', async () => {
    stubApi({ 'POST /api/auth/login': () => json({ user }) });
    const { router } = renderAt('/login', <LoginForm />, landingProbe);

    fillAndSubmit('pat@example.com', 'secret1');

    expect(await screen.findByText('my quotes page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-quotes');
  });

  it('shows Login failed with the server message and stays on the page', async () => {
    stubApi({ 'POST /api/auth/login': () => json({ error: 'Invalid email or password' }, 401) });
    const { router } = renderAt('/login', <LoginForm />, landingProbe);

    fillAndSubmit('pat@example.com', 'wrong-password');

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the quote query on the link to create an account', () => {
    stubApi({});
    renderAt(`/login?quote=${QUOTE_ID}`, <LoginForm />);

    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/signup?quote=${QUOTE_ID}`,
    );
  });
});
