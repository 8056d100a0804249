import type { FeedbackRecord, Interview, InterviewReminder } from '@vistaar/shared/contract';
import { company } from '@vistaar/shared/config/company';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { GENERAL_APPLICATION_TITLE } from '../applications';
import type { FeedbackRow } from './feedback-repository';
import type { InterviewRow, PanelRow, ReminderRow } from './interviews-repository';
import type { InterviewFacts } from './interview-mails';

const jobTitleOf = (row: { job_title: string | null }) =>
  row.job_title ?? GENERAL_APPLICATION_TITLE;

export function toInterview(row: InterviewRow, panel: PanelRow[]): Interview {
  return {
    id: row.id,
    applicationId: row.application_id,
    candidateName: `${row.first_name} ${row.last_name}`,
    jobTitle: jobTitleOf(row),
    mode: row.mode,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    durationMinutes: row.duration_minutes,
    videoUrl: row.video_url,
    location: row.location,
    status: row.status,
    interviewers: panel
      .filter((member) => member.interview_id === row.id)
      .map((member) => ({
        id: member.id,
        name: member.name,
        feedbackSubmitted: member.feedback_id !== null,
      })),
  };
}

/** The reminders of one interview, for the staff who read it. */
export function toInterviewReminders(
  interviewId: number,
  reminders: readonly ReminderRow[],
): InterviewReminder[] {
  return reminders
    .filter((row) => row.interview_id === interviewId)
    .map((row) => ({
      kind: row.kind,
      dueAt: row.due_at,
      sentAt: row.sent_at,
      channel: row.channel,
      interviewerName: row.staff_name,
    }));
}

/** What the e-mails and calendar entries of an interview say, from its row and panel. */
export function interviewFacts(row: InterviewRow, panel: PanelRow[]): InterviewFacts {
  return {
    uid: row.uid,
    sequence: row.sequence,
    mode: row.mode,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    videoUrl: row.video_url,
    location: row.location,
    candidate: {
      firstName: row.first_name,
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.candidate_email,
      phone: row.candidate_phone,
    },
    jobTitle: jobTitleOf(row),
    interviewers: panel
      .filter((member) => member.interview_id === row.id)
      .map((member) => ({ name: member.name, email: member.email })),
  };
}

/**
 * The WhatsApp interview templates' body parameters ({{1}} first name, {{2}} job title,
 * {{3}} the time in IST), the same for the invitation, its changes and the reminder.
 */
export function whatsappInterviewParameters(row: InterviewRow): string[] {
  return [
    row.first_name,
    row.job_title ?? company.name,
    formatIndiaTimeRange(row.starts_at, row.ends_at),
  ];
}

export function toFeedbackRecord(row: FeedbackRow): FeedbackRecord {
  return {
    id: row.id,
    interviewer: row.staff_name === null ? null : { id: row.staff_id, name: row.staff_name },
    ratings: JSON.parse(row.ratings) as FeedbackRecord['ratings'],
    recommendation: row.recommendation,
    comments: row.comments,
    submittedAt: row.created_at,
    supersedesId: row.supersedes_id,
  };
}
