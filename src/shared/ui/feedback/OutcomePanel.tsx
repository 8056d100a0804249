import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHead } from '@/shared/ui/seo';

export interface OutcomePanelProps {
  /** The panel is a whole page, out of search results: its meta description and route path. */
  description: string;
  path: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** Below the text: a problem, the way on. */
  children?: ReactNode;
}

/** A public page that says what a link or a form post led to: an icon, the one heading, the words. */
export function OutcomePanel({
  description,
  path,
  icon,
  title,
  text,
  children,
}: OutcomePanelProps) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 7, md: 11 } }}>
      <PageHead title={title} description={description} path={path} noIndex />
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
