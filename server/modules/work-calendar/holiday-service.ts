import type { Kysely } from 'kysely';
import { pipelineMessages, type HolidayInput } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found } from '../../lib/http-error';
import { deleteHoliday, findHoliday, insertHoliday } from './holidays-repository';

export async function addHoliday(db: Kysely<Database>, actor: AuditActor, input: HolidayInput) {
  await db.transaction().execute(async (trx) => {
    if (await findHoliday(trx, input.day)) {
      throw conflict(pipelineMessages.holidayTaken, { day: pipelineMessages.holidayTaken });
    }
    await insertHoliday(trx, input.day, input.name, nowIso());
    await recordAudit(trx, actor, {
      action: 'holiday.add',
      entity: 'holiday',
      entityId: input.day,
      details: { name: input.name },
    });
  });
}

export async function removeHoliday(db: Kysely<Database>, actor: AuditActor, day: string) {
  await db.transaction().execute(async (trx) => {
    const holiday = found(await findHoliday(trx, day), pipelineMessages.holidayNotFound);
    await deleteHoliday(trx, day);
    await recordAudit(trx, actor, {
      action: 'holiday.remove',
      entity: 'holiday',
      entityId: day,
      details: { name: holiday.name },
    });
  });
}
