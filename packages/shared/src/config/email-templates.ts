import { company } from './company';

/**
 * What an e-mail to a candidate says about other roles (`{{candidate.otherRoles}}`): it
 * follows the separate choice the applicant made when applying, so no e-mail promises to keep
 * a profile its owner did not agree to have kept.
 */
export const OTHER_ROLES_SENTENCES = {
  kept: 'As you asked when you applied, we will keep your application and consider you for other suitable roles.',
  notKept: 'As you chose when you applied, we will not keep your application for other roles.',
} as const;

/**
 * E-mail templates staff write for candidates: the placeholders a template may use, what each
 * stands for, and the sample values a test send and the editor's preview fill in.
 */
export const EMAIL_TEMPLATE_PLACEHOLDERS = [
  { name: 'candidate.firstName', description: "The candidate's first name", sample: 'Aarav' },
  { name: 'candidate.lastName', description: "The candidate's last name", sample: 'Mehta' },
  { name: 'candidate.fullName', description: "The candidate's full name", sample: 'Aarav Mehta' },
  {
    name: 'job.title',
    description: 'The job applied for',
    sample: 'Backend Developer (Node.js)',
  },
  { name: 'stage.name', description: 'The stage the application is in', sample: 'Screening' },
  {
    name: 'candidate.otherRoles',
    description:
      'Whether we keep the application for other roles, as the candidate chose when applying',
    sample: OTHER_ROLES_SENTENCES.kept,
  },
  {
    name: 'interview.when',
    description: "The interview's day and time",
    sample: 'Tuesday, 2 December 2025, 11:00 AM IST',
  },
  { name: 'company.name', description: "The company's name", sample: company.name },
  {
    name: 'company.careersEmail',
    description: 'Where candidates write with questions',
    sample: company.emails.careers,
  },
  {
    name: 'company.website',
    description: "The company's website",
    sample: company.siteUrl,
  },
] as const;

export type EmailTemplatePlaceholder = (typeof EMAIL_TEMPLATE_PLACEHOLDERS)[number]['name'];
export type EmailTemplateValues = Partial<Record<EmailTemplatePlaceholder, string>>;

export const EMAIL_TEMPLATE_NAME_MAX_LENGTH = 80;
export const EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_TEMPLATE_BODY_MAX_LENGTH = 10_000;

/** Candidates one bulk e-mail (after a bulk move or rejection) may reach at once. */
export const CANDIDATE_EMAIL_BULK_MAX = 200;

/** A rejection held back goes by default the next working day at this time, India time. */
export const REJECTION_SEND_TIME = '10:00';
/** How far ahead an e-mail may be scheduled. */
export const SCHEDULED_EMAIL_MAX_DAYS = 30;
