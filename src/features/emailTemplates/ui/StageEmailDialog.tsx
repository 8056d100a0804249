import { useEffect, useId, useRef } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { usePhoneFullScreen } from '@/shared/ui/dialogs';
import type { ApplicationEvent } from '@vistaar/shared/contract';
import { useGetEmailTemplatesQuery } from '../api/email-templates-api';
import { StageEmailComposer, type StageEmailComposerProps } from './StageEmailComposer';

export interface StageEmailDialogProps {
  applicationId: number;
  candidateName: string;
  /** The stage the application was just moved to. */
  stageId: number;
  /** Sent (with its history entry), skipped, or nothing to propose. */
  onClose: (event?: ApplicationEvent) => void;
  /** The interview scheduler, offered before an e-mail that needs an interview's time. */
  renderScheduler?: StageEmailComposerProps['renderScheduler'];
  /** A rejection: the e-mail may be held back ('Send later'). */
  canSendLater?: boolean;
}

/**
 * After one candidate's move (a drop on the board): the new stage's e-mail, filled in for
 * them, to edit and send or skip. A stage that proposes no e-mail opens nothing.
 */
export function StageEmailDialog({
  applicationId,
  candidateName,
  stageId,
  onClose,
  renderScheduler,
  canSendLater,
}: StageEmailDialogProps) {
  const titleId = useId();
  const phone = usePhoneFullScreen();
  const templates = useGetEmailTemplatesQuery();
  const proposes = Boolean(
    templates.data?.some((template) => template.stage?.id === stageId && !template.archived),
  );
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // The move is done either way: without a template (or the list of them) there is nothing to ask.
  const nothingToPropose = (templates.isSuccess && !proposes) || templates.isError;
  useEffect(() => {
    if (nothingToPropose) close.current();
  }, [nothingToPropose]);

  if (!proposes) return null;
  return (
    <Dialog
      open
      onClose={() => onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{`E-mail ${candidateName}`}</DialogTitle>
      <DialogContent>
        <StageEmailComposer
          applicationId={applicationId}
          stageId={stageId}
          onSent={(event) => onClose(event)}
          onSkip={() => onClose()}
          renderScheduler={renderScheduler}
          canSendLater={canSendLater}
        />
      </DialogContent>
    </Dialog>
  );
}
