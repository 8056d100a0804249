import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { backgroundVideoAttributes, backgroundVideoLabels } from '@/shared/lib/background-video';

export interface BackgroundVideoProps {
  /** Ties the video to its pause button. */
  id: string;
  src: string;
  sx?: SxProps<Theme>;
}

/**
 * A soft looping background video: hidden and without a source in the server's HTML, so it
 * never competes with the first paint. `startBackgroundVideos` gives it its source once the
 * page has loaded (never when the visitor saves data or prefers less motion).
 */
export function BackgroundVideo({ id, src, sx }: BackgroundVideoProps) {
  return (
    <Box
      component="video"
      id={id}
      {...{ [backgroundVideoAttributes.root]: '', [backgroundVideoAttributes.source]: src }}
      hidden
      muted
      loop
      playsInline
      preload="none"
      aria-hidden
      tabIndex={-1}
      sx={[
        { objectFit: 'cover', '&[hidden]': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** The video's pause and play control: shown only once the video runs. */
export function BackgroundVideoButton({ videoId, sx }: { videoId: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="button"
      type="button"
      hidden
      aria-controls={videoId}
      aria-label={backgroundVideoLabels.pause}
      sx={[
        (theme) => ({
          position: 'absolute',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 44,
          height: 44,
          p: 0,
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'common.white',
          bgcolor: alpha(theme.palette.grey[900], 0.6),
          border: `1px solid ${alpha(theme.palette.common.white, 0.5)}`,
          '&:hover': { bgcolor: alpha(theme.palette.grey[900], 0.85) },
          '&:focus-visible': {
            outline: `3px solid ${theme.palette.secondary.light}`,
            outlineOffset: 2,
          },
          '&[hidden]': { display: 'none' },
          '& .pause-icon, &[data-playing="true"] .play-icon': { display: 'none' },
          '&[data-playing="true"] .pause-icon': { display: 'block' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <PauseRounded className="pause-icon" aria-hidden />
      <PlayArrowRounded className="play-icon" aria-hidden />
    </Box>
  );
}
