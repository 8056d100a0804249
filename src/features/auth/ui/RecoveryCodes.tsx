import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Recovery codes, shown once: each signs in once when the phone is not at hand. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each works once, and they are not shown again.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          m: 0,
          pl: 3,
          fontFamily: 'monospace',
        }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'inherit' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}
