import { alpha, type Theme } from '@mui/material/styles';

/** The dark brand band behind page heroes: navy into blue with a saffron glow. */
export const heroBandSx = (theme: Theme) =>
  ({
    position: 'relative',
    overflow: 'hidden',
    isolation: 'isolate',
    color: 'common.white',
    bgcolor: 'grey.900',
    backgroundImage: [
      `radial-gradient(circle at 85% 15%, ${alpha(theme.palette.secondary.main, 0.16)} 0, transparent 32%)`,
      `radial-gradient(circle at 75% 70%, ${alpha(theme.palette.primary.light, 0.35)} 0, transparent 45%)`,
      `linear-gradient(135deg, ${theme.palette.grey[900]} 0%, ${theme.palette.primary.dark} 65%)`,
    ].join(', '),
    pt: { xs: 8, md: 12 },
    pb: { xs: 8, md: 12 },
  }) as const;

/** The rounded call-to-action panel that closes a page. */
export const ctaPanelSx = (theme: Theme) =>
  ({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: { xs: '20px', md: '28px' },
    px: { xs: 3, sm: 6, md: 10 },
    py: { xs: 6, md: 9 },
    textAlign: 'center',
    color: 'common.white',
    bgcolor: 'primary.dark',
    backgroundImage: [
      `radial-gradient(circle at 90% 10%, ${alpha(theme.palette.secondary.main, 0.22)} 0, transparent 35%)`,
      `radial-gradient(circle at 0% 100%, ${alpha(theme.palette.primary.light, 0.45)} 0, transparent 45%)`,
      `linear-gradient(135deg, ${theme.palette.grey[900]} 0%, ${theme.palette.primary.dark} 70%)`,
    ].join(', '),
  }) as const;
