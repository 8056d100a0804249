import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Paper from '@mui/material/Paper';

/** One card in the middle of a grey screen under the header: signing in, accepting an invitation. */
export function CenteredCard({
  maxWidth,
  children,
}: {
  maxWidth: ContainerProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        bgcolor: 'grey.50',
        minHeight: 'calc(100vh - 72px)',
        display: 'grid',
        placeItems: 'center',
        py: 6,
      }}
    >
      <Container maxWidth={maxWidth}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
