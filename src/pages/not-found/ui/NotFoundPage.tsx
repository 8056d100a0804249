import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { paths } from '@vistaar/shared/config';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { notFoundHooks } from '../model/not-found-actions';

/** The 404 page's three actions as the server sends them; `startNotFoundActions` runs them. */
export function NotFoundActions() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      justifyContent="center"
      sx={{ mt: 4 }}
    >
      <Button variant="outlined" startIcon={<ArrowBackIcon />} {...{ [notFoundHooks.back]: '' }}>
        Go Back
      </Button>
      <Button variant="contained" startIcon={<HomeOutlinedIcon />} href={paths.home}>
        Home Page
      </Button>
      <Button variant="text" startIcon={<RefreshIcon />} {...{ [notFoundHooks.retry]: '' }}>
        <span {...{ [notFoundHooks.retryLabel]: '' }}>Try Again</span>
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <PageHead
        title="Page not found"
        description="The page you asked for does not exist."
        path="/404"
        noIndex
      />
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.15,
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mt: 1 }}>
        Oops! Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2 }}>
        The page you are looking for may have moved, or the address may be mistyped. Go back, head
        to the home page, or try loading it again.
      </Typography>
      <Island name="notFoundActions" component={NotFoundActions} props={{}} hydrate="idle" />
      <Box sx={{ mt: 6 }} />
    </Container>
  );
}
