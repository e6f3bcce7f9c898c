import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';

/** Signs out, forgets the cached user and goes to the homepage. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate('/', { replace: true });
  }, [logout, navigate]);
}
