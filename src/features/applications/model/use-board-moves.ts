import { useState } from 'react';
import type { ApplicationListItem } from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { PipelineStage } from '@vistaar/shared/contract';
import type { StageMoveInput } from '@vistaar/shared/validation';
import { useMoveApplicationMutation } from '../api/pipeline-api';

export interface PendingMove {
  application: ApplicationListItem;
  stage: PipelineStage;
}

const movedText = ({ application, stage }: PendingMove) =>
  `${application.fullName} was moved from ${application.stage.name} to ${stage.name}.`;

/**
 * The board's moves: an open stage at once, a rejected one after its reason, a final one
 * after the recruiter's yes; what failed, and what a move confirmed in a dialog did.
 */
export function useBoardMoves(stages: readonly PipelineStage[]) {
  const [moveApplication] = useMoveApplicationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejection, setRejection] = useState<PendingMove | null>(null);
  // A move to a final stage (Hired, Withdrawn) waits for the recruiter's yes.
  const [confirming, setConfirming] = useState<PendingMove | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [moved, setMoved] = useState<PendingMove | null>(null);
  // What a move confirmed in a dialog did, for screen readers (the drag's own words are spent).
  const [confirmedMove, setConfirmedMove] = useState('');

  async function move(
    application: ApplicationListItem,
    stage: PipelineStage,
    details: Omit<StageMoveInput, 'stageId'> = {},
  ) {
    setFailure(null);
    try {
      await moveApplication({
        applicationId: application.id,
        stageId: stage.id,
        ...details,
      }).unwrap();
      setMoved({ application, stage });
    } catch (error) {
      const reason = apiErrorMessage(error as ApiError, 'The server did not answer.');
      setFailure(
        `${application.fullName} could not be moved to ${stage.name}: ${reason} ` +
          `${application.fullName} is back in ${application.stage.name}.`,
      );
      throw error;
    }
  }

  function drop(application: ApplicationListItem, stage: PipelineStage) {
    if (stage.id === application.stage.id) return;
    setConfirmedMove('');
    if (stage.kind === 'rejected') {
      setRejection({ application, stage });
      return;
    }
    if (stage.kind !== 'open') {
      setConfirmError(null);
      setConfirming({ application, stage });
      return;
    }
    void move(application, stage).catch(() => undefined);
  }

  async function reject({ stageId, ...details }: StageMoveInput) {
    if (!rejection) return;
    const stage = stages.find((candidate) => candidate.id === stageId) ?? rejection.stage;
    await move(rejection.application, stage, details);
    setConfirmedMove(movedText({ application: rejection.application, stage }));
  }

  async function confirm() {
    if (!confirming) return;
    const { application, stage } = confirming;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      await moveApplication({ applicationId: application.id, stageId: stage.id }).unwrap();
      setConfirming(null);
      setConfirmedMove(movedText(confirming));
      setMoved({ application, stage });
    } catch (error) {
      setConfirmError(apiErrorMessage(error as ApiError, 'The server did not answer.'));
    } finally {
      setConfirmBusy(false);
    }
  }

  return {
    failure,
    clearFailure: () => setFailure(null),
    drop,
    rejection,
    reject,
    cancelRejection: () => setRejection(null),
    confirming,
    confirm,
    confirmBusy,
    confirmError,
    cancelConfirming: () => setConfirming(null),
    confirmedMove,
    moved,
    moveDone: () => setMoved(null),
  };
}
