import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectIsSignedIn, type sessionSlice, type SessionState } from '@/shared/api';
import { paths } from '@/shared/config';

function useIsSignedIn(): boolean {
  return useSelector((state: { [sessionSlice.reducerPath]: SessionState }) =>
    selectIsSignedIn(state),
  );
}

/** Staff screens: without stored credentials the visitor goes to the home page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? children : <Navigate to={paths.home} replace />;
}

/** The login screen: a signed-in visitor goes straight to the applications desk. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to={paths.appliedJob} replace /> : children;
}
