import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AuthResponse, User } from '@shared/types';
import type { SignupRequest } from '@shared/validation';
import { api } from '@/lib/api-client';
import { USER_KEY } from './get-user';

/** Creates an account; with quoteId the guest quote is saved to it. */
export async function signup(body: SignupRequest): Promise<User> {
  const { user } = await api.post<AuthResponse>('/api/auth/signup', body, { errorMessage: 'Signup failed' });
  return user;
}

export function useSignup() {
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const run = async (body: SignupRequest) => {
    setPending(true);
    try {
      const user = await signup(body);
      await mutate(USER_KEY, user, { revalidate: false });
      return user;
    } finally {
      setPending(false);
    }
  };
  return { signup: run, isPending };
}
