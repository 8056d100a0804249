import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHead } from '@/shared/ui/seo';

interface StaffPageCrumb {
  label: string;
  to: string;
}

export interface StaffPageProps {
  /** The page's one heading, and its browser title. */
  title: string;
  /** The browser title when it differs from the heading. */
  headTitle?: string;
  /** The meta description (staff pages stay out of search results). */
  description: string;
  /** The route path, from `paths`. */
  path: string;
  /** A line or two under the heading saying what the screen is for. */
  intro?: ReactNode;
  /** Buttons beside the heading (a wide screen) or under it (a phone). */
  actions?: ReactNode;
  /** Links back up, shown above the heading. */
  breadcrumbs?: readonly StaffPageCrumb[];
  /** Narrow forms and reading pages; wide tables leave it out. */
  maxWidth?: number;
  children?: ReactNode;
}

/**
 * The frame of a staff screen: browser title, optional links back up, the heading (which the
 * staff layout gives the focus on arrival, so it takes `tabIndex={-1}`), a short intro and
 * the screen's main actions, then the screen itself.
 */
export function StaffPage({
  title,
  headTitle = title,
  description,
  path,
  intro,
  actions,
  breadcrumbs,
  maxWidth,
  children,
}: StaffPageProps) {
  const heading = (
    <Typography
      variant="h1"
      tabIndex={-1}
      sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: intro ? 1 : actions ? 0 : 3 }}
    >
      {title}
    </Typography>
  );
  const introText = intro ? (
    <Typography sx={{ color: 'text.secondary', maxWidth: '75ch', mb: actions ? 0 : 3 }}>
      {intro}
    </Typography>
  ) : null;
  return (
    <Box sx={{ minWidth: 0, maxWidth }}>
      <PageHead title={headTitle} description={description} path={path} noIndex />
      {breadcrumbs?.length ? (
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to}>
              {crumb.label}
            </Link>
          ))}
        </Breadcrumbs>
      ) : null}
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
          }}
        >
          <Box>
            {heading}
            {introText}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>
        </Box>
      ) : (
        <>
          {heading}
          {introText}
        </>
      )}
      {children}
    </Box>
  );
}
