import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BackgroundVideo, BackgroundVideoButton, ContentActions } from '@/shared/ui/sections';
import type { HomeHeroContent } from '../config/hero';

export interface HomeHeroProps {
  content: HomeHeroContent;
}

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -1,
} as const;

/**
 * The full-screen opening band of the home page, with the page's only h1: server HTML,
 * with the poster image as its largest element; the video joins once the page has loaded.
 */
export function HomeHero({ content }: HomeHeroProps) {
  const titleId = useId();
  const videoId = useId();
  const { eyebrow, title, subtitle, actions, video } = content;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        isolation: 'isolate',
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        bgcolor: 'grey.900',
        // Full screen below the sticky header (64 px on phones, 72 px from md).
        minHeight: { xs: 'calc(100vh - 64px)', md: 'calc(100vh - 72px)' },
        '@supports (min-height: 100svh)': {
          minHeight: { xs: 'calc(100svh - 64px)', md: 'calc(100svh - 72px)' },
        },
        py: { xs: 10, md: 12 },
      }}
    >
      <Box component="img" src={video.poster} alt="" aria-hidden fetchPriority="high" sx={fill} />
      <BackgroundVideo id={videoId} src={video.src} sx={fill} />
      {/* Dark overlay: white text keeps well above 4.5:1 over any frame of the video. */}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: `linear-gradient(100deg, ${alpha(theme.palette.grey[900], 0.9)} 0%, ${alpha(
            theme.palette.grey[900],
            0.72,
          )} 55%, ${alpha(theme.palette.primary.dark, 0.6)} 100%)`,
        })}
      />
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 820 }}>
          <Chip
            label={eyebrow}
            size="small"
            sx={(theme) => ({
              mb: 3,
              color: 'common.white',
              bgcolor: alpha(theme.palette.common.white, 0.12),
              border: `1px solid ${alpha(theme.palette.common.white, 0.3)}`,
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            })}
          />
          <Typography
            id={titleId}
            variant="h1"
            component="h1"
            sx={{
              color: 'common.white',
              fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' },
              overflowWrap: 'break-word',
            }}
          >
            {title}
          </Typography>
          <Typography
            component="p"
            variant="subtitle1"
            sx={(theme) => ({
              mt: 3,
              maxWidth: 680,
              color: alpha(theme.palette.common.white, 0.9),
              fontSize: { md: '1.25rem' },
            })}
          >
            {subtitle}
          </Typography>
          <ContentActions actions={actions} tone="dark" sx={{ mt: 5 }} />
        </Box>
      </Container>
      <BackgroundVideoButton
        videoId={videoId}
        sx={{ right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
      />
    </Box>
  );
}
