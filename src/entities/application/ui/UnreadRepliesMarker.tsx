import MarkChatUnreadOutlinedIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import Chip from '@mui/material/Chip';

const EXPLANATION = 'The candidate wrote and nobody has opened the conversation since';

/**
 * Says that the candidate wrote (by e-mail or on WhatsApp) and no member has opened the thread
 * since: in words on a chip, or `compact`, an icon named in words for a narrow table cell.
 */
export function UnreadRepliesMarker({
  application,
  compact = false,
}: {
  application: { unreadReplies?: number };
  compact?: boolean;
}) {
  const unread = application.unreadReplies ?? 0;
  if (unread === 0) return null;
  const label = unread === 1 ? '1 new reply' : `${unread} new replies`;
  if (compact) {
    return (
      <MarkChatUnreadOutlinedIcon
        role="img"
        aria-label={label}
        titleAccess={`${label}: ${EXPLANATION.toLowerCase()}`}
        fontSize="small"
        color="primary"
      />
    );
  }
  return (
    <Chip
      icon={<MarkChatUnreadOutlinedIcon aria-hidden />}
      label={label}
      title={EXPLANATION}
      color="primary"
      size="small"
      variant="outlined"
    />
  );
}
