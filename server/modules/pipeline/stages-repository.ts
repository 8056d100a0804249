import type { Kysely } from 'kysely';
import type { PipelineStageKind } from '../../../src/shared/config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * Where every application starts: New, the first stage seeded, so the lowest id. It can be
 * renamed and reordered but never archived, so this is the same stage for ever.
 */
export function entryStageIdQuery(db: Kysely<Database>) {
  return db.selectFrom('pipeline_stages').select((eb) => eb.fn.min('id').as('id'));
}

export async function findEntryStageId(db: Kysely<Database>): Promise<number> {
  const row = await entryStageIdQuery(db).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Stages in use by position, then the archived ones (id breaks ties, so the order is stable). */
export function listStages(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind', 'position', 'archived_at'])
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type StageRow = Awaited<ReturnType<typeof listStages>>[number];

export function findStage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind', 'position', 'archived_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A stage in use with this name (compared case-insensitively), other than `exceptId`. */
export function findStageNamed(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db
    .selectFrom('pipeline_stages')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('archived_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The position after every stage, archived or not. */
export async function nextStagePosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pipeline_stages')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last ?? 0) + 1;
}

export async function insertStage(
  db: Kysely<Database>,
  values: { name: string; kind: PipelineStageKind; position: number },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('pipeline_stages')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameStage(db: Kysely<Database>, id: number, name: string) {
  await db
    .updateTable('pipeline_stages')
    .set({ name, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setStagePosition(db: Kysely<Database>, id: number, position: number) {
  await db
    .updateTable('pipeline_stages')
    .set({ position, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function archiveStage(db: Kysely<Database>, id: number) {
  const now = nowIso();
  await db
    .updateTable('pipeline_stages')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function countOpenStagesInUse(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pipeline_stages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'open')
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listRejectionReasons(db: Kysely<Database>) {
  return db
    .selectFrom('rejection_reasons')
    .select(['id', 'label'])
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findRejectionReason(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('rejection_reasons')
    .select(['id', 'label'])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** The current stage of each of these applications (those that exist). */
export function findApplicationStages(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('job_applications')
    .select(['id', 'stage_id'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Moves an application on from the stage it was read in; answers false when someone else
 * moved it in the meantime, so no move is recorded from a stage it was no longer in.
 */
export async function setApplicationStage(
  db: Kysely<Database>,
  id: number,
  from: number,
  to: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('job_applications')
    .set({ stage_id: to, stage_entered_at: at })
    .where('id', '=', id)
    .where('stage_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
