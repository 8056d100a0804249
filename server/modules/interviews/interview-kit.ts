import type { Kysely } from 'kysely';
import { APPLICATION_EXPERIENCE_OPTIONS } from '@vistaar/shared/config/options';
import type { InterviewKit } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import { found, notFound } from '../../lib/http-error';
import {
  APPLICATION_NOT_FOUND,
  applicationsOpenTo,
  findApplicationDetail,
  kitOpenTo,
  signedResumeUrl,
} from '../applications';
import type { SessionStaff } from '../auth';
import { findJob, readSkills } from '../careers';
import type { LinkSigner } from '../files';
import { INTERVIEW_NOT_FOUND } from './interview-service';
import { findInterview, listPanels } from './interviews-repository';
import { toInterview } from './interview-views';
import { criteriaOf } from './scorecard-service';

// What a criterion must name for the kit to show salary or the date of birth: without such a
// criterion, neither has a part in the interview.
const ASKS_SALARY = /\b(salary|ctc|compensation|pay)\b/i;
const ASKS_BIRTH = /\b(date of birth|birth|age)\b/i;

const experienceLabel = (value: string) =>
  APPLICATION_EXPERIENCE_OPTIONS.find((option) => option.value === value)?.label ?? value;

/**
 * One interview's kit. A panel member opens it while the interview is to come or their
 * feedback is due; whoever may open the application opens it too. For anyone else the
 * interview does not exist.
 */
export async function interviewKit(
  db: Kysely<Database>,
  signer: LinkSigner,
  staff: SessionStaff,
  interviewId: number,
): Promise<InterviewKit> {
  const row = found(await findInterview(db, interviewId), INTERVIEW_NOT_FOUND);
  const open =
    (await applicationsOpenTo(db, staff, [row.application_id])).has(row.application_id) ||
    (await kitOpenTo(db, staff.id, interviewId));
  if (!open) throw notFound(INTERVIEW_NOT_FOUND);
  const detail = found(await findApplicationDetail(db, row.application_id), APPLICATION_NOT_FOUND);
  const { criteria } = await criteriaOf(db, row.job_id);
  const asks = (pattern: RegExp) => criteria.some((criterion) => pattern.test(criterion));
  const fields = [
    { label: 'Name', value: `${detail.first_name} ${detail.last_name}` },
    { label: 'Experience', value: experienceLabel(detail.job_experience) },
    { label: 'Current employer', value: detail.current_employer },
    { label: 'Current location', value: detail.current_location },
    ...(asks(ASKS_SALARY)
      ? [
          { label: 'Current CTC', value: detail.current_ctc },
          { label: 'Expected CTC', value: detail.expected_ctc },
        ]
      : []),
    ...(asks(ASKS_BIRTH) ? [{ label: 'Date of birth', value: detail.dob }] : []),
  ].filter((field) => field.value !== '');
  const job = row.job_id === null ? undefined : await findJob(db, row.job_id);
  return {
    interview: toInterview(row, await listPanels(db, [interviewId])),
    fields,
    resume:
      detail.erased_at === null
        ? {
            fileName: detail.resume_file_name,
            url: signedResumeUrl(signer, row.application_id, staff.id),
          }
        : null,
    job: job
      ? {
          title: job.title,
          department: job.department,
          location: job.location,
          experience: job.experience,
          skills: readSkills(job.skills),
          description: job.description,
        }
      : null,
    criteria,
  };
}
