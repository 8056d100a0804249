import type { IntakeFieldProposal, IntakeItem, IntakeItemDetail } from '@vistaar/shared/contract';
import { readerLink, type LinkSigner } from '../files';
import type { ResumeParseResult } from '../resume-parsing';
import type { IntakeItemRow } from './intake-repository';

/** How long the review screen's link to the resume stays valid. */
const FILE_LINK_TTL_SECONDS = 30 * 60;

export const intakeFilePath = (id: number) => `/api/intake/items/${id}/file`;

export function toIntakeItem(row: IntakeItemRow): IntakeItem {
  return {
    id: row.id,
    origin: row.origin,
    fileName: row.file_name,
    status: row.status,
    refusal: row.refusal,
    jobId: row.job_id,
    jobTitle: row.job_id === null ? null : (row.job_title ?? null),
    sender: row.sender,
    subject: row.subject,
    receivedAt: row.received_at ?? row.created_at,
    applicationId: row.application_id,
  };
}

/** Lakhs a year as a recruiter writes them: 1850000 → '18.5 LPA'. */
const lakhs = (rupees: number) => `${Math.round(rupees / 1000) / 100} LPA`;

/** A notice period in days as the form's nearest choice at or above it. */
function noticeChoice(days: number): string {
  if (days <= 0) return 'immediate';
  return String([15, 30, 60, 90].find((limit) => days <= limit) ?? 90);
}

/**
 * What the resume proposes, under the accept form's field names, each with the text it was
 * read from. Nothing here is saved: the reviewer's accepted values are.
 */
function reviewProposals(result: ResumeParseResult | null) {
  const fields: Record<string, IntakeFieldProposal> = {};
  if (!result || result.status !== 'parsed') return fields;
  const p = result.fields;
  const put = (name: string, value: string | undefined, source: string | undefined) => {
    if (value) fields[name] = { value, source: source ?? '' };
  };
  if (p.fullName) {
    const words = p.fullName.value.trim().split(/\s+/);
    const last = words.length > 1 ? words.pop()! : '';
    put('firstName', words.join(' '), p.fullName.source);
    put('lastName', last, p.fullName.source);
  }
  put('email', p.email?.value, p.email?.source);
  // The form takes the 10-digit mobile number; the engine gives it with +91.
  put('phone', p.phone?.value.replace(/^\+91/, ''), p.phone?.source);
  put('currentEmployer', p.currentEmployer?.value, p.currentEmployer?.source);
  put('currentTitle', p.currentTitle?.value, p.currentTitle?.source);
  if (p.totalExperienceYears) {
    // The form's choices: whole years from Fresher (0) to 9, then 10+.
    const years = Math.floor(p.totalExperienceYears.value);
    put('jobExperience', years >= 10 ? '10+' : String(years), p.totalExperienceYears.source);
  }
  if (p.currentCtc) put('currentCTC', lakhs(p.currentCtc.value), p.currentCtc.source);
  if (p.expectedCtc) put('expectedCTC', lakhs(p.expectedCtc.value), p.expectedCtc.source);
  if (p.noticePeriodDays) {
    put('noticePeriod', noticeChoice(p.noticePeriodDays.value), p.noticePeriodDays.source);
  }
  put('currentLocation', p.location?.value, p.location?.source);
  if (p.skills?.length) {
    put(
      'skills',
      p.skills.map((skill) => skill.value).join(', '),
      [...new Set(p.skills.map((skill) => skill.source))].join(' | '),
    );
  }
  if (p.education) {
    const { degree, institution } = p.education.value;
    put('education', institution ? `${degree}, ${institution}` : degree, p.education.source);
  }
  return fields;
}

export function readResult(proposals: string | null): ResumeParseResult | null {
  if (!proposals) return null;
  try {
    return JSON.parse(proposals) as ResumeParseResult;
  } catch {
    return null;
  }
}

export function toIntakeDetail(
  row: IntakeItemRow,
  signer: LinkSigner,
  reader: number,
  nextId: number | null,
): IntakeItemDetail {
  const result = readResult(row.proposals);
  return {
    ...toIntakeItem(row),
    note: row.note,
    fileType: row.file_type,
    fileUrl:
      row.file_id === null
        ? null
        : readerLink(signer, intakeFilePath(row.id), FILE_LINK_TTL_SECONDS, reader),
    resumeText: result?.status === 'parsed' ? result.text : '',
    parseMessage:
      row.parse_message ??
      (result?.status === 'no_text'
        ? 'No text was found in this file (a scan?): read it and type the details in.'
        : null),
    proposals: reviewProposals(result),
    nextId,
  };
}
