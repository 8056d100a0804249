import { company } from '../../config/company';
import {
  EMAIL_TEMPLATE_PLACEHOLDERS,
  OTHER_ROLES_SENTENCES,
  type EmailTemplatePlaceholder,
  type EmailTemplateValues,
} from '../../config/email-templates';
import { escapeHtml } from '../job-description';

/** `{{ name }}`: a placeholder, with optional spaces inside the braces. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(EMAIL_TEMPLATE_PLACEHOLDERS.map((placeholder) => placeholder.name));

export const isKnownPlaceholder = (name: string): name is EmailTemplatePlaceholder =>
  KNOWN.has(name);

/** Every placeholder a text names, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

export const unknownPlaceholders = (text: string) =>
  placeholdersIn(text).filter((name) => !isKnownPlaceholder(name));

/** The known placeholders a text uses that these values leave without a value. */
export const missingPlaceholders = (text: string, values: EmailTemplateValues) =>
  placeholdersIn(text).filter((name) => isKnownPlaceholder(name) && !values[name]);

/** The sample values a test send and the editor's preview use. */
export const sampleTemplateValues = (): EmailTemplateValues =>
  Object.fromEntries(EMAIL_TEMPLATE_PLACEHOLDERS.map(({ name, sample }) => [name, sample]));

/**
 * The values one candidate's application gives the placeholders. The interview's time is
 * known only once an interview is scheduled, so until then a text naming it cannot be sent.
 */
export function candidateTemplateValues(candidate: {
  firstName: string;
  lastName: string;
  /** The job's title, or the name a general application goes by. */
  jobTitle: string;
  stageName: string | null;
  keptForOtherRoles: boolean;
  interviewWhen?: string;
}): EmailTemplateValues {
  return {
    ...(candidate.interviewWhen ? { 'interview.when': candidate.interviewWhen } : {}),
    'company.name': company.name,
    'company.careersEmail': company.emails.careers,
    'company.website': company.siteUrl,
    'candidate.firstName': candidate.firstName,
    'candidate.lastName': candidate.lastName,
    'candidate.fullName': `${candidate.firstName} ${candidate.lastName}`,
    'job.title': candidate.jobTitle,
    ...(candidate.stageName ? { 'stage.name': candidate.stageName } : {}),
    'candidate.otherRoles': candidate.keptForOtherRoles
      ? OTHER_ROLES_SENTENCES.kept
      : OTHER_ROLES_SENTENCES.notKept,
  };
}

/** Fills in the placeholders that have a value; any other stays as written. */
export function fillPlaceholders(text: string, values: EmailTemplateValues): string {
  return text.replace(PLACEHOLDER, (written, name: string) =>
    isKnownPlaceholder(name) && values[name] ? values[name] : written,
  );
}

// Line breaks, tabs and the other control characters, Unicode's line separators included.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]/;
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g');

/**
 * A subject is one header line: every line break, tab or other control character (from the
 * template or from a value such as a candidate's name) becomes a space, so nothing can start
 * a second header.
 */
export const singleLine = (text: string) =>
  text.replace(CONTROL_RUNS, ' ').replace(/ {2,}/g, ' ').trim();

/** Whether a text holds a line break or another character a header line may not hold. */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** The HTML part, made from the plain text: every character escaped, paragraphs and line breaks kept. */
export function plainTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    );
  return `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${paragraphs.join('\n')}
</body></html>`;
}

interface RenderedEmail {
  subject: string;
  text: string;
  /** Placeholders these values could not fill; they stay as written. */
  missing: string[];
}

/** A template filled in with one candidate's values: the subject on one line, the body as plain text. */
export function renderEmailTemplate(
  template: { subject: string; body: string },
  values: EmailTemplateValues,
): RenderedEmail {
  return {
    subject: singleLine(fillPlaceholders(template.subject, values)),
    text: fillPlaceholders(template.body.replace(/\r\n?/g, '\n'), values),
    missing: missingPlaceholders(`${template.subject}\n${template.body}`, values),
  };
}
