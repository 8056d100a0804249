import { Box } from '@mui/material';

/**
 * A certification or partner seal drawn as our own SVG: a ring with the scheme's
 * name and a short caption, readable as text by assistive technology.
 */
export function CertificationBadge({ title, caption }: { title: string; caption: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 120"
      role="img"
      aria-label={`${title} ${caption}`}
      sx={{ width: 76, height: 76, color: 'grey.300', flexShrink: 0 }}
    >
      <circle cx="60" cy="60" r="56" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle
        cx="60"
        cy="60"
        r="46"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="3 4"
      />
      <text
        x="60"
        y="56"
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill="currentColor"
        fontFamily="sans-serif"
      >
        {title}
      </text>
      <text
        x="60"
        y="74"
        textAnchor="middle"
        fontSize="10"
        fill="currentColor"
        fontFamily="sans-serif"
      >
        {caption}
      </text>
    </Box>
  );
}
