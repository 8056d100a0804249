import type { Kysely } from 'kysely';
import type { PipelineStageKind } from '@vistaar/shared/config';
import { compiledOnce } from '../../db/compiled-once';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

/** Stages in use by position, then the archived ones (id breaks ties, so the order is stable). */
export const listStages = compiledOnce((db: Kysely<Database>) =>
  db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind', 'position', 'archived_at', 'sla_working_days'])
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('position')
    .orderBy('id'),
);

export type StageRow = Awaited<ReturnType<typeof listStages>>[number];

export function findStage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind', 'position', 'archived_at', 'sla_working_days'])
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

export async function setStageLimit(db: Kysely<Database>, id: number, days: number | null) {
  await db
    .updateTable('pipeline_stages')
    .set({ sla_working_days: days, updated_at: nowIso() })
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

export async function countStagesInUse(
  db: Kysely<Database>,
  kind: PipelineStageKind,
): Promise<number> {
  const row = await db
    .selectFrom('pipeline_stages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Moves every stage at or after `position` one place down, to make room there. */
export async function shiftStagesFrom(db: Kysely<Database>, position: number) {
  await db
    .updateTable('pipeline_stages')
    .set((eb) => ({ position: eb('position', '+', 1), updated_at: nowIso() }))
    .where('position', '>=', position)
    .execute();
}

/**
 * How many applications are in each stage now (stages holding none are left out); for a
 * hiring manager, only the applications of the jobs they manage, as they may see no others.
 */
export async function countApplicationsByStage(
  db: Kysely<Database>,
  managerId?: number,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('job_applications')
    .select((eb) => ['stage_id', eb.fn.countAll<number>().as('count')]);
  if (managerId !== undefined) {
    query = query.where('job_id', 'in', (eb) =>
      eb.selectFrom('job_hiring_managers').select('job_id').where('staff_id', '=', managerId),
    );
  }
  const rows = await query.groupBy('stage_id').execute();
  return new Map(rows.map((row) => [row.stage_id, Number(row.count)]));
}

/** A reason in use with this label (compared case-insensitively), other than `exceptId`. */
export function findRejectionReasonLabelled(
  db: Kysely<Database>,
  label: string,
  exceptId?: number,
) {
  let query = db
    .selectFrom('rejection_reasons')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['label']), '=', label.toLowerCase()))
    .where('archived_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** A reason, archived or not. */
export function findAnyRejectionReason(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('rejection_reasons')
    .select(['id', 'label', 'archived_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRejectionReason(db: Kysely<Database>, label: string) {
  const last = await db
    .selectFrom('rejection_reasons')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('rejection_reasons')
    .values({ label, position: Number(last.last ?? 0) + 1, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function relabelRejectionReason(db: Kysely<Database>, id: number, label: string) {
  await db.updateTable('rejection_reasons').set({ label }).where('id', '=', id).execute();
}

export async function archiveRejectionReason(db: Kysely<Database>, id: number) {
  await db
    .updateTable('rejection_reasons')
    .set({ archived_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function countRejectionReasonsInUse(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('rejection_reasons')
    .select((eb) => eb.fn.countAll<number>().as('count'))
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
  return updatedOneRow(
    db
      .updateTable('job_applications')
      .set({ stage_id: to, stage_entered_at: at })
      .where('id', '=', id)
      .where('stage_id', '=', from),
  );
}
