import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BreachForm } from '@/features/privacy';
import { paths, privacyBreachPath } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';
import { PageTitle } from './PageTitle';

/** Staff: record a breach; the review of its notices follows. */
export function NewBreachPage() {
  const navigate = useNavigate();
  return (
    <Box sx={{ minWidth: 0, maxWidth: 960 }}>
      <PageHead
        title="Record a breach"
        description="Staff: record a personal data breach."
        path={paths.privacyBreachNew}
        noIndex
      />
      <PageTitle>Record a breach</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Write what you know now; you can correct it until the notices are sent.
      </Typography>
      <BreachForm onSaved={(id) => navigate(privacyBreachPath(id))} />
    </Box>
  );
}
