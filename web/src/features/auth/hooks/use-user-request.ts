import { useSWRConfig } from 'swr';
import type { User } from '@shared/types';
import { USER_KEY } from '../api/get-user';

/**
 * A request that answers the signed-in user (sign in, sign up), which then stores that user in the
 * cache so guarded pages see it at once.
 */
export function useUserRequest<Body>(request: (body: Body) => Promise<User>): (body: Body) => Promise<User> {
  const { mutate } = useSWRConfig();
  return async (body: Body) => {
    const user = await request(body);
    await mutate(USER_KEY, user, { revalidate: false });
    return user;
  };
}
