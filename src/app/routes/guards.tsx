import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAllowedPage } from '@/pages/staff-access/not-allowed';
import { selectIsSignedIn, useGetMeQuery } from '@/features/auth';
import { useAppSelector } from '@/shared/api';
import { paths, STAFF_SCREEN_ROLES, staffHomePath, type StaffPath } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';

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
  return useIsSignedIn() ? (
    <Navigate to={paths.appliedJob} replace state={{ signedIn: true }} />
  ) : (
    children
  );
}

/**
 * One staff screen, for the roles that may open it (the server enforces the same). Just
 * after sign-in a role without the desk lands on its own first screen; otherwise a screen
 * the role may not open says so instead of showing an empty page.
 */
export function RequireRole({ path, children }: { path: StaffPath; children: ReactNode }) {
  const { data: me } = useGetMeQuery();
  const location = useLocation();
  if (!me) return <PageLoader />;
  if (STAFF_SCREEN_ROLES[path].includes(me.role)) return children;
  const home = staffHomePath(me.role);
  if ((location.state as { signedIn?: boolean } | null)?.signedIn) {
    return <Navigate to={home} replace />;
  }
  return <NotAllowedPage role={me.role} home={home} />;
}
