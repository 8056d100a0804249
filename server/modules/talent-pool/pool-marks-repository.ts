import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A skill or tag as it is compared: lower case, spaces collapsed. */
const markKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Comma-separated skills or tags as their keys, without blanks or repeats. */
export const markKeys = (list: string) => [
  ...new Set(list.split(',').map(markKey).filter(Boolean)),
];

/** A resume text's columns: the skills as their keys, each between bars (`|c++|react.js|`). */
export function resumeTextColumns(text: string, skills: string, at: string) {
  const keys = markKeys(skills);
  return { text, skills: keys.length ? `|${keys.join('|')}|` : '', created_at: at };
}

/** The text read from an application's resume and the skills it names, for the pool's search. */
export async function saveResumeText(
  db: Kysely<Database>,
  applicationId: number,
  text: string,
  skills: string,
  at: string,
): Promise<void> {
  const values = resumeTextColumns(text, skills, at);
  await db
    .insertInto('application_resume_texts')
    .values({ application_id: applicationId, ...values })
    .onConflict((oc) => oc.column('application_id').doUpdateSet(values))
    .execute();
}

export function findResumeText(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_resume_texts')
    .select(['text', 'skills'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

export function insertTag(
  db: Kysely<Database>,
  row: { candidate_id: number; tag: string; created_by: number | null; created_at: string },
) {
  return db
    .insertInto('candidate_tags')
    .values({ ...row, tag_key: markKey(row.tag) })
    .onConflict((oc) => oc.columns(['candidate_id', 'tag_key']).doNothing())
    .execute();
}

export function deleteTag(db: Kysely<Database>, candidateId: number, tag: string) {
  return db
    .deleteFrom('candidate_tags')
    .where('candidate_id', '=', candidateId)
    .where('tag_key', '=', markKey(tag))
    .executeTakeFirst();
}

export function listSavedLists(db: Kysely<Database>) {
  return db
    .selectFrom('saved_lists as l')
    .select((eb) => [
      'l.id',
      'l.name',
      'l.updated_at',
      eb
        .selectFrom('saved_list_members as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.list_id', '=', 'l.id')
        .as('members'),
    ])
    .orderBy('l.name_key')
    .execute();
}

export function findSavedList(db: Kysely<Database>, id: number) {
  return db.selectFrom('saved_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSavedListByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('saved_lists')
    .select('id')
    .where('name_key', '=', markKey(name))
    .executeTakeFirst();
}

export async function insertSavedList(
  db: Kysely<Database>,
  row: { name: string; created_by: number | null; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('saved_lists')
    .values({
      name: row.name,
      name_key: markKey(row.name),
      created_by: row.created_by,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function renameSavedList(db: Kysely<Database>, id: number, name: string, at: string) {
  return db
    .updateTable('saved_lists')
    .set({ name, name_key: markKey(name), updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
}

export function touchSavedList(db: Kysely<Database>, id: number, at: string) {
  return db.updateTable('saved_lists').set({ updated_at: at }).where('id', '=', id).execute();
}

export function deleteSavedListMembers(db: Kysely<Database>, listId: number) {
  return db.deleteFrom('saved_list_members').where('list_id', '=', listId).executeTakeFirst();
}

export function deleteSavedList(db: Kysely<Database>, id: number) {
  return db.deleteFrom('saved_lists').where('id', '=', id).executeTakeFirst();
}

export function listMembers(db: Kysely<Database>, listId: number) {
  return db
    .selectFrom('saved_list_members as m')
    .innerJoin('candidates as c', 'c.id', 'm.candidate_id')
    .select(['m.candidate_id', 'c.first_name', 'c.last_name', 'm.created_at'])
    .where('m.list_id', '=', listId)
    .where('c.erased_at', 'is', null)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.candidate_id', 'desc')
    .execute();
}

export function insertMember(
  db: Kysely<Database>,
  row: { list_id: number; candidate_id: number; added_by: number | null; created_at: string },
) {
  return db
    .insertInto('saved_list_members')
    .values(row)
    .onConflict((oc) => oc.columns(['list_id', 'candidate_id']).doNothing())
    .executeTakeFirst();
}

export function deleteMember(db: Kysely<Database>, listId: number, candidateId: number) {
  return db
    .deleteFrom('saved_list_members')
    .where('list_id', '=', listId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/** The candidate's newest application not erased, with what a new one copies from it. */
export function latestLiveApplication(db: Kysely<Database>, candidateId: number) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('erased_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function liveApplicationFor(db: Kysely<Database>, candidateId: number, jobId: number) {
  return db
    .selectFrom('job_applications')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}
