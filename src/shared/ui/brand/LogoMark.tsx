import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The company's mark: a stylised V over a rounded square, with the saffron dot. */
export function LogoMark({ size = 36, sx }: { size?: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{ flexShrink: 0, color: 'primary.main', ...sx }}
    >
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M16 18h9l7 20 7-20h9L36 48h-8z" fill="#fff" />
      <Box
        component="circle"
        cx="48"
        cy="46"
        r="5"
        sx={{ fill: (t) => t.palette.secondary.main }}
      />
    </Box>
  );
}
