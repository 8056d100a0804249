import { applicationRecordPath } from '@vistaar/shared/config';
import { mailAbout, type MailAddress, type OutgoingMail } from '../mail';
import { CONVERSATION_REPLY_KIND } from './conversations-repository';

/**
 * To the owning recruiter (the recruiting inbox for an application without one), one per
 * reply: who wrote about which job and a link; the reply itself stays behind sign-in.
 */
export function replyReceivedMail(input: {
  to: string;
  applicationId: number;
  candidateName: string;
  jobTitle: string | null;
  publicUrl: string;
}): OutgoingMail {
  const about = input.jobTitle ? `the ${input.jobTitle} application` : 'a general application';
  return {
    kind: 'conversation.reply_received',
    to: input.to,
    subject: `${input.candidateName} replied`,
    text: [
      'Hello,',
      `${input.candidateName} replied by e-mail about ${about}.`,
      `Read and answer it here (sign-in needed): ${input.publicUrl}${applicationRecordPath(input.applicationId)}`,
    ].join('\n\n'),
    about: mailAbout('application', input.applicationId),
  };
}

/** A member's answer in the conversation, threaded under the message it answers. */
export function conversationReplyMail(input: {
  to: string;
  applicationId: number;
  subject: string;
  text: string;
  replyTo: MailAddress;
  messageId: string;
  /** The Message-IDs of the conversation so far, oldest first; the last is the one answered. */
  earlier: string[];
}): OutgoingMail {
  const answered = input.earlier.at(-1);
  return {
    kind: CONVERSATION_REPLY_KIND,
    to: input.to,
    subject: input.subject,
    text: input.text,
    replyTo: input.replyTo,
    about: mailAbout('application', input.applicationId),
    headers: {
      'Message-ID': input.messageId,
      ...(answered
        ? { 'In-Reply-To': answered, References: input.earlier.slice(-20).join(' ') }
        : {}),
    },
  };
}
