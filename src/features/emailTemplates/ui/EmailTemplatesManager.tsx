import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { PipelineStage } from '@vistaar/shared/contract';
import { useGetEmailTemplatesQuery } from '../api/email-templates-api';
import { TemplateEditor } from './TemplateEditor';
import { ColumnGrid } from '@/shared/ui/column-grid';

const NEW = 'new';

/** The templates in use, and the one chosen open in the editor. */
export function EmailTemplatesManager({ stages }: { stages: readonly PipelineStage[] }) {
  const { data, isLoading, error } = useGetEmailTemplatesQuery();
  const templates = (data ?? []).filter((template) => !template.archived);
  const [chosen, setChosen] = useState<number | typeof NEW | null>(null);
  const selectedId = chosen ?? templates[0]?.id ?? NEW;
  const selected =
    selectedId === NEW ? null : (templates.find((template) => template.id === selectedId) ?? null);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">Loading the templates...</Typography>
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'The templates could not be loaded.')}
      </Alert>
    );
  }

  return (
    <ColumnGrid gap={3} columns={{ xs: '1fr', md: '240px minmax(0, 1fr)' }} alignItems="start">
      <Box component="nav" aria-label="E-mail templates" sx={{ minWidth: 0 }}>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => setChosen(NEW)}
          fullWidth
          sx={{ mb: 1 }}
        >
          New template
        </Button>
        <List dense disablePadding>
          {templates.map((template) => (
            <ListItemButton
              key={template.id}
              selected={template.id === selectedId}
              aria-current={template.id === selectedId ? 'true' : undefined}
              onClick={() => setChosen(template.id)}
            >
              <ListItemText
                primary={template.name}
                secondary={template.stage ? `Moving to ${template.stage.name}` : 'No stage'}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {selected ? selected.name : 'New template'}
        </Typography>
        <TemplateEditor
          key={selected?.id ?? NEW}
          template={selected}
          stages={stages}
          onSaved={(id) => setChosen(id)}
        />
      </Box>
    </ColumnGrid>
  );
}
