import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A rendered e-mail as the candidate reads it: the subject, then the plain text. */
export function EmailPreview({
  subject,
  text,
  title = 'Preview',
}: {
  subject: string;
  text: string;
  title?: string;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'anywhere' }}>
        {subject || 'No subject yet'}
      </Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
