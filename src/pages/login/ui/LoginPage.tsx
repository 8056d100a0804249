import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LoginForm, selectSessionExpired } from '@/features/auth';
import { useAppSelector } from '@/shared/api';
import { company, paths } from '@vistaar/shared/config';
import { CenteredCard } from '@/shared/ui/centered-card';
import { PageHead } from '@/shared/ui/seo';

const SESSION_EXPIRED_NOTE = 'Your session has expired. Please sign in again.';

export function LoginPage() {
  const expired = useAppSelector(selectSessionExpired);
  return (
    <>
      <PageHead
        title="Staff Login"
        description={`Sign in to the ${company.name} recruitment desk.`}
        path={paths.login}
        noIndex
      />
      <CenteredCard maxWidth="xs">
        <Box sx={{ display: 'grid', placeItems: 'center', mb: 3, textAlign: 'center' }}>
          <Box
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: '50%',
              p: 1.25,
              mb: 1.5,
              display: 'flex',
            }}
          >
            <LockOutlinedIcon />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
            Staff Login
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            For {company.name} recruiters and HR only.
          </Typography>
        </Box>
        {expired ? (
          <Alert severity="info" role="status" sx={{ mb: 2.5 }}>
            {SESSION_EXPIRED_NOTE}
          </Alert>
        ) : null}
        <LoginForm />
      </CenteredCard>
    </>
  );
}
