import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findDuplicatePair(db: Kysely<Database>, id: number) {
  return db.selectFrom('candidate_duplicates').selectAll().where('id', '=', id).executeTakeFirst();
}

export type DuplicatePairRow = NonNullable<Awaited<ReturnType<typeof findDuplicatePair>>>;

/** Open pairs whose two candidates are both live (neither erased nor merged away). */
function openPairs(db: Kysely<Database>) {
  return db
    .selectFrom('candidate_duplicates as d')
    .innerJoin('candidates as a', 'a.id', 'd.candidate_id')
    .innerJoin('candidates as b', 'b.id', 'd.other_id')
    .where('d.status', '=', 'open')
    .where('a.erased_at', 'is', null)
    .where('a.merged_into', 'is', null)
    .where('b.erased_at', 'is', null)
    .where('b.merged_into', 'is', null);
}

/** The open likely duplicates, newest first, a page at a time. */
export async function listOpenPairs(db: Kysely<Database>, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    openPairs(db)
      .selectAll('d')
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    openPairs(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A live candidate's open pairs, each with the other candidate's name. */
export function listOpenPairsOf(db: Kysely<Database>, candidateId: number) {
  return openPairs(db)
    .select([
      'd.id',
      'd.reasons',
      'a.id as a_id',
      'a.first_name as a_first',
      'a.last_name as a_last',
      'b.id as b_id',
      'b.first_name as b_first',
      'b.last_name as b_last',
    ])
    .where((eb) =>
      eb.or([eb('d.candidate_id', '=', candidateId), eb('d.other_id', '=', candidateId)]),
    )
    .orderBy('d.id')
    .execute();
}

/** The pair's candidates as the merge screen shows them, with how many applications each has. */
export async function listPairCandidates(db: Kysely<Database>, ids: readonly number[]) {
  // PostgreSQL refuses an empty `in ()`.
  if (ids.length === 0) return [];
  return db
    .selectFrom('candidates as c')
    .select((eb) => [
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.source',
      'c.created_at',
      eb
        .selectFrom('job_applications as a')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('a.candidate_id', '=', 'c.id')
        .as('applications'),
    ])
    .where('c.id', 'in', [...ids])
    .orderBy('c.id')
    .execute();
}

/** Merges into a candidate that can still be undone (their snapshot is kept), newest first. */
export function listUndoableMerges(db: Kysely<Database>, winnerId: number) {
  return db
    .selectFrom('candidate_merges')
    .select(['id', 'merged_at', 'snapshot'])
    .where('winner_id', '=', winnerId)
    .where('undone_at', 'is', null)
    .where('snapshot', 'is not', null)
    .orderBy('merged_at', 'desc')
    .execute();
}

/** Live candidates whose details changed since they were last compared (or never were). */
export function listUncomparedCandidates(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('candidates')
    .select('id')
    .where('erased_at', 'is', null)
    .where('merged_into', 'is', null)
    .where((eb) =>
      eb.or([
        eb('duplicates_checked_at', 'is', null),
        eb('duplicates_checked_at', '<>', eb.ref('updated_at')),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
