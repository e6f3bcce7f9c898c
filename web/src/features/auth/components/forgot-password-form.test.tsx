import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

const SENT = 'If an account exists for that e-mail, we sent a code.';

describe('ForgotPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubApi({});
    renderAt('/forgot-password', <ForgotPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a code, then changes the password with it, then offers to sign in', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': () => json({ message: SENT }),
      'POST /api/auth/reset-password': () => json({ message: 'Password changed' }),
    });
    renderAt('/forgot-password?email=pat%40example.com&quote=q1', <ForgotPasswordForm />);
    expect((screen.getByLabelText(/email/i) as HTMLInputElement).value).toBe('pat@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/code from the e-mail/i), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/new password/i), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/code from the e-mail/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?quote=q1');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/auth/forgot-password', '/api/auth/reset-password']);
    expect(JSON.parse(calls[1][1].body as string)).toEqual({
      email: 'pat@example.com',
      code: '123456',
      password: 'new-secret-1',
    });
  });

  it("shows the server's refusal of a wrong code", async () => {
    stubApi({
      'POST /api/auth/forgot-password': () => json({ message: SENT }),
      'POST /api/auth/reset-password': () =>
        json({ error: 'That code is wrong or has expired. Check it, or ask for a new one.' }, 400),
    });
    renderAt('/forgot-password?email=pat%40example.com', <ForgotPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText(SENT);
    fireEvent.change(screen.getByLabelText(/code from the e-mail/i), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText(/new password/i), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('That code is wrong or has expired. Check it, or ask for a new one.')).toBeTruthy();
  });
});
