import type { Kysely } from 'kysely';
import type { ApplicationNoteInput } from '@vistaar/shared/validation';
import { pipelineMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, found } from '../../lib/http-error';
import { listApplicationReaders } from '../applications';
import type { Mailer } from '../mail';
import { APPLICATION_NOT_FOUND } from './application-stage-service';
import { insertNoteEvent } from './events-repository';
import { mentionMail } from './mention-mails';
import { findNoteFacts, insertMentions } from './notes-repository';

export interface NoteDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Adds a staff note to an application's history (append-only, like every entry there), puts
 * it in the 'For you' list of each colleague it names and e-mails them a link; answers the
 * entry's id. Only members who may open the application may be named.
 */
export async function addApplicationNote(
  deps: NoteDeps,
  actor: AuditActor,
  applicationId: number,
  body: ApplicationNoteInput,
): Promise<number> {
  const { text, mentionIds } = body;
  const named = [...new Set(mentionIds)];
  const eventId = await deps.db.transaction().execute(async (trx) => {
    const facts = found(
      await findNoteFacts(trx, applicationId, actor.staffId),
      APPLICATION_NOT_FOUND,
    );
    const readers = new Map(
      (await listApplicationReaders(trx, applicationId)).map((reader) => [reader.id, reader]),
    );
    if (named.some((id) => !readers.has(id))) {
      throw badRequest(pipelineMessages.mentionUnknown, {
        mentionIds: pipelineMessages.mentionUnknown,
      });
    }
    const at = nowIso();
    const id = await insertNoteEvent(trx, {
      applicationId,
      staffId: actor.staffId,
      comment: text,
      at,
    });
    await insertMentions(trx, id, named, at);
    for (const staffId of named) {
      const mail = mentionMail(
        readers.get(staffId)!,
        {
          applicationId,
          candidateName: `${facts.first_name} ${facts.last_name}`,
          byName: facts.by_name ?? 'A colleague',
        },
        deps.publicUrl,
      );
      await deps.mailer.enqueue(mail, trx);
    }
    // The text stays in the history; the trail records that a note was added and for whom.
    await recordAudit(trx, actor, {
      action: 'application.note-added',
      entity: 'application',
      entityId: applicationId,
      details: { eventId: id, mentionIds: named },
    });
    return id;
  });
  if (named.length > 0) void deps.mailer.flush();
  return eventId;
}
