import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import { visuallyHidden } from '@/shared/lib/a11y';
import { copyLinkHooks } from '../model/copy-link-behaviour';

/**
 * The copy-link button as the server sends it; `startCopyLink` gives it its behaviour. Where
 * the clipboard is not allowed the link appears selected in a field, here hidden until then.
 * Without JavaScript the button is hidden: the page address itself is the link to share.
 */
export function CopyLinkButton({ path }: { path: string }) {
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <>
            <LinkRounded aria-hidden data-icon="link" />
            <CheckRounded aria-hidden data-icon="copied" />
          </>
        }
        {...{ [copyLinkHooks.button]: path, 'data-state': 'idle' }}
        sx={{
          'html:not(.js) &': { display: 'none' },
          justifyContent: 'flex-start',
          '&[data-state="idle"] [data-icon="copied"], &[data-state="copied"] [data-icon="link"]': {
            display: 'none',
          },
        }}
      >
        <span {...{ [copyLinkHooks.label]: '' }}>Copy link</span>
      </Button>
      <Box role="status" sx={visuallyHidden} {...{ [copyLinkHooks.status]: '' }} />
      <Box hidden sx={{ gridColumn: '1 / -1' }} {...{ [copyLinkHooks.manual]: '' }}>
        <TextField
          label="Link to this job"
          defaultValue=""
          size="small"
          fullWidth
          helperText="Copy it with Ctrl+C (or long-press on a phone)."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
        />
      </Box>
    </>
  );
}
