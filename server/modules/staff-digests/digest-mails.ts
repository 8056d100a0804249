import { applicationRecordPath, interviewKitPath, paths } from '@vistaar/shared/config';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { staffMail, type OutgoingMail, type StaffRecipient } from '../mail';

export interface OverdueItem {
  applicationId: number;
  candidateName: string;
  jobTitle: string;
  stageName: string;
  workingDays: number;
  limit: number;
}

export interface FeedbackItem {
  interviewId: number;
  candidateName: string;
  jobTitle: string | null;
  endsAt: string;
}

/** Another interviewer's feedback, missing a working day after they were reminded of it. */
export interface EscalatedFeedbackItem {
  applicationId: number;
  candidateName: string;
  jobTitle: string;
  interviewerName: string;
  endsAt: string;
}

export interface DigestItems {
  overdue: readonly OverdueItem[];
  feedback: readonly FeedbackItem[];
  escalated: readonly EscalatedFeedbackItem[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The day's digest: what is over its time in the member's jobs (applications, and feedback
 * their interviewers still owe after a reminder) and in their own interviews, each with a
 * link behind sign-in. Names only: nothing else about the candidates leaves.
 */
export function dailyDigestMail(
  member: StaffRecipient,
  items: DigestItems,
  publicUrl: string,
): OutgoingMail {
  const { overdue, feedback, escalated } = items;
  const parts = [
    overdue.length ? plural(overdue.length, 'application', 'applications') : '',
    feedback.length ? plural(feedback.length, 'interview feedback', 'interview feedbacks') : '',
    escalated.length
      ? `${plural(escalated.length, 'feedback', 'feedbacks')} missing on your jobs`
      : '',
  ].filter(Boolean);
  const lines = [`Hello ${member.name},`, 'This is what is overdue today. The links need sign-in.'];
  if (overdue.length) {
    lines.push(`Applications over their stage's limit (${overdue.length}):`);
    for (const item of overdue) {
      lines.push(
        `${item.candidateName}, ${item.jobTitle}: ${item.stageName} for ${plural(item.workingDays, 'working day', 'working days')} (limit ${item.limit}). ${publicUrl}${applicationRecordPath(item.applicationId)}`,
      );
    }
  }
  if (feedback.length) {
    lines.push(`Interview feedback of yours still missing (${feedback.length}):`);
    for (const item of feedback) {
      lines.push(
        `${item.candidateName}${item.jobTitle ? `, ${item.jobTitle}` : ''}: the interview ended ${formatIndiaDateTime(item.endsAt)}. ${publicUrl}${interviewKitPath(item.interviewId)}`,
      );
    }
  }
  if (escalated.length) {
    lines.push(
      `Interview feedback missing on your jobs a working day after its reminder (${escalated.length}):`,
    );
    for (const item of escalated) {
      lines.push(
        `${item.candidateName}, ${item.jobTitle}: ${item.interviewerName}'s feedback on the interview that ended ${formatIndiaDateTime(item.endsAt)}. ${publicUrl}${applicationRecordPath(item.applicationId)}`,
      );
    }
  }
  return staffMail('staff.overdue_digest', member, `Overdue today: ${parts.join(' and ')}`, lines);
}

export interface WeeklyNumbers {
  applications: number;
  moves: number;
  interviews: number;
  offers: number;
  overdue: number;
}

/** The Monday summary of the member's jobs, with a link to the reports. */
export function weeklySummaryMail(
  member: StaffRecipient,
  numbers: WeeklyNumbers,
  week: { from: string; to: string },
  publicUrl: string,
): OutgoingMail {
  return staffMail(
    'staff.weekly_summary',
    member,
    `Your jobs this week (${week.from} to ${week.to})`,
    [
      `Hello ${member.name},`,
      `Your jobs from ${week.from} to ${week.to}:`,
      `New applications: ${numbers.applications}`,
      `Moves between stages: ${numbers.moves}`,
      `Interviews this week: ${numbers.interviews}`,
      `Offers out: ${numbers.offers}`,
      `Overdue items: ${numbers.overdue}`,
      `The reports (sign-in needed): ${publicUrl}${paths.reports}`,
    ],
  );
}
