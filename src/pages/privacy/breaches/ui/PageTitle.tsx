import Typography from '@mui/material/Typography';

export function PageTitle({ children }: { children: string }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
      {children}
    </Typography>
  );
}
