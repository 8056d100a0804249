import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code loads; keeps the layout from jumping. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress />
    </Box>
  );
}
