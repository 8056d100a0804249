import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { VerificationDisclosure } from '@vistaar/shared/contract';
import { NOT_SHARED_TEXT } from '@vistaar/shared/config';
import { formatUsLongDate } from '@/entities/employee';

export interface DisclosureViewProps {
  disclosure: VerificationDisclosure;
  letterUrl: string;
  jwsUrl: string;
}

/** What the verifier may read: every offered field, the withheld ones said plainly. */
export function DisclosureView({ disclosure, letterUrl, jwsUrl }: DisclosureViewProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Employment verification issued by {disclosure.issuer}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          For {disclosure.verifierOrganisation} ({disclosure.verifierEmail}): {disclosure.purpose}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, gap: 1, m: 0 }}
        >
          <Typography component="dt" fontWeight={600}>
            Employee
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {disclosure.employeeName}
          </Typography>
          {disclosure.fields.map((field) => (
            <Box key={field.key} sx={{ display: 'contents' }}>
              <Typography component="dt" fontWeight={600}>
                {field.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0 }}
                color={field.value === null ? 'text.secondary' : 'text.primary'}
                fontStyle={field.value === null ? 'italic' : undefined}
              >
                {field.value ?? NOT_SHARED_TEXT}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 3, mb: 2 }}>
          <Chip label={`Verification ID ${disclosure.verificationId}`} />
          <Chip
            label={`Issued ${formatUsLongDate(disclosure.issuedAt.slice(0, 10))}`}
            variant="outlined"
          />
          <Chip
            label={`Valid until ${formatUsLongDate(disclosure.expiresAt.slice(0, 10))}`}
            variant="outlined"
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" href={letterUrl} startIcon={<DownloadOutlinedIcon />}>
            Download the signed letter
          </Button>
          <Button variant="outlined" href={jwsUrl}>
            Signed JSON (JWS)
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
