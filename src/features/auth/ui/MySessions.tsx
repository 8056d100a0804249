import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useEndMySessionMutation, useGetMySessionsQuery } from '../api/account-api';

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** My open sessions: device, address and last use; any of the others can be ended here. */
export function MySessions() {
  const { data: sessions = [], error, isLoading } = useGetMySessionsQuery();
  const [end, ending] = useEndMySessionMutation();

  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'Sessions could not be loaded.')}
      </Alert>
    );
  }
  if (isLoading) return <Typography>Loading sessions…</Typography>;
  return (
    <Stack spacing={2}>
      {ending.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(ending.error as ApiError, 'The session could not be ended.')}
        </Alert>
      ) : null}
      <List disablePadding aria-label="Open sessions">
        {sessions.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            sx={{
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 1,
            }}
          >
            <ListItemText
              primary={session.device ?? 'Unknown device'}
              secondary={
                <Stack component="span">
                  <span>Address: {session.address ?? 'unknown'}</span>
                  <span>Last used: {when(session.lastUsedAt)}</span>
                </Stack>
              }
              slotProps={{ primary: { variant: 'body2', sx: { wordBreak: 'break-word' } } }}
            />
            {session.current ? (
              <Chip label="This device" size="small" color="primary" />
            ) : (
              <Button
                size="small"
                color="error"
                disabled={ending.isLoading}
                onClick={() => void end(session.id)}
                sx={{ flexShrink: 0 }}
              >
                End session
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
