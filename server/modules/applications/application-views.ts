import { GENDER_OPTIONS } from '@vistaar/shared/config/options';
import type { ApplicationDetail, ApplicationListItem } from '@vistaar/shared/contract';
import { type LinkSigner, readerLink } from '../files';
import { GENERAL_APPLICATION_TITLE, type ApplicationDetailRow } from './applications-repository';
import { type ApplicationListRow } from './application-list-repository';
import { readScreeningAnswers } from './screening-answers';

const DAY_MS = 86_400_000;

/** How long a resume link opened from the applications desk stays valid. */
const RESUME_LINK_TTL_SECONDS = 15 * 60;

export const resumeResource = (applicationId: number) =>
  `/api/career/applications/${applicationId}/resume`;

/** With a reader (the staff member it is made for), opening the link is audited as theirs. */
export function signedResumeUrl(
  signer: LinkSigner,
  applicationId: number,
  reader?: number,
): string {
  return readerLink(signer, resumeResource(applicationId), RESUME_LINK_TTL_SECONDS, reader);
}

const genderLabel = (code: string) =>
  code === '' ? '' : (GENDER_OPTIONS.find((option) => option.value === code)?.label ?? 'Other');

export function toApplicationListItem(
  row: ApplicationListRow,
  signer: LinkSigner,
  rating: ApplicationListItem['rating'],
  reader?: number,
): ApplicationListItem {
  return {
    id: row.id,
    jobId: row.job_id ?? 0,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    dob: row.dob,
    gender: genderLabel(row.gender),
    jobTitle: row.job_id === null ? GENERAL_APPLICATION_TITLE : (row.job_title ?? ''),
    department: row.job_department ?? '',
    location: row.job_location ?? '',
    jobExperience: row.job_experience,
    currentEmployer: row.current_employer,
    currentCTC: row.current_ctc,
    expectedCTC: row.expected_ctc,
    currentCtcAmount: row.current_ctc_amount,
    expectedCtcAmount: row.expected_ctc_amount,
    noticePeriod: row.notice_period,
    noticeUntil: row.notice_until,
    servingNotice: row.serving_notice === 1,
    source: row.source,
    sourceDetail: row.source_detail,
    fullAddress: [row.address, row.city, row.state].filter(Boolean).join(', '),
    createdAt: row.created_at,
    resumeUrl: signedResumeUrl(signer, row.id, reader),
    stage: { id: row.stage_id, name: row.stage_name, kind: row.stage_kind },
    daysInStage: Math.max(0, Math.floor((Date.now() - Date.parse(row.stage_entered_at)) / DAY_MS)),
    rating,
    screeningAnswers: readScreeningAnswers(row.screening_answers),
    knockedOut: row.knocked_out === 1,
  };
}

export function toApplicationDetail(
  row: ApplicationDetailRow,
  signer: LinkSigner,
  rating: ApplicationListItem['rating'],
  reader?: number,
): ApplicationDetail {
  return {
    ...toApplicationListItem(row, signer, rating, reader),
    candidateId: row.candidate_id,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    city: row.city,
    state: row.state,
    currentLocation: row.current_location,
    resumeFileName: row.resume_file_name,
    resumeSizeBytes: Number(row.resume_size_bytes),
    keepForOtherRoles: row.keep_for_other_roles === 1,
    referrer:
      row.referrer_code === null || row.referrer_name === null
        ? null
        : { code: row.referrer_code, name: row.referrer_name },
    consentSource: row.consent_source,
  };
}
