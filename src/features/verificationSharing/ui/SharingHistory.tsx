import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VerificationOverview, VerificationShare } from '@vistaar/shared/contract';
import { SHARE_FIELD_LABELS } from '@vistaar/shared/config';
import { STATUS_COLOUR, dateTime, ledgerText } from '../model/ledger-labels';

export interface SharingHistoryProps {
  overview: VerificationOverview;
  /** Given to the employee only: staff cannot revoke for them. */
  onRevoke?: (share: VerificationShare) => void;
  revoking?: boolean;
}

/** Every share with its status and views, then the full ledger: what the employee and HR both see. */
export function SharingHistory({ overview, onRevoke, revoking }: SharingHistoryProps) {
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="shares-heading">
        <Typography id="shares-heading" variant="h6" component="h2" gutterBottom>
          Shares
        </Typography>
        {overview.shares.length === 0 && (
          <Typography color="text.secondary">Nothing has been shared yet.</Typography>
        )}
        <Stack spacing={1.5}>
          {overview.shares.map((share) => (
            <Card key={share.id} variant="outlined">
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Typography variant="subtitle1" component="h3" fontWeight={600}>
                    {share.verifierOrganisation}
                  </Typography>
                  <Chip
                    size="small"
                    label={share.status}
                    color={STATUS_COLOUR[share.status]}
                    sx={{
                      textTransform: 'capitalize',
                      alignSelf: { xs: 'flex-start', sm: 'center' },
                    }}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {share.verifierEmail} · {share.purpose}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Shared: {share.fields.map((key) => SHARE_FIELD_LABELS[key]).join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {share.verificationId} · created {dateTime(share.createdAt)} · until{' '}
                  {dateTime(share.expiresAt)} · {share.views} {share.views === 1 ? 'view' : 'views'}
                </Typography>
                {onRevoke && share.status === 'active' && (
                  <Button
                    color="error"
                    size="small"
                    sx={{ mt: 1 }}
                    disabled={revoking}
                    onClick={() => onRevoke(share)}
                  >
                    Revoke
                  </Button>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="ledger-heading">
        <Typography id="ledger-heading" variant="h6" component="h2" gutterBottom>
          Every disclosure
        </Typography>
        {overview.ledger.length === 0 && (
          <Typography color="text.secondary">Nothing has been disclosed yet.</Typography>
        )}
        <List dense disablePadding>
          {overview.ledger.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText primary={ledgerText(entry)} secondary={dateTime(entry.occurredAt)} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
