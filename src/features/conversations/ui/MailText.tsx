import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { ConversationMessage } from '@vistaar/shared/contract';
import { apiBaseUrl } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';

/**
 * A received or sent e-mail's text as plain text (a candidate's HTML is never rendered), its
 * quoted text and signature behind 'Show quoted text', and its files: each kept one a
 * download link, each refused one named with the reason.
 */
export function MailText({
  mail: message,
}: {
  mail: Pick<ConversationMessage, 'body' | 'quoted' | 'attachments'>;
}) {
  const [showQuoted, setShowQuoted] = useState(false);
  const quotedId = useId();
  return (
    <>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.quoted ? (
        <>
          <Button
            size="small"
            aria-expanded={showQuoted}
            aria-controls={quotedId}
            onClick={() => setShowQuoted((shown) => !shown)}
            sx={{ mt: 1 }}
          >
            {showQuoted ? 'Hide quoted text' : 'Show quoted text'}
          </Button>
          <Typography
            id={quotedId}
            component="div"
            hidden={!showQuoted}
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              color: 'text.secondary',
              borderLeft: 3,
              borderColor: 'divider',
              pl: 1.5,
              mt: 1,
            }}
          >
            {message.quoted}
          </Typography>
        </>
      ) : null}
      {message.attachments.length > 0 ? (
        <BareList aria-label="Attachments" sx={{ mt: 1.5, display: 'grid', gap: 0.5 }}>
          {message.attachments.map((file, index) => (
            <Box component="li" key={`${file.name}-${index}`} sx={{ display: 'flex', gap: 1 }}>
              <AttachFileIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              {file.url ? (
                <Link href={`${apiBaseUrl()}${file.url}`} download={file.name}>
                  {file.name}
                </Link>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`${file.name}: ${file.refused ?? 'not kept'}`}
                </Typography>
              )}
            </Box>
          ))}
        </BareList>
      ) : null}
    </>
  );
}
