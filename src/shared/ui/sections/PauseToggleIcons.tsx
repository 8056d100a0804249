import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { PAUSED_ATTRIBUTE } from '@/shared/lib/pause-toggle';

/**
 * Styles for a pause/play control whose behaviour is plain DOM code: `showPaused` sets which
 * icon shows, and the `hidden` attribute hides it where nothing moves.
 */
export const pauseToggleStyles = {
  '&[hidden]': { display: 'none' },
  [`&[${PAUSED_ATTRIBUTE}="true"] > [data-icon="pause"], &[${PAUSED_ATTRIBUTE}="false"] > [data-icon="play"]`]:
    { display: 'none' },
} as const;

/** Both icons of a pause/play control, in the server's HTML; `pauseToggleStyles` shows one. */
export function PauseToggleIcons() {
  return (
    <>
      <PauseRounded fontSize="small" data-icon="pause" />
      <PlayArrowRounded fontSize="small" data-icon="play" />
    </>
  );
}
