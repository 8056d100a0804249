import { company } from '@vistaar/shared/config/company';
import {
  candidateTemplateValues,
  plainTextToHtml,
  renderEmailTemplate,
} from '@vistaar/shared/lib/email-template';
import { applicationNotice, noticeText } from '@vistaar/shared/config/privacy-notices';
import { escapeHtml, html, type OutgoingMail, paragraphs } from '../mail';
import { GENERAL_APPLICATION_TITLE } from './applications-repository';

const KEEP_LINK_PRIVATE =
  'Keep this link to yourself: anyone who has it can open your application. You can ask for a new link (which replaces this one) on our website at any time.';
const NOT_YOU = 'If you did not send this application, please ignore this e-mail.';

interface AcknowledgementInput {
  to: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  /** The number the applicant was given when they applied (never the row id). */
  reference: number;
  /** The applicant's private link to 'My application'. */
  myApplicationUrl: string;
  keptForOtherRoles: boolean;
}

/**
 * To the applicant, in the words of the 'Application received' template staff edit, followed
 * by what only this e-mail can carry: the reference and the private link. Without the
 * template, or when it names a placeholder that has no value yet (an interview's time), the
 * built-in text goes instead: a candidate never receives a placeholder as written.
 */
export function applicantAcknowledgement(
  input: AcknowledgementInput,
  template: { subject: string; body: string; entry_stage_name: string | null } | undefined,
): OutgoingMail {
  if (!template) return builtInAcknowledgement(input);
  const rendered = renderEmailTemplate(
    template,
    candidateTemplateValues({
      firstName: input.firstName,
      lastName: input.lastName,
      jobTitle: input.jobTitle ?? GENERAL_APPLICATION_TITLE,
      stageName: template.entry_stage_name,
      keptForOtherRoles: input.keptForOtherRoles,
    }),
  );
  if (rendered.missing.length > 0 || !rendered.subject) return builtInAcknowledgement(input);
  const text = [
    rendered.text.trim(),
    `Your application (reference ${input.reference}): see where it stands, download, correct or erase your data, or withdraw it, on your private page: ${input.myApplicationUrl}`,
    KEEP_LINK_PRIVATE,
    NOT_YOU,
  ].join('\n\n');
  return {
    kind: 'careers.application_received',
    to: input.to,
    subject: rendered.subject,
    text,
    html: plainTextToHtml(text),
  };
}

/**
 * The acknowledgement's own text. Subject and headers are fixed text; only the body carries
 * what the applicant typed (their first name), escaped in the HTML part.
 */
function builtInAcknowledgement(input: AcknowledgementInput): OutgoingMail {
  const applied = input.jobTitle
    ? `Thank you for applying for the ${input.jobTitle} role at ${company.name}.`
    : `Thank you for your general application to ${company.name}.`;
  const intro = [
    `Dear ${input.firstName},`,
    `${applied} We have received your application and resume (reference ${input.reference}).`,
  ];
  const next = [
    'Our recruitment team reads every application and compares it with the role and our open positions.',
    'If your profile is a match, a recruiter will call or e-mail you to arrange a first conversation.',
    'You do not need to apply again for the same role; a repeated application does not move it up the queue.',
  ];
  const own = [
    `See where your application stands, download, correct or erase your data, or withdraw it, on your private page: ${input.myApplicationUrl}`,
    KEEP_LINK_PRIVATE,
  ];
  const closing = [NOT_YOU, `Best regards,\nTalent Acquisition, ${company.name}`];
  const text = [
    ...intro,
    'What happens next:',
    ...next.map((line) => `- ${line}`),
    'Your application:',
    ...own,
    ...closing,
  ].join('\n\n');
  const htmlBody = `${paragraphs(intro)}
<p style="margin:0 0 12px"><strong>What happens next</strong></p>
<ul>${next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p style="margin:0 0 12px"><strong>Your application</strong></p>
<p style="margin:0 0 12px">See where your application stands, download, correct or erase your data, or withdraw it, on <a href="${escapeHtml(input.myApplicationUrl)}">your private My application page</a>.</p>
${paragraphs(own.slice(1))}
${paragraphs(closing.slice(0, 1))}
<p style="margin:0 0 12px">Best regards,<br>Talent Acquisition, ${escapeHtml(company.name)}</p>`;
  return {
    kind: 'careers.application_received',
    to: input.to,
    subject: `Your application to ${company.name}`,
    text,
    html: html(htmlBody),
  };
}

/** To the HR inbox: who applied for what, and where to look. No other personal data. */
export function hrNotification(input: {
  to: string;
  fullName: string;
  jobTitle: string | null;
  applicationsUrl: string;
}): OutgoingMail {
  const role = input.jobTitle ?? GENERAL_APPLICATION_TITLE;
  const lines = [
    `${input.fullName} has applied for: ${role}.`,
    `Open the applications desk to review the application and resume: ${input.applicationsUrl}`,
  ];
  return {
    kind: 'careers.application_notice',
    to: input.to,
    subject: 'New job application',
    text: lines.join('\n\n'),
    html: html(
      `<p style="margin:0 0 12px"><strong>${escapeHtml(input.fullName)}</strong> has applied for: ${escapeHtml(role)}.</p>
<p style="margin:0 0 12px"><a href="${escapeHtml(input.applicationsUrl)}">Open the applications desk</a> to review the application and resume.</p>`,
    ),
  };
}

/**
 * To a candidate a recruiter added by hand: who holds their details and why, the privacy
 * notice they agreed to through the recruiter, and their private 'My application' link.
 */
export function addedCandidateNotice(input: {
  to: string;
  firstName: string;
  jobTitle: string;
  myApplicationUrl: string;
}): OutgoingMail {
  const intro = [
    `Dear ${input.firstName},`,
    `Our recruitment team has added you as a candidate for the ${input.jobTitle} role at ${company.name}, with the details and resume you agreed to share with us.`,
    'Here is the privacy notice that applies to your application:',
  ];
  const notice = noticeText(applicationNotice).split('\n');
  const own = [
    `See where your application stands, download, correct or erase your data, withdraw your application or your consent, on your private page: ${input.myApplicationUrl}`,
    'Keep this link to yourself: anyone who has it can open your application.',
  ];
  const closing = [
    'If you did not agree to be put forward for this role, reply to this e-mail or erase your application with the link above, and we will not use it.',
    `Best regards,\nTalent Acquisition, ${company.name}`,
  ];
  const text = [...intro, ...notice, 'Your application:', ...own, ...closing].join('\n\n');
  const htmlBody = `${paragraphs(intro)}
<ul>${notice.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p style="margin:0 0 12px"><strong>Your application</strong></p>
<p style="margin:0 0 12px">See where your application stands, download, correct or erase your data, withdraw your application or your consent, on <a href="${escapeHtml(input.myApplicationUrl)}">your private My application page</a>.</p>
${paragraphs(own.slice(1))}
${paragraphs(closing.slice(0, 1))}
<p style="margin:0 0 12px">Best regards,<br>Talent Acquisition, ${escapeHtml(company.name)}</p>`;
  return {
    kind: 'careers.candidate_added',
    to: input.to,
    subject: `Your application to ${company.name}: privacy notice`,
    text,
    html: html(htmlBody),
  };
}
