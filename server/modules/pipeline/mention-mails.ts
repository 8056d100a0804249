import { applicationRecordPath, interviewKitPath } from '@vistaar/shared/config';
import { mailAbout, type OutgoingMail } from '../mail';
import type { ApplicationReader } from '../applications';

/**
 * The e-mail to a colleague a note names: who named them and a link to the application (to
 * the interview kit for a panel member who opens it only there). The note itself stays in
 * the application's history, behind sign-in.
 */
export function mentionMail(
  reader: ApplicationReader,
  facts: { applicationId: number; candidateName: string; byName: string },
  publicUrl: string,
): OutgoingMail {
  const link =
    reader.kitInterviewId === null
      ? applicationRecordPath(facts.applicationId)
      : interviewKitPath(reader.kitInterviewId);
  return {
    kind: 'application.mention',
    to: reader.email,
    subject: 'You were named in a note',
    text: [
      `Hello ${reader.name},`,
      `${facts.byName} named you in a note on the application of ${facts.candidateName}.`,
      `Read it here (sign-in needed): ${publicUrl}${link}`,
    ].join('\n\n'),
    about: mailAbout('application', facts.applicationId),
  };
}
