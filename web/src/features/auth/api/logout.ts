import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { USER_KEY } from './get-user';

export async function logout(): Promise<void> {
  await api.post<void>('/api/auth/logout');
}

/**
 * Ends the session and forgets everything cached for this user. A failed call is only logged:
 * the visitor is signed out on this device either way.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed:', error instanceof Error ? error.message : error);
    }
    await mutate((key) => key !== USER_KEY, undefined, { revalidate: false });
    await mutate(USER_KEY, null, { revalidate: false });
  }, [mutate]);
}
