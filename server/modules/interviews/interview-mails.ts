import { company } from '@vistaar/shared/config/company';
import {
  INTERVIEW_MODE_LABELS,
  SELF_SCHEDULING_CUTOFF_HOURS,
  type InterviewMode,
} from '@vistaar/shared/config/interviews';
import { interviewKitPath, paths } from '@vistaar/shared/config/routes';
import { formatIndiaDateTime, formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import type { CalendarPart, MailAddress, OutgoingMail } from '../mail';
import { interviewCalendar } from './interview-calendar';

const closing = `Best regards,\nTalent Acquisition, ${company.name}`;

/** Everything the e-mails of one interview say, as the database holds it now. */
export interface InterviewFacts {
  uid: string;
  sequence: number;
  mode: InterviewMode;
  startsAt: string;
  endsAt: string;
  videoUrl: string | null;
  location: string | null;
  candidate: { firstName: string; fullName: string; email: string; phone: string };
  jobTitle: string;
  interviewers: { name: string; email: string }[];
}

export interface MailSettings {
  publicUrl: string;
  /** Who the invitations come from and where replies go. */
  organizer: { name: string; email: string };
}

export type InterviewChange = 'scheduled' | 'rescheduled' | 'cancelled';

const METHOD: Record<InterviewChange, CalendarPart['method']> = {
  scheduled: 'REQUEST',
  rescheduled: 'REQUEST',
  cancelled: 'CANCEL',
};

const SUBJECT: Record<InterviewChange, string> = {
  scheduled: 'Interview invitation',
  rescheduled: 'Interview moved',
  cancelled: 'Interview cancelled',
};

function howFor(facts: InterviewFacts, audience: 'candidate' | 'interviewer'): string {
  switch (facts.mode) {
    case 'video':
      return `Video call: ${facts.videoUrl ?? ''}`;
    case 'in-person':
      return `In person at: ${facts.location ?? ''}`;
    case 'phone':
      return audience === 'candidate'
        ? `Phone: we will call you on +91 ${facts.candidate.phone}.`
        : `Phone: call the candidate on +91 ${facts.candidate.phone}.`;
  }
}

function calendarPlace(facts: InterviewFacts): string {
  if (facts.mode === 'video') return facts.videoUrl ?? '';
  if (facts.mode === 'in-person') return facts.location ?? '';
  return INTERVIEW_MODE_LABELS.phone;
}

/**
 * The candidate's copy and each interviewer's, each with the interview's calendar entry
 * (one UID for all of them). Subjects are fixed words and the time; what people typed
 * (names, the job title, the address) appears only in the body and the calendar text.
 * The candidate's replies go to `candidateReplyTo` (the recruiting inbox).
 */
export function interviewMails(
  facts: InterviewFacts,
  change: InterviewChange,
  settings: MailSettings,
  candidateReplyTo: MailAddress,
): OutgoingMail[] {
  const when = formatIndiaTimeRange(facts.startsAt, facts.endsAt);
  const subject = `${SUBJECT[change]}: ${formatIndiaDateTime(facts.startsAt)}`;
  const method = METHOD[change];
  const calendarFacts = {
    uid: facts.uid,
    sequence: facts.sequence,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    location: calendarPlace(facts),
    url: facts.mode === 'video' ? facts.videoUrl : null,
  };
  // Not the inbox's address: with REPLY_DOMAIN the Reply-To is the application's own address,
  // and a reply to it lands in the application's conversation.
  const replyLine = 'If you have a question, reply to this e-mail.';

  const candidateIntro: Record<InterviewChange, string> = {
    scheduled: `We would like to invite you to an interview for the ${facts.jobTitle} role at ${company.name}.`,
    rescheduled: `Your interview for the ${facts.jobTitle} role at ${company.name} has moved to a new time.`,
    cancelled: `Your interview for the ${facts.jobTitle} role at ${company.name} has been cancelled. We will contact you about the next steps.`,
  };
  const candidateText = [
    `Dear ${facts.candidate.firstName},`,
    candidateIntro[change],
    `When: ${when}`,
    ...(change === 'cancelled' ? [] : [howFor(facts, 'candidate')]),
    change === 'cancelled'
      ? 'The attached calendar entry removes the interview from your calendar.'
      : 'The attached calendar entry adds the interview to your calendar.',
    replyLine,
    closing,
  ].join('\n\n');
  const candidateMail: OutgoingMail = {
    kind: `interview.${change}`,
    to: facts.candidate.email,
    replyTo: candidateReplyTo,
    subject,
    text: candidateText,
    calendar: interviewCalendar(
      {
        ...calendarFacts,
        title: `Interview with ${company.name}: ${facts.jobTitle}`,
        description: [`When: ${when}`, howFor(facts, 'candidate'), replyLine].join('\n'),
      },
      method,
      settings.organizer,
      [{ name: facts.candidate.fullName, email: facts.candidate.email }, ...facts.interviewers],
    ),
  };

  const panel = facts.interviewers.map((person) => person.name).join(', ');
  const interviewerIntro: Record<InterviewChange, string> = {
    scheduled: `You are on the interview panel for ${facts.candidate.fullName} (${facts.jobTitle}).`,
    rescheduled: `The interview with ${facts.candidate.fullName} (${facts.jobTitle}) has moved to a new time.`,
    cancelled: `The interview with ${facts.candidate.fullName} (${facts.jobTitle}) has been cancelled.`,
  };
  const interviewerMails = facts.interviewers.map((person): OutgoingMail => ({
    kind: `interview.${change}`,
    to: person.email,
    subject,
    text: [
      `Hello ${person.name},`,
      interviewerIntro[change],
      `When: ${when}`,
      ...(change === 'cancelled'
        ? []
        : [
            howFor(facts, 'interviewer'),
            `Panel: ${panel}`,
            `After the interview, fill in your scorecard under My interviews: ${settings.publicUrl}${paths.myInterviews}`,
          ]),
      closing,
    ].join('\n\n'),
    calendar: interviewCalendar(
      {
        ...calendarFacts,
        title: `Interview: ${facts.candidate.fullName} (${facts.jobTitle})`,
        description: [`When: ${when}`, howFor(facts, 'interviewer'), `Panel: ${panel}`].join('\n'),
      },
      method,
      settings.organizer,
      [person, ...facts.interviewers.filter((other) => other.email !== person.email)],
    ),
  }));
  return [candidateMail, ...interviewerMails];
}

const REMINDER_SUBJECT = {
  'day-before': 'Reminder: interview tomorrow',
  'hour-before': 'Reminder: interview in one hour',
} as const;

/** A reminder to one interviewer; no calendar part, as the entry is already in their calendar. */
export function reminderMail(
  facts: InterviewFacts,
  kind: keyof typeof REMINDER_SUBJECT,
  person: { name: string; email: string },
  settings: MailSettings,
): OutgoingMail {
  const when = formatIndiaTimeRange(facts.startsAt, facts.endsAt);
  return {
    kind: `interview.reminder.${kind}`,
    to: person.email,
    subject: `${REMINDER_SUBJECT[kind]}: ${formatIndiaDateTime(facts.startsAt)}`,
    text: [
      `Hello ${person.name},`,
      `A reminder of your interview with ${facts.candidate.fullName} (${facts.jobTitle}).`,
      `When: ${when}`,
      howFor(facts, 'interviewer'),
      `After the interview, fill in your scorecard under My interviews: ${settings.publicUrl}${paths.myInterviews}`,
    ].join('\n\n'),
  };
}

const CANDIDATE_REMINDER_SUBJECT = {
  'candidate-day-before': 'Reminder: your interview tomorrow',
  'candidate-two-hours-before': 'Reminder: your interview in two hours',
} as const;

/**
 * The candidate's reminder by e-mail (when WhatsApp cannot carry it): the time in IST, where
 * or how, and how to move the interview or withdraw. Replies go to `replyTo` (the
 * application's reply address once the mailer resolves it).
 */
export function candidateReminderMail(
  facts: InterviewFacts,
  kind: keyof typeof CANDIDATE_REMINDER_SUBJECT,
  replyTo: MailAddress,
): OutgoingMail {
  return {
    kind: `interview.reminder.${kind}`,
    to: facts.candidate.email,
    replyTo,
    subject: `${CANDIDATE_REMINDER_SUBJECT[kind]}: ${formatIndiaDateTime(facts.startsAt)}`,
    text: [
      `Dear ${facts.candidate.firstName},`,
      `A reminder of your interview for the ${facts.jobTitle} role at ${company.name}.`,
      `When: ${formatIndiaTimeRange(facts.startsAt, facts.endsAt)}`,
      howFor(facts, 'candidate'),
      'If this time no longer suits you, or you would like to withdraw your application, reply to this e-mail and we will arrange it. You can also withdraw on your private My application page (the link is in the e-mail we sent when you applied).',
      closing,
    ].join('\n\n'),
  };
}

/** To an interviewer whose feedback is still missing after the interview, with the form's link. */
export function feedbackReminderMail(
  facts: InterviewFacts,
  interviewId: number,
  person: { name: string; email: string },
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'interview.reminder.feedback-missing',
    to: person.email,
    subject: `Your interview feedback is missing: ${formatIndiaDateTime(facts.startsAt)}`,
    text: [
      `Hello ${person.name},`,
      `Your feedback on the interview with ${facts.candidate.fullName} (${facts.jobTitle}), ${formatIndiaTimeRange(facts.startsAt, facts.endsAt)}, is not in yet.`,
      `Fill in your scorecard while the interview is fresh: ${publicUrl}${interviewKitPath(interviewId)}`,
      'If it is still missing after the next working day, the recruiter and hiring managers of the job hear of it.',
      closing,
    ].join('\n\n'),
  };
}

/** What the e-mail with a self-scheduling link says. */
export interface SchedulingLinkFacts {
  firstName: string;
  email: string;
  jobTitle: string;
  durationMinutes: number;
  modeLabel: string;
  url: string;
  /** The one reminder sent when nothing was booked within two days. */
  nudge: boolean;
}

/** The candidate's private link to choose their interview's time (or the nudge to use it). */
export function schedulingLinkMail(facts: SchedulingLinkFacts, replyTo: MailAddress): OutgoingMail {
  return {
    kind: facts.nudge ? 'interview.booking-link.nudge' : 'interview.booking-link',
    to: facts.email,
    replyTo,
    subject: facts.nudge
      ? 'Reminder: choose a time for your interview'
      : 'Choose a time for your interview',
    text: [
      `Dear ${facts.firstName},`,
      facts.nudge
        ? `You have not chosen a time for your interview for the ${facts.jobTitle} role at ${company.name} yet. The times on offer fill up as others book them.`
        : `We would like to invite you to an interview for the ${facts.jobTitle} role at ${company.name}.`,
      `It takes ${facts.durationMinutes} minutes (${facts.modeLabel.toLowerCase()}). Choose the time that suits you from the free times, shown in India time (IST):`,
      facts.url,
      `This link is yours alone: please do not share it. You can use it again to move or cancel the interview until ${SELF_SCHEDULING_CUTOFF_HOURS} hours before it starts.`,
      'If none of the times suits you, reply to this e-mail.',
      closing,
    ].join('\n\n'),
  };
}
