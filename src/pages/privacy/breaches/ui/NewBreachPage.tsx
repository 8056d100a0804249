import { useNavigate } from 'react-router-dom';
import { BreachForm } from '@/features/privacy';
import { paths, privacyBreachPath } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: record a breach; the review of its notices follows. */
export function NewBreachPage() {
  const navigate = useNavigate();
  return (
    <StaffPage
      title="Record a breach"
      description="Staff: record a personal data breach."
      path={paths.privacyBreachNew}
      maxWidth={960}
      intro="Write what you know now; you can correct it until the notices are sent."
    >
      <BreachForm onSaved={(id) => navigate(privacyBreachPath(id))} />
    </StaffPage>
  );
}
