import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EMAIL_TEMPLATE_PLACEHOLDERS } from '@vistaar/shared/config';

/** The placeholders a template may use, each a button that inserts it where the caret was. */
export function PlaceholderChips({ onInsert }: { onInsert: (name: string) => void }) {
  return (
    <Box component="section" aria-labelledby="placeholder-chips-title">
      <Typography id="placeholder-chips-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Insert a placeholder
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {EMAIL_TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Chip
            key={placeholder.name}
            label={`{{${placeholder.name}}}`}
            title={placeholder.description}
            aria-label={`Insert ${placeholder.description.toLowerCase()} ({{${placeholder.name}}})`}
            onClick={() => onInsert(placeholder.name)}
            variant="outlined"
            size="small"
            sx={{ fontFamily: 'monospace', maxWidth: '100%' }}
          />
        ))}
      </Box>
    </Box>
  );
}
