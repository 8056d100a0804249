import type { ApplicationEvent, CandidateDetail } from '@vistaar/shared/contract';
import type { LinkSigner } from '../files';
import { GENERAL_APPLICATION_TITLE, signedResumeUrl } from '../applications';
import type { CandidateApplicationRow, CandidateRow } from './candidates-repository';

export function toCandidateDetail(
  row: CandidateRow,
  applications: readonly CandidateApplicationRow[],
  history: ReadonlyMap<number, ApplicationEvent[]>,
  signer: LinkSigner,
  reader: number,
): CandidateDetail {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    keepForOtherRoles: Number(row.keep_for_other_roles) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    applications: applications.map((application) => ({
      id: application.id,
      jobId: application.job_id,
      jobTitle: application.job_title ?? GENERAL_APPLICATION_TITLE,
      stage: {
        id: application.stage_id,
        name: application.stage_name,
        kind: application.stage_kind,
      },
      appliedAt: application.created_at,
      stageEnteredAt: application.stage_entered_at,
      resume:
        application.erased_at !== null || application.resume_purpose !== 'resume'
          ? null
          : {
              fileName: application.resume_file_name,
              sizeBytes: Number(application.resume_size_bytes),
              url: signedResumeUrl(signer, application.id, reader),
            },
      history: history.get(application.id) ?? [],
    })),
  };
}
