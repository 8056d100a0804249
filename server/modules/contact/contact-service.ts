import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mailAbout, type Mailer } from '../mail';
import { contactNotification } from './contact-mail';
import { insertContactMessage, type NewContactMessage } from './contact-repository';

export interface ContactDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where the notification of each message goes. */
  inbox: string;
}

/** Stores the message and queues its notification to the inbox together; answers the message id. */
export function receiveContactMessage(
  { db, mailer, inbox }: ContactDeps,
  message: NewContactMessage,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, message);
    await mailer.enqueue(
      {
        ...contactNotification(inbox, {
          id,
          fullName: message.fullName,
          email: message.email,
          phone: message.phone,
          message: message.message,
          receivedAt: message.createdAt,
        }),
        about: mailAbout('contact_message', id),
      },
      trx,
    );
    return id;
  });
}
