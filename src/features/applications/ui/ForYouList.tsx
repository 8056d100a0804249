import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { applicationRecordPath } from '@vistaar/shared/config';
import { useGetMentionsQuery, useMarkMentionReadMutation } from '../api/pipeline-api';

/** New notes naming the member show within this long, and at once when the tab regains focus. */
const POLL_MS = 60_000;

/** 'For you': the notes that name the signed-in member, with how many are unread. */
export function ForYouList() {
  const { data, error } = useGetMentionsQuery(undefined, {
    pollingInterval: POLL_MS,
    refetchOnFocus: true,
  });
  const [markRead] = useMarkMentionReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const unread = data?.unread ?? 0;

  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          // The count is in the button's text; the badge only shows it.
          <Badge
            badgeContent={unread}
            color="error"
            max={99}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <AlternateEmailRounded aria-hidden />
          </Badge>
        }
      >
        {unread > 0 ? `For you (${unread} unread)` : 'For you'}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 420 }, maxHeight: 480, p: 2 },
          },
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          Notes that mention you
        </Typography>
        {error ? (
          <Typography color="error">
            {apiErrorMessage(error as ApiError, 'Your notes could not be loaded.')}
          </Typography>
        ) : null}
        {data && data.items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No notes mention you yet.</Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.items.map((mention) => (
            <Box
              component="li"
              key={mention.id}
              sx={{
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Link
                component={RouterLink}
                to={applicationRecordPath(mention.applicationId)}
                onClick={() => {
                  if (!mention.read) void markRead(mention.id);
                  setAnchor(null);
                }}
                sx={{ fontWeight: mention.read ? 400 : 700 }}
              >
                {mention.candidateName}
              </Link>
              {mention.read ? null : (
                <Typography component="span" variant="caption" sx={{ ml: 1, color: 'error.main' }}>
                  Unread
                </Typography>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${mention.jobTitle} - ${mention.by ?? 'A former staff member'}, ${dayjs(mention.createdAt).format('D MMM, h:mm A')}`}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  mt: 0.5,
                  whiteSpace: 'pre-wrap',
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {mention.note}
              </Typography>
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
