import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from '@/shared/api';
import { paths } from '@/shared/config';

function useIsSignedIn(): boolean {
  return useAppSelector(selectIsSignedIn);
}

/**
 * Staff screens: a visitor who arrives without stored credentials goes to the home page;
 * one whose session ends here (signing out, or a 401) goes to the sign-in page.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (signedIn) return children;
  return <Navigate to={wasSignedIn ? paths.login : paths.home} replace />;
}

/** The login screen: a signed-in visitor goes straight to the applications desk. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to={paths.appliedJob} replace /> : children;
}
