import type { ApplicantStatus, PipelineStageKind } from '@vistaar/shared/config';

export interface StageForStatus {
  id: number;
  name: string;
  kind: PipelineStageKind;
}

/**
 * What an applicant is told about where their application stands. Recruiters name and add
 * stages freely, so the applicant never sees those names, only one of five plain words:
 * - the entry stage (where every application starts): Received;
 * - an open stage whose name speaks of an interview: Interviewing; of an offer: Offer;
 * - any other open stage: Under review;
 * - hired: Offer (the offer was made and taken up);
 * - rejected or withdrawn: Closed.
 */
export function applicantStatus(stage: StageForStatus, entryStageId: number): ApplicantStatus {
  switch (stage.kind) {
    case 'hired':
      return 'Offer';
    case 'rejected':
    case 'withdrawn':
      return 'Closed';
    case 'open':
      if (stage.id === entryStageId) return 'Received';
      if (/interview/i.test(stage.name)) return 'Interviewing';
      if (/offer/i.test(stage.name)) return 'Offer';
      return 'Under review';
  }
}
