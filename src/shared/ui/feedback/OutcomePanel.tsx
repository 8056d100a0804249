import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface OutcomePanelProps {
  /** The page's head (`PageHead`): the panel is a whole page. */
  head: ReactNode;
  icon: ReactNode;
  title: string;
  text: string;
  /** Below the text: a problem, the way on. */
  children?: ReactNode;
}

/** A public page that says what a link or a form post led to: an icon, the one heading, the words. */
export function OutcomePanel({ head, icon, title, text, children }: OutcomePanelProps) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 7, md: 11 } }}>
      {head}
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 1 }}>
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {text}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
