import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findJob } from '../careers';
import { detectResumeType, looksLikeZip } from '../files';
import type { InboundConsumer, InboundMessage } from '../inbound-mail';
import { receiveIntakeFiles } from './intake-service';

/** The longest e-mail text kept as the item's note. */
const NOTE_MAX_CHARS = 5_000;

/** 'job-12' (a +tag) or 'JOB-12' in the subject names the job an e-mailed resume is for. */
const JOB_REFERENCE = /\bjob-(\d{1,9})\b/i;

async function targetJob(db: Kysely<Database>, message: InboundMessage) {
  for (const text of [...message.tags, message.subject]) {
    const match = JOB_REFERENCE.exec(text);
    if (match && (await findJob(db, Number(match[1])))) return Number(match[1]);
  }
  return null;
}

/**
 * The resume inbox's consumer: each attachment that is a resume (or a zip of them, checked
 * like an upload) becomes an intake item for the job the +tag or the subject names, else
 * the pool, with the e-mail's text as its note. Other attachments (a signature's logo) are
 * left aside; an e-mail without a resume makes nothing.
 */
export function intakeMailConsumer(db: Kysely<Database>, log: FastifyBaseLogger): InboundConsumer {
  return async (message) => {
    const files = [];
    for (const attachment of message.attachments) {
      if (looksLikeZip(attachment.content) || (await detectResumeType(attachment.content))) {
        files.push({ name: attachment.fileName, content: attachment.content });
      }
    }
    if (files.length === 0) {
      log.info({ event: 'intake.mail.no_resume' }, 'inbound e-mail without a resume left aside');
      return;
    }
    const receipts = await receiveIntakeFiles(
      db,
      { staffId: null },
      {
        origin: 'email',
        jobId: await targetJob(db, message),
        uploadedBy: null,
        email: {
          sender: message.sender,
          subject: message.subject.slice(0, 300),
          receivedAt: message.receivedAt,
          note: message.text.slice(0, NOTE_MAX_CHARS),
        },
      },
      files,
    );
    log.info(
      { event: 'intake.mail.received', items: receipts.length },
      'e-mailed resumes taken in',
    );
  };
}
