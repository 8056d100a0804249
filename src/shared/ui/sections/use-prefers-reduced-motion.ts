import useMediaQuery from '@mui/material/useMediaQuery';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';

/**
 * True when the visitor asked for less motion. On the server and during hydration it
 * is false; the real value arrives right after, so markup never mismatches.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: false });
}
