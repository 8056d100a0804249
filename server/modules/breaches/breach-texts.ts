import {
  BREACH_FIELD_LABELS,
  BREACH_SOURCE_LABELS,
  breachReference,
  type BreachField,
  type BreachSource,
} from '@vistaar/shared/config/breaches';
import { company, formatAddress } from '@vistaar/shared/config/company';
import { BREACH_BOARD_REPORT_HOURS } from '@vistaar/shared/config/privacy';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';

/** What the texts are made from: the breach as recorded, and what the product counted. */
export interface BreachFacts {
  id: number;
  summary: string;
  location: string;
  occurredAt: string;
  discoveredAt: string;
  sources: BreachSource[];
  jobTitle: string | null;
  appliedFrom: string | null;
  appliedTo: string | null;
  fields: BreachField[];
  consequences: string;
  measures: string;
  safetySteps: string;
  contact: string;
  createdAt: string;
  boardReportDueAt: string;
  affectedCount: number;
  noticesSentAt: string | null;
  noticesSent: number | null;
  updates: { text: string; at: string }[];
}

export interface ReportSection {
  heading: string;
  paragraphs: string[];
}

const HOUR_MS = 3_600_000;

export function boardReportDueAt(discoveredAt: string): string {
  return new Date(Date.parse(discoveredAt) + BREACH_BOARD_REPORT_HOURS * HOUR_MS).toISOString();
}

const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** 'job applications (for the role Java Developer, made 1 Jan 2026 to 31 Jan 2026)' */
function sourcesText(facts: BreachFacts): string {
  return listed(
    facts.sources.map((source) => {
      const label = lower(BREACH_SOURCE_LABELS[source]);
      if (source !== 'applications') return label;
      const narrowing = [
        facts.jobTitle ? `for the role ${facts.jobTitle}` : null,
        facts.appliedFrom && facts.appliedTo
          ? `made from ${facts.appliedFrom} to ${facts.appliedTo}`
          : facts.appliedFrom
            ? `made from ${facts.appliedFrom}`
            : facts.appliedTo
              ? `made up to ${facts.appliedTo}`
              : null,
      ].filter(Boolean);
      return narrowing.length > 0 ? `${label} (${narrowing.join(', ')})` : label;
    }),
  );
}

// Semicolons: some labels contain 'and' themselves.
const fieldsText = (facts: BreachFacts) =>
  facts.fields.map((field) => lower(BREACH_FIELD_LABELS[field])).join('; ');

export function noticeSubject(facts: Pick<BreachFacts, 'id'>): string {
  return `Important: a personal data breach at ${company.name} (${breachReference(facts.id)})`;
}

/**
 * The notice to each person affected, in plain words, with what rule 7(1) of the DPDP Rules
 * 2025 asks for: what happened, its nature and extent, when and where, the likely
 * consequences, what we did and are doing, what they can do, and whom to ask. The greeting
 * is added per person.
 */
export function noticeText(facts: BreachFacts): string {
  return [
    `We are writing to tell you about a personal data breach at ${company.name} that involves personal data of yours. We are sorry that this happened, and we want you to know what we know.`,
    `What happened\n${facts.summary}`,
    `Which of your data was involved\nThe breach involved our records of ${sourcesText(facts)}. The kinds of personal data involved were: ${fieldsText(facts)}.`,
    `When and where\nIt happened on ${formatIndiaDateTime(facts.occurredAt)} and we found out on ${formatIndiaDateTime(facts.discoveredAt)}. Where: ${facts.location}.`,
    `What this may mean for you\n${facts.consequences}`,
    `What we have done and are doing\n${facts.measures}`,
    `What you can do to protect yourself\n${facts.safetySteps}`,
    `Questions\nIf you have any question about this breach or about your data, write to ${facts.contact} and quote the reference ${breachReference(facts.id)}. You may also complain to the Data Protection Board of India.`,
    `${company.legalName}\n${formatAddress()}`,
  ].join('\n\n');
}

/** 'Dear Rahul Sharma,' when a record gives a name. */
export const noticeGreeting = (name: string) => (name ? `Dear ${name},` : 'Hello,');

/**
 * The report for the Data Protection Board (rule 7(2)): the facts, circumstances and extent,
 * the measures taken and proposed, and the notices given to the people affected; due within
 * BREACH_BOARD_REPORT_HOURS of discovery.
 */
export function boardReportSections(facts: BreachFacts): ReportSection[] {
  const noticeLine =
    facts.noticesSentAt !== null
      ? `Notices were sent by e-mail to ${facts.noticesSent ?? 0} people on ${formatIndiaDateTime(facts.noticesSentAt)}, one message to each person, in plain language, with the contents listed in rule 7(1).`
      : `Notices have not been sent yet; ${facts.affectedCount} people have been identified from the records involved.`;
  return [
    {
      heading: 'Data Fiduciary',
      paragraphs: [
        `${company.legalName}, ${formatAddress()}.`,
        `Contact for this breach: ${facts.contact}.`,
      ],
    },
    {
      heading: 'Reference and deadline',
      paragraphs: [
        `Reference ${breachReference(facts.id)}, recorded on ${formatIndiaDateTime(facts.createdAt)}.`,
        `This detailed report is due within ${BREACH_BOARD_REPORT_HOURS} hours of discovery, by ${formatIndiaDateTime(facts.boardReportDueAt)}.`,
      ],
    },
    {
      heading: 'Description of the breach',
      paragraphs: [
        facts.summary,
        `Occurred: ${formatIndiaDateTime(facts.occurredAt)}. Discovered: ${formatIndiaDateTime(facts.discoveredAt)}. Location: ${facts.location}.`,
      ],
    },
    {
      heading: 'Nature and extent',
      paragraphs: [
        `Records involved: ${sourcesText(facts)}.`,
        `Personal data involved: ${fieldsText(facts)}.`,
        `People affected: ${facts.noticesSentAt !== null ? (facts.noticesSent ?? 0) : facts.affectedCount}.`,
      ],
    },
    { heading: 'Likely impact on the people affected', paragraphs: [facts.consequences] },
    { heading: 'Measures taken and proposed', paragraphs: [facts.measures] },
    {
      heading: 'Intimation to the people affected',
      paragraphs: [noticeLine, `Safety steps given to them: ${facts.safetySteps}`],
    },
    {
      heading: 'Updates since',
      paragraphs:
        facts.updates.length > 0
          ? facts.updates.map((update) => `${formatIndiaDateTime(update.at)}: ${update.text}`)
          : ['None yet.'],
    },
  ];
}

export function boardReportTitle(facts: Pick<BreachFacts, 'id'>): string {
  return `Personal data breach report ${breachReference(facts.id)}`;
}

export function boardReportText(facts: BreachFacts): string {
  return [
    `${boardReportTitle(facts)}\nTo: the Data Protection Board of India`,
    ...boardReportSections(facts).map(
      (section) => `${section.heading}\n${section.paragraphs.join('\n')}`,
    ),
  ].join('\n\n');
}
