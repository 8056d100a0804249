import Button, { type ButtonProps } from '@mui/material/Button';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { handleAnchorClick, isInPageAnchor } from './anchor-navigation';
import type { ContentAction } from './content-types';
import { focusRing } from './focus-ring';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** 'dark' for buttons drawn on the blue hero and call-to-action bands. */
export type SurfaceTone = 'light' | 'dark';

export interface ActionButtonProps {
  action: ContentAction;
  tone?: SurfaceTone;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

function actionStyle(primary: boolean, tone: SurfaceTone): SxProps<Theme> {
  return (theme) => {
    const ring = focusRing(theme);
    if (tone === 'light') return ring;
    if (primary) {
      // Dark ink on saffron: white on this saffron would fall below 4.5:1.
      return {
        ...ring,
        bgcolor: 'secondary.main',
        color: 'grey.900',
        '&:hover': { bgcolor: 'secondary.light' },
      };
    }
    return {
      ...ring,
      color: 'common.white',
      borderColor: alpha(theme.palette.common.white, 0.6),
      '&:hover': {
        borderColor: theme.palette.common.white,
        bgcolor: alpha(theme.palette.common.white, 0.08),
      },
    };
  };
}

/** A content action (`{ label, to, variant }`) as a button-styled link. */
export function ActionButton({
  action,
  tone = 'light',
  size = 'large',
  fullWidth,
}: ActionButtonProps) {
  const reducedMotion = usePrefersReducedMotion();
  const primary = action.variant !== 'secondary';
  const common = {
    variant: primary ? ('contained' as const) : ('outlined' as const),
    color: 'primary' as const,
    size,
    fullWidth,
    sx: actionStyle(primary, tone),
  };
  const { to, label } = action;

  if (isInPageAnchor(to)) {
    return (
      <Button
        {...common}
        href={to}
        onClick={(event) => handleAnchorClick(event, to, !reducedMotion)}
      >
        {label}
      </Button>
    );
  }
  // App routes are ordinary page loads: public pages arrive as finished HTML.
  return (
    <Button {...common} href={to}>
      {label}
    </Button>
  );
}
