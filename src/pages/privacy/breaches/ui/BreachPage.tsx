import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BreachForm, BreachReview, useGetBreachQuery } from '@/features/privacy';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { breachReference, paths, privacyBreachPath } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { PageHead } from '@/shared/ui/seo';
import { PageTitle } from './PageTitle';

/** Staff: one breach, its review and its notices; corrected in place until they are sent. */
export function BreachPage() {
  const id = Number(useParams().breachId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: breach, error, isLoading } = useGetBreachQuery(id, { skip: !valid });
  const [editing, setEditing] = useState(false);

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title={valid ? `Breach ${breachReference(id)}` : 'Breach'}
        description="Staff: a personal data breach."
        path={valid ? privacyBreachPath(id) : paths.privacyBreaches}
        noIndex
      />
      <Link
        component={RouterLink}
        to={paths.privacyBreaches}
        sx={{ display: 'inline-block', mb: 1 }}
      >
        All breaches
      </Link>
      <PageTitle>{valid ? `Breach ${breachReference(id)}` : 'Breach'}</PageTitle>
      {!valid || error ? (
        <Alert severity="error" role="alert">
          {valid
            ? apiErrorMessage(error as ApiError, 'The breach could not be loaded.')
            : 'Breach not found.'}
        </Alert>
      ) : isLoading || !breach ? (
        <PageLoader />
      ) : editing && breach.noticesSentAt === null ? (
        <Box sx={{ maxWidth: 960 }}>
          <BreachForm breach={breach} onSaved={() => setEditing(false)} />
        </Box>
      ) : (
        <BreachReview breach={breach} onEdit={() => setEditing(true)} />
      )}
    </Box>
  );
}
