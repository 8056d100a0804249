import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const loadDialog = () => import('./ShareDialog');
const ShareDialog = lazy(() => loadDialog().then((module) => ({ default: module.ShareDialog })));

/** 'Share with a verifier' on the verified employee's own page; the dialog loads on first use. */
export function ShareWithVerifierButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ShareOutlinedIcon />}
        aria-haspopup="dialog"
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Share with a verifier
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
