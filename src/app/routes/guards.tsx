import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAllowedPage } from '@/pages/staff-access/not-allowed';
import { selectIsSignedIn, selectSessionExpired, useGetMeQuery } from '@/features/auth';
import { useAppSelector } from '@/shared/api';
import { paths, STAFF_SCREEN_ROLES, staffHomePath, type StaffPath } from '@vistaar/shared/config';
import { loginPathReturningTo, returnPathFrom } from '@/shared/lib/return-path';
import { PageLoader } from '@/shared/ui/feedback';

function useIsSignedIn(): boolean {
  return useAppSelector(selectIsSignedIn);
}

/**
 * Staff screens: a visitor who arrives signed out, or whose session expires here, goes to
 * the sign-in page, which brings them back to this page afterwards (a link from an e-mail
 * still opens what it points to). Signing out on purpose goes to the plain sign-in page.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const expired = useAppSelector(selectSessionExpired);
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (signedIn) return children;
  const signedOut = wasSignedIn && !expired;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={signedOut ? paths.login : loginPathReturningTo(here)} replace />;
}

/**
 * The login screen: a signed-in visitor goes to the page the sign-in was asked for, or
 * straight to the applications desk.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return useIsSignedIn() ? (
    <Navigate to={returnPathFrom(search) ?? paths.appliedJob} replace state={{ signedIn: true }} />
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
  const { data: me, isError } = useGetMeQuery();
  const location = useLocation();
  // While the session check is on its way the screen already asks for its data (the server
  // holds every call to the same roles), so the two travel together instead of in turn.
  if (!me) return isError ? <PageLoader /> : children;
  if (STAFF_SCREEN_ROLES[path].includes(me.role)) return children;
  const home = staffHomePath(me.role);
  if ((location.state as { signedIn?: boolean } | null)?.signedIn) {
    return <Navigate to={home} replace />;
  }
  return <NotAllowedPage role={me.role} home={home} />;
}
