import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignupRoute } from '@/app/routes/auth/signup';
import { json, renderAt, stubApi } from '@/testing/test-utils';

const QUOTE_ID = 'q_abcdef1234567890';

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignupForm', () => {
  it('invites a guest to save the quote and sends the quote id', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/signup': () =>
        json({ user: { id: 'u1', email: 'pat@example.com', fullName: 'Pat', role: 'user' } }, 201),
    });
    const { router } = renderAt(`/signup?quote=${QUOTE_ID}`, <SignupRoute />, [
      { path: '/analysis/:id', element: <p>analysis page</p> },
    ]);

    expect(screen.getByText('Create a free account to save your quote analysis')).toBeTruthy();
    fill('Full Name (optional)', ' Pat ');
    fill(/^email/i, 'pat@example.com');
    fill(/^password/i, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(await screen.findByText('analysis page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/analysis/${QUOTE_ID}`);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'pat@example.com',
      password: 'secret1',
      fullName: 'Pat',
      quoteId: QUOTE_ID,
    });
  });

  it('rejects a short password with an Error toast', async () => {
    const fetchMock = stubApi({});
    renderAt('/signup', <SignupRoute />);

    fill(/^email/i, 'pat@example.com');
    fill(/^password/i, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Signup failed with the server message', async () => {
    stubApi({ 'POST /api/auth/signup': () => json({ error: 'An account with this email already exists' }, 409) });
    renderAt('/signup', <SignupRoute />);

    fill(/^email/i, 'pat@example.com');
    fill(/^password/i, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });

  it('without a quote sends no quote id and goes to My Quotes', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/signup': () =>
        json({ user: { id: 'u2', email: 'sam@example.com', fullName: null, role: 'user' } }, 201),
    });
    const { router } = renderAt('/signup', <SignupRoute />, [{ path: '/my-quotes', element: <p>my quotes page</p> }]);

    expect(screen.queryByText('Create a free account to save your quote analysis')).toBeNull();
    fill(/^email/i, 'sam@example.com');
    fill(/^password/i, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(await screen.findByText('my quotes page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-quotes');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ email: 'sam@example.com', password: 'secret1' });
    expect(body.quoteId).toBeUndefined();
  });
});
