import { useEffect, useState } from 'react';
import { AcceptInvitationForm } from '@/features/auth';
import { company, paths } from '@vistaar/shared/config';
import { CenteredCard } from '@/shared/ui/centered-card';
import { StaffPage } from '@/shared/ui/staff-page';

/**
 * The invitation e-mail's link: its token travels in the fragment, which browsers never
 * send to a server or put in a Referer, and is read here after the first render.
 */
export function AcceptInvitationPage() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  }, []);

  return (
    <CenteredCard maxWidth="sm">
      <StaffPage
        title="Join the staff area"
        description={`Accept your invitation to the ${company.name} staff area.`}
        path={paths.acceptInvitation}
      >
        {token === null ? null : <AcceptInvitationForm token={token} />}
      </StaffPage>
    </CenteredCard>
  );
}
