import type { Kysely } from 'kysely';
import type { ApplicationNoteInput } from '@vistaar/shared/validation';
import { pipelineMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/http-error';
import { applicationExists } from '../applications';
import { APPLICATION_NOT_FOUND } from './application-stage-service';
import { insertEvent } from './events-repository';
import { insertMentions, listTeamMates } from './notes-repository';

/**
 * Adds a staff note to an application's history (append-only, like every entry there) and
 * puts it in the 'For you' list of each colleague it names; answers the entry's id.
 */
export async function addApplicationNote(
  db: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  body: ApplicationNoteInput,
): Promise<number> {
  const { text, mentionIds } = body;
  const named = [...new Set(mentionIds)];
  return db.transaction().execute(async (trx) => {
    if (!(await applicationExists(trx, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
    const mates = new Set((await listTeamMates(trx)).map((mate) => mate.id));
    if (named.some((id) => !mates.has(id))) {
      throw badRequest(pipelineMessages.mentionUnknown, {
        mentionIds: pipelineMessages.mentionUnknown,
      });
    }
    const at = nowIso();
    const eventId = await insertEvent(trx, {
      application_id: applicationId,
      kind: 'note',
      staff_id: actor.staffId,
      from_stage_id: null,
      to_stage_id: null,
      rejection_reason_id: null,
      comment: text,
      created_at: at,
    });
    await insertMentions(trx, eventId, named, at);
    // The text stays in the history; the trail records that a note was added and for whom.
    await recordAudit(trx, actor, {
      action: 'application.note-added',
      entity: 'application',
      entityId: applicationId,
      details: { eventId, mentionIds: named },
    });
    return eventId;
  });
}
