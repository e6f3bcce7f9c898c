import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AuthResponse, User } from '@shared/types';
import type { LoginRequest } from '@shared/validation';
import { api } from '@/lib/api-client';
import { USER_KEY } from './get-user';

export async function login(body: LoginRequest): Promise<User> {
  const { user } = await api.post<AuthResponse>('/api/auth/login', body, { errorMessage: 'Login failed' });
  return user;
}

/** Signs in and stores the user in the cache, so guarded pages see it at once. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const run = async (body: LoginRequest) => {
    setPending(true);
    try {
      const user = await login(body);
      await mutate(USER_KEY, user, { revalidate: false });
      return user;
    } finally {
      setPending(false);
    }
  };
  return { login: run, isPending };
}
