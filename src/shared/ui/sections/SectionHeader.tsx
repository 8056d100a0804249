import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeaderProps {
  /** Id for the h2, referenced by the section's aria-labelledby. */
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
  /** Less space below, when running text follows directly. */
  dense?: boolean;
}

/** Eyebrow, h2 title and subtitle at the top of a section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  dense = false,
}: SectionHeaderProps) {
  const centred = align === 'center';
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: centred ? 760 : 'none',
        mx: centred ? 'auto' : 0,
        mb: dense ? { xs: 2, md: 2.5 } : { xs: 4, md: 6 },
      }}
    >
      {eyebrow ? (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          {eyebrow}
        </Typography>
      ) : null}
      <Typography id={id} variant="h2" component="h2" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
