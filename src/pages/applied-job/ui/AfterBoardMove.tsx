import { useEffect, useState, type ReactNode } from 'react';
import { StageEmailDialog } from '@/features/emailTemplates';
import { EmployeeRecordOffer } from '@/features/employees';

export interface AfterBoardMoveProps {
  applicationId: number;
  candidateName: string;
  stageId: number;
  /** The member e-mails candidates: the new stage's e-mail is proposed first. */
  proposeEmail: boolean;
  /** A rejection: its e-mail may be held back to the next working morning. */
  canSendLater: boolean;
  /** A move to Hired by a member who keeps employee records: the record is offered next. */
  offerEmployeeRecord: boolean;
  renderScheduler: (props: { onScheduled: () => void; onClose: () => void }) => ReactNode;
  done: () => void;
}

/** What follows one candidate's move on the board, one dialog after the other. */
export function AfterBoardMove({
  applicationId,
  candidateName,
  stageId,
  proposeEmail,
  canSendLater,
  offerEmployeeRecord,
  renderScheduler,
  done,
}: AfterBoardMoveProps) {
  const [emailOver, setEmailOver] = useState(!proposeEmail);
  const nothingLeft = emailOver && !offerEmployeeRecord;
  useEffect(() => {
    if (nothingLeft) done();
  }, [nothingLeft, done]);

  if (!emailOver) {
    return (
      <StageEmailDialog
        applicationId={applicationId}
        candidateName={candidateName}
        stageId={stageId}
        onClose={() => setEmailOver(true)}
        renderScheduler={renderScheduler}
        canSendLater={canSendLater}
      />
    );
  }
  return offerEmployeeRecord ? (
    <EmployeeRecordOffer
      applicationId={applicationId}
      candidateName={candidateName}
      onClose={done}
    />
  ) : null;
}
