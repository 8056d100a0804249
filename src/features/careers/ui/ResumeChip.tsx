import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { formatFileSize } from '@/entities/application';

/** Names longer than this are shortened in the middle when they do not fit. */
const SPLIT_LONGER_THAN = 20;

/**
 * A long name as a head that may be cut with an ellipsis and a tail that always shows
 * (the extension and a few characters before it), so 'Ravi_Kumar_Senior_…e_2024.pdf'
 * still says which file it is; null for short names.
 */
function splitFileName(name: string): { head: string; tail: string } | null {
  if (name.length <= SPLIT_LONGER_THAN) return null;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const tailLength = Math.max(10, extension.length + 6);
  return { head: name.slice(0, -tailLength), tail: name.slice(-tailLength) };
}

const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface ResumeChipProps {
  file: File;
  disabled?: boolean;
  onRemove: () => void;
}

/** The chosen resume: its name on one line, its size, and a remove button. */
export function ResumeChip({ file, disabled = false, onRemove }: ResumeChipProps) {
  const parts = splitFileName(file.name);
  return (
    <Box
      sx={{
        mt: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <DescriptionOutlined aria-hidden sx={{ color: 'primary.main' }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          component="div"
          title={file.name}
          sx={{ fontWeight: 600, display: 'flex', minWidth: 0 }}
        >
          {parts ? (
            <>
              <Box component="span" sx={cut}>
                {parts.head}
              </Box>
              <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {parts.tail}
              </Box>
            </>
          ) : (
            <Box component="span" sx={cut}>
              {file.name}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatFileSize(file.size)}
        </Typography>
      </Box>
      <IconButton aria-label="Remove resume" onClick={onRemove} disabled={disabled}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}
