import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';

export const listHolidays = compiledOnce((db: Kysely<Database>) =>
  db.selectFrom('holidays').select(['day', 'name']).orderBy('day'),
);

export function findHoliday(db: Kysely<Database>, day: string) {
  return db
    .selectFrom('holidays')
    .select(['day', 'name'])
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertHoliday(db: Kysely<Database>, day: string, name: string, at: string) {
  await db.insertInto('holidays').values({ day, name, created_at: at }).execute();
}

export async function deleteHoliday(db: Kysely<Database>, day: string) {
  await db.deleteFrom('holidays').where('day', '=', day).execute();
}

/** The open stages that carry a limit, with it. */
export const listStageLimits = compiledOnce((db: Kysely<Database>) =>
  db
    .selectFrom('pipeline_stages')
    .select(['id', 'sla_working_days'])
    .where('kind', '=', 'open')
    .where('sla_working_days', 'is not', null),
);
