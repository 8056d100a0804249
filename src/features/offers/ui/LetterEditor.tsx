import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { OFFER_PLACEHOLDERS } from '@vistaar/shared/config/offers';

type Command =
  | { label: string; command: 'formatBlock'; value: 'h2' | 'h3' | 'p' }
  | { label: string; command: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' };

const COMMANDS: Command[] = [
  { label: 'Heading', command: 'formatBlock', value: 'h2' },
  { label: 'Subheading', command: 'formatBlock', value: 'h3' },
  { label: 'Paragraph', command: 'formatBlock', value: 'p' },
  { label: 'Bold', command: 'bold' },
  { label: 'Italic', command: 'italic' },
  { label: 'Bulleted list', command: 'insertUnorderedList' },
  { label: 'Numbered list', command: 'insertOrderedList' },
];

/**
 * A plain rich-text editor for offer letters: headings, bold, italic, lists, and placeholders
 * inserted from a menu. What it holds is HTML; the server keeps only the allowed tags of it.
 */
export function LetterEditor({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  label: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The editor owns its content once shown; the starting value goes in once.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (command: Command) => {
    area.current?.focus();
    document.execCommand(command.command, false, 'value' in command ? command.value : undefined);
    onChange(area.current?.innerHTML ?? '');
  };
  const insert = (name: string) => {
    setMenu(null);
    area.current?.focus();
    document.execCommand('insertText', false, `{{${name}}}`);
    onChange(area.current?.innerHTML ?? '');
  };

  return (
    <Box>
      <Typography component="div" variant="subtitle2" id="letter-editor-label" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}
        role="toolbar"
        aria-label="Formatting"
      >
        {COMMANDS.map((command) => (
          <ToggleButton
            key={command.label}
            value={command.label}
            size="small"
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {command.label}
          </ToggleButton>
        ))}
        <Button
          size="small"
          variant="outlined"
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => setMenu(event.currentTarget)}
        >
          Insert placeholder
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {OFFER_PLACEHOLDERS.map((placeholder) => (
            <MenuItem key={placeholder.name} onClick={() => insert(placeholder.name)}>
              {placeholder.label}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby="letter-editor-label"
        aria-invalid={Boolean(error)}
        onInput={() => onChange(area.current?.innerHTML ?? '')}
        sx={{
          minHeight: 240,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
          '&:focus': { outline: 2, outlineColor: 'primary.main' },
          '& h2': { fontSize: '1.25rem', my: 1 },
          '& h3': { fontSize: '1.05rem', my: 1 },
        }}
      />
      {error ? (
        <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Put the CTC break-up placeholder in a paragraph of its own: it becomes the break-up table.
        </Typography>
      )}
    </Box>
  );
}
