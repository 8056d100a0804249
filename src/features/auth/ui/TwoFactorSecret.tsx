import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorEnrolment } from '@vistaar/shared/contract';

const secretGroups = (secret: string) => secret.match(/.{1,4}/g) ?? [];

/** The new secret for an authenticator app: its QR code, and the key to type in instead. */
export function TwoFactorSecret({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2">
        Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password and others), then enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrDataUrl}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cannot scan? Enter this key:
      </Typography>
      <Typography
        data-testid="two-factor-secret"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all' }}
      >
        {/*
          Groups of four are easier to type. The groups stay text of this one element, kept
          apart by empty spans with a width, so the element's text, a copy of it and what a
          screen reader or a test reads is the key without spaces.
        */}
        {secretGroups(enrolment.secret).map((group, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <Box
                component="span"
                aria-hidden
                data-key-gap=""
                sx={{ display: 'inline-block', width: '0.6em' }}
              />
            )}
            {group}
          </Fragment>
        ))}
      </Typography>
    </Stack>
  );
}
