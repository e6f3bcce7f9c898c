import useSWR from 'swr';
import type { AuthResponse, User } from '@shared/types';
import { api } from '@/lib/api-client';

export const USER_KEY = '/api/auth/me';

/**
 * The signed-in user, or null. Any failure (401 when signed out included) leaves the visitor
 * signed out and is only logged.
 */
export async function getUser(): Promise<User | null> {
  try {
    const { user } = await api.get<AuthResponse>(USER_KEY);
    return user ?? null;
  } catch (error) {
    console.info('Not signed in:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function useUser() {
  const { data, isLoading, mutate } = useSWR<User | null>(USER_KEY, getUser);
  return { user: data ?? null, isLoading: data === undefined || isLoading, mutate };
}
