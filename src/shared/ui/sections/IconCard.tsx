import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ContentLink } from './ContentLink';
import type { IconItem } from './content-types';
import { visuallyHidden } from '@/shared/lib/a11y';

/** Labels that say nothing on their own get the card title added for screen readers. */
const GENERIC_LABEL = /^(learn|read|know|see|find out) more$/i;

export interface IconCardProps {
  item: IconItem;
  /** 'stacked' puts the icon above the title, 'inline' beside it. */
  layout?: 'stacked' | 'inline';
}

/** A card with an icon in a tinted rounded square, an h3 title, text and an optional link. */
export function IconCard({ item, layout = 'stacked' }: IconCardProps) {
  const { icon: Icon, title, text, to, linkLabel } = item;
  const inline = layout === 'inline';
  const label = linkLabel ?? 'Learn more';
  return (
    <Card
      sx={(theme) => ({
        // Keeps the visually hidden link text inside the card (it is absolutely positioned).
        position: 'relative',
        height: '100%',
        p: { xs: 3, md: 3.5 },
        display: 'flex',
        flexDirection: inline ? { xs: 'column', sm: 'row' } : 'column',
        gap: inline ? 2.5 : 0,
        bgcolor: 'background.paper',
        '&:hover': {
          borderColor: alpha(theme.palette.primary.main, 0.35),
          boxShadow: `0 12px 32px ${alpha(theme.palette.primary.dark, 0.1)}`,
          transform: 'translateY(-2px)',
        },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
        },
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 52,
          height: 52,
          borderRadius: '14px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          mb: inline ? 0 : 2.5,
        })}
      >
        <Icon />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
        {to ? (
          <ContentLink
            to={to}
            underline="hover"
            sx={{
              mt: 'auto',
              pt: 2,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              alignSelf: 'flex-start',
            }}
          >
            {label}
            {GENERIC_LABEL.test(label) ? (
              <Box component="span" sx={visuallyHidden}>{` about ${title}`}</Box>
            ) : null}
            <ArrowForwardRounded fontSize="small" aria-hidden />
          </ContentLink>
        ) : null}
      </Box>
    </Card>
  );
}
