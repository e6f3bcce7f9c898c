import type { AuthResponse, User } from '@shared/types';
import type { LoginRequest } from '@shared/validation';
import { api } from '@/lib/api-client';
import { useUserRequest } from '../hooks/use-user-request';

export async function login(body: LoginRequest): Promise<User> {
  const { user } = await api.post<AuthResponse>('/api/auth/login', body, { errorMessage: 'Login failed' });
  return user;
}

/** Signs in and stores the user in the cache, so guarded pages see it at once. */
export function useLogin() {
  return useUserRequest(login);
}
