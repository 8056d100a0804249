import Box from '@mui/material/Box';
import type { Partner, PartnerMark } from '../config/partners';

/** The geometric mark at the left of a wordmark, drawn in a 40 x 40 box. */
function Mark({ mark }: { mark: PartnerMark }) {
  switch (mark) {
    case 'circle':
      return <circle cx="20" cy="20" r="15" />;
    case 'square':
      return <rect x="6" y="6" width="28" height="28" rx="6" />;
    case 'diamond':
      return <path d="M20 3 37 20 20 37 3 20Z" />;
    case 'triangle':
      return <path d="M20 4 37 35H3Z" />;
    case 'hexagon':
      return <path d="M20 3 35 11.5V28.5L20 37 5 28.5V11.5Z" />;
    case 'arch':
      return <path d="M5 36V20a15 15 0 0 1 30 0v16h-9V21a6 6 0 0 0-12 0v15Z" />;
    case 'leaf':
      return <path d="M6 34C6 15 17 5 35 5c0 19-10 29-29 29Z" />;
    case 'bars':
      return (
        <>
          <rect x="5" y="20" width="7" height="15" rx="2" />
          <rect x="16.5" y="12" width="7" height="23" rx="2" />
          <rect x="28" y="5" width="7" height="30" rx="2" />
        </>
      );
    case 'ring':
      return (
        <path d="M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32Zm0 8a8 8 0 1 1 0 16 8 8 0 0 1 0-16Z" />
      );
    case 'wave':
      return (
        <path d="M3 14c6-6 11-6 17 0s11 6 17 0v8c-6 6-11 6-17 0S9 16 3 22Zm0 12c6-6 11-6 17 0s11 6 17 0v6c-6 6-11 6-17 0S9 28 3 34Z" />
      );
    default: {
      const unknown: never = mark;
      return unknown;
    }
  }
}

/**
 * A neutral wordmark for a client: a simple mark, the name in two lines, in the
 * current text colour. One image for assistive technology, named by the client.
 */
export function PartnerWordmark({ partner }: { partner: Partner }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={partner.name}
      viewBox="0 0 220 48"
      xmlns="http://www.w3.org/2000/svg"
      sx={{
        display: 'block',
        width: { xs: 148, sm: 176, md: 204 },
        height: 'auto',
        overflow: 'visible',
      }}
    >
      <g transform="translate(0 4)" fill="currentColor">
        <Mark mark={partner.mark} />
      </g>
      <text
        x="50"
        y="23"
        fill="currentColor"
        style={{ fontSize: 19, fontWeight: 800, letterSpacing: '-0.01em' }}
      >
        {partner.primary}
      </text>
      <text
        x="51"
        y="41"
        fill="currentColor"
        style={{ fontSize: 12, fontWeight: 600, letterSpacing: '0.14em' }}
      >
        {partner.secondary.toUpperCase()}
      </text>
    </Box>
  );
}
