import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { parseDescription } from '@vistaar/shared/lib/job-description';

export interface JobDescriptionProps {
  /** The description as staff typed it: paragraphs, and lines starting with '- ' as lists. */
  description: string;
  sx?: SxProps<Theme>;
}

/** A job's full description as paragraphs and lists; every word is text, never markup. */
export function JobDescription({ description, sx }: JobDescriptionProps) {
  return (
    <Box
      sx={[
        { '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {parseDescription(description).map((block, index) =>
        block.kind === 'list' ? (
          <Box
            key={index}
            component="ul"
            sx={{ my: 2, pl: 3, '& > li': { mb: 0.75, pl: 0.5 }, color: 'text.primary' }}
          >
            {block.items.map((item, itemIndex) => (
              <Typography key={itemIndex} component="li" variant="body1">
                {item}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={index} variant="body1" sx={{ my: 2, color: 'text.primary' }}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Typography>
        ),
      )}
    </Box>
  );
}
