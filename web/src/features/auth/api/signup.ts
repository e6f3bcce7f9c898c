import type { AuthResponse, User } from '@shared/types';
import type { SignupRequest } from '@shared/validation';
import { api } from '@/lib/api-client';
import { useUserRequest } from '../hooks/use-user-request';

/** Creates an account; with quoteId the guest quote is saved to it. */
export async function signup(body: SignupRequest): Promise<User> {
  const { user } = await api.post<AuthResponse>('/api/auth/signup', body, { errorMessage: 'Signup failed' });
  return user;
}

/** Creates an account and stores its user in the cache, so guarded pages see it at once. */
export function useSignup() {
  return useUserRequest(signup);
}
