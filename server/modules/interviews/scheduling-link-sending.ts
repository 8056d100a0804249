import type { Transaction } from 'kysely';
import { bookInterviewPath } from '@vistaar/shared/config/routes';
import { INTERVIEW_MODE_LABELS, type ReminderChannel } from '@vistaar/shared/config/interviews';
import type { Database } from '../../db/schema';
import { found } from '../../lib/http-error';
import { mailAbout } from '../mail';
import { APPLICATION_NOT_FOUND, candidateReplyTo } from './interview-service';
import { findCandidate } from './interviews-repository';
import { schedulingLinkMail } from './interview-mails';
import type { SchedulingDeps } from './scheduling-link-service';
import type { SchedulingLinkRow } from './scheduling-links-repository';
import { GENERAL_APPLICATION_TITLE } from '../applications';

/** The page's address for a link token. */
export const schedulingLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${bookInterviewPath(token)}`;

/**
 * What reaches the candidate with a link. Senders are tried in order and the first that takes
 * the message wins; e-mail always does, so it comes last. Another channel (SMS) joins as a
 * sender before e-mail, answering false when the candidate has not opted in to it.
 */
export interface LinkMessage {
  link: SchedulingLinkRow;
  url: string;
  nudge: boolean;
}
type LinkSender = (
  deps: SchedulingDeps,
  trx: Transaction<Database>,
  message: LinkMessage,
) => Promise<ReminderChannel | null>;

const whatsappSender: LinkSender = async (deps, trx, { link, url }) => {
  const sent = await deps.whatsapp.enqueueTemplate(trx, {
    candidateId: link.candidate_id,
    applicationId: link.application_id,
    purpose: 'interview_booking_link',
    parameters: [link.first_name, link.job_title ?? GENERAL_APPLICATION_TITLE, url],
  });
  return sent ? 'whatsapp' : null;
};

const emailSender: LinkSender = async (deps, trx, { link, url, nudge }) => {
  const candidate = found(await findCandidate(trx, link.application_id), APPLICATION_NOT_FOUND);
  const replyTo = await candidateReplyTo(trx, deps.organizerEmail, link.created_by);
  await deps.mailer.enqueue(
    {
      ...schedulingLinkMail(
        {
          firstName: candidate.first_name,
          email: candidate.email,
          jobTitle: candidate.title ?? GENERAL_APPLICATION_TITLE,
          durationMinutes: link.duration_minutes,
          modeLabel: INTERVIEW_MODE_LABELS[link.mode],
          url,
          nudge,
        },
        replyTo,
      ),
      about: mailAbout('application', link.application_id),
    },
    trx,
  );
  return 'email';
};

const LINK_SENDERS: readonly LinkSender[] = [whatsappSender, emailSender];

export async function sendLink(
  deps: SchedulingDeps,
  trx: Transaction<Database>,
  message: LinkMessage,
): Promise<ReminderChannel> {
  for (const sender of LINK_SENDERS) {
    const channel = await sender(deps, trx, message);
    if (channel) return channel;
  }
  throw new Error('no channel took the scheduling link');
}
