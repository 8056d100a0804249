import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import { visuallyHidden } from '@/shared/lib/a11y';

const COPIED_LABEL_MS = 4000;

/**
 * Copies the job's address as the visitor reached it. Where the clipboard is not allowed the
 * link appears selected in a field instead. Without JavaScript the button is hidden: the page
 * address itself is the link to share.
 */
export function CopyLinkButton({ path }: { path: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const [link, setLink] = useState('');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const url = `${window.location.origin}${path}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void copy()}
        startIcon={state === 'copied' ? <CheckRounded aria-hidden /> : <LinkRounded aria-hidden />}
        sx={{ 'html:not(.js) &': { display: 'none' }, justifyContent: 'flex-start' }}
      >
        {state === 'copied' ? 'Link copied' : 'Copy link'}
      </Button>
      <Box role="status" sx={visuallyHidden}>
        {state === 'copied' ? 'The link to this job is on your clipboard.' : ''}
      </Box>
      {state === 'manual' ? (
        <TextField
          label="Link to this job"
          value={link}
          size="small"
          autoFocus
          onFocus={(event) => event.target.select()}
          helperText="Copy it with Ctrl+C (or long-press on a phone)."
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ) : null}
    </>
  );
}
