import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Island } from '@/shared/ui/island';
import { BackgroundVideo, BackgroundVideoButton } from './BackgroundVideo';
import { HeroTitle } from './HeroTitle';
import { StatFigure } from './StatFigure';
import { heroBandSx } from './band-styles';
import { ContentActions } from './ContentActions';
import type { ContentStat, HeroMedia, HeroSection as HeroSectionContent } from './content-types';
import { Illustration } from './Illustration';
import { BareList } from '@/shared/ui/bare-list';
import { SubtitleOnDark } from './SubtitleOnDark';

/** The hero's content type; the same name as the component, so one import serves both. */
export type HeroSection = HeroSectionContent;

interface HeroSectionProps {
  section: HeroSectionContent;
  /** h1 by default; a page has one h1, so any further hero is an h2. */
  titleComponent?: 'h1' | 'h2';
}

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/** The poster (in the server's HTML, so it paints first) and, once the page has loaded, the video. */
function HeroMediaBackground({
  src,
  poster,
  videoId,
}: {
  src: string;
  poster: string;
  videoId: string;
}) {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, zIndex: 0 }}>
      <Box component="img" src={poster} alt="" fetchPriority="high" sx={fill} />
      <BackgroundVideo id={videoId} src={src} sx={fill} />
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(100deg, ${alpha(theme.palette.grey[900], 0.82)} 0%, ${alpha(
            theme.palette.grey[900],
            0.55,
          )} 60%, ${alpha(theme.palette.grey[900], 0.35)} 100%)`,
        })}
      />
    </Box>
  );
}

function HeroStats({ stats }: { stats: ContentStat[] }) {
  return (
    <BareList
      sx={(theme) => ({
        mt: { xs: 5, md: 7 },
        pt: { xs: 3, md: 4 },
        borderTop: `1px solid ${alpha(theme.palette.common.white, 0.18)}`,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))`,
        },
        gap: { xs: 3, md: 4 },
      })}
    >
      {stats.map((stat) => (
        <Box component="li" key={stat.label}>
          <StatFigure stat={stat} />
        </Box>
      ))}
    </BareList>
  );
}

function HeroMediaSlot({ media }: { media: HeroMedia | undefined }) {
  if (media?.kind !== 'illustration') return null;
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        maxWidth: 480,
        width: '100%',
        mx: 'auto',
        color: 'common.white',
      }}
    >
      <Illustration name={media.name} tone="dark" />
    </Box>
  );
}

/**
 * The page's opening band: the only h1 of a marketing page, on a dark blue gradient
 * (or behind it, a soft looping video).
 */
export function HeroSection({ section, titleComponent = 'h1' }: HeroSectionProps) {
  const { eyebrow, title, highlight, subtitle, actions, media, stats, rotatingWords } = section;
  const words = rotatingWords ?? [];
  const titleId = useId();
  const videoId = useId();
  const hasIllustration = media?.kind === 'illustration';

  return (
    <Box component="section" aria-labelledby={titleId} sx={heroBandSx}>
      {media?.kind === 'video' ? (
        <HeroMediaBackground src={media.src} poster={media.poster} videoId={videoId} />
      ) : null}
      <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: hasIllustration
              ? { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' }
              : '1fr',
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ maxWidth: hasIllustration ? 'none' : 860 }}>
            {eyebrow ? (
              <Chip
                label={eyebrow}
                size="small"
                sx={(theme) => ({
                  mb: 3,
                  color: 'common.white',
                  bgcolor: alpha(theme.palette.common.white, 0.1),
                  border: `1px solid ${alpha(theme.palette.common.white, 0.25)}`,
                  '&::before': {
                    content: '""',
                    width: 8,
                    height: 8,
                    ml: 1.25,
                    borderRadius: '50%',
                    bgcolor: 'secondary.main',
                  },
                })}
              />
            ) : null}
            {words.length > 0 ? (
              <Island
                name="headlineRotation"
                component={HeroTitle}
                props={{ id: titleId, component: titleComponent, title, highlight, words }}
                hydrate="load"
              />
            ) : (
              <HeroTitle
                id={titleId}
                component={titleComponent}
                title={title}
                highlight={highlight}
              />
            )}
            <SubtitleOnDark sx={{ mt: 3, maxWidth: 640, fontSize: { md: '1.2rem' } }}>
              {subtitle}
            </SubtitleOnDark>
            <ContentActions actions={actions} tone="dark" sx={{ mt: 4 }} />
          </Box>
          <HeroMediaSlot media={media} />
        </Box>
        {stats?.length ? <HeroStats stats={stats} /> : null}
      </Container>
      {media?.kind === 'video' ? (
        <BackgroundVideoButton
          videoId={videoId}
          sx={{ zIndex: 2, right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
        />
      ) : null}
    </Box>
  );
}
