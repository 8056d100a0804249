import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { STAFF_ROLE_LABELS, type StaffPath, type StaffRole } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** A staff screen the signed-in role may not open: said plainly, with the way back. */
export function NotAllowedPage({ role, home }: { role: StaffRole; home: StaffPath }) {
  const { pathname } = useLocation();
  return (
    <StaffPage
      title="Not allowed"
      description="Staff: a screen this role may not open."
      path={pathname}
      maxWidth={640}
      intro={`Your role (${STAFF_ROLE_LABELS[role]}) does not allow this screen. If you need it for your work, ask an admin to change your role.`}
    >
      <Button component={RouterLink} to={home} variant="contained">
        Go to my start page
      </Button>
    </StaffPage>
  );
}
