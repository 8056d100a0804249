import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi, credentialsCleared, useAppDispatch } from '@/shared/api';
import { paths } from '@vistaar/shared/config';
import { useLogoutMutation } from '../api/auth-api';

/** Revokes the session on the server (best effort), forgets it locally and goes to /login. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The server could not be reached: the local session is cleared anyway, and the server's
      // own idle expiry ends the session there within 30 minutes.
    }
    dispatch(credentialsCleared());
    dispatch(baseApi.util.resetApiState());
    navigate(paths.login, { replace: true });
  }, [dispatch, logout, navigate]);
}
