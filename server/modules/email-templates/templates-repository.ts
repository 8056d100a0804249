import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applicationsWithJobAndStage } from '../applications';

function templatesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('email_templates as t')
    .leftJoin('pipeline_stages as s', 's.id', 't.stage_id')
    .select([
      't.id',
      't.name',
      't.subject',
      't.body',
      't.stage_id',
      's.name as stage_name',
      't.archived_at',
      't.updated_at',
    ]);
}

/** Templates in use by name, then the archived ones. */
export function listTemplates(db: Kysely<Database>) {
  return templatesQuery(db)
    .orderBy((eb) => eb.case().when('t.archived_at', 'is', null).then(0).else(1).end())
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
}

export function findTemplate(db: Kysely<Database>, id: number) {
  return templatesQuery(db).where('t.id', '=', id).executeTakeFirst();
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/** The template a stage proposes, if any. */
export function findTemplateOfStage(db: Kysely<Database>, stageId: number) {
  return templatesQuery(db).where('t.stage_id', '=', stageId).executeTakeFirst();
}

/**
 * The one case-folding rule of template names, for the check and the unique index alike
 * (SQLite's lower() folds ASCII only, so 'Émile' and 'émile' must be folded here).
 */
const templateNameKey = (name: string) => name.normalize('NFC').toLowerCase();

/** A template in use with this name (compared case-insensitively), other than `exceptId`. */
export function findTemplateNamed(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db
    .selectFrom('email_templates')
    .select('id')
    .where('name_key', '=', templateNameKey(name))
    .where('archived_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertTemplate(
  db: Kysely<Database>,
  values: { name: string; subject: string; body: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('email_templates')
    .values({
      name: values.name,
      name_key: templateNameKey(values.name),
      subject: values.subject,
      body: values.body,
      stage_id: null,
      archived_at: null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateTemplate(
  db: Kysely<Database>,
  id: number,
  values: { name: string; subject: string; body: string; at: string },
) {
  return db
    .updateTable('email_templates')
    .set({
      name: values.name,
      name_key: templateNameKey(values.name),
      subject: values.subject,
      body: values.body,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Archived templates are proposed nowhere, so archiving also frees their stage. */
export function archiveTemplate(db: Kysely<Database>, id: number, at: string) {
  return db
    .updateTable('email_templates')
    .set({ archived_at: at, stage_id: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export function setTemplateStage(
  db: Kysely<Database>,
  id: number,
  stageId: number | null,
  at: string,
) {
  return db
    .updateTable('email_templates')
    .set({ stage_id: stageId, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** What a candidate e-mail needs of an application: the address and the placeholders' values. */
export function findEmailRecipient(db: Kysely<Database>, applicationId: number) {
  return (
    applicationsWithJobAndStage(db)
      .select([
        'a.id',
        'a.first_name',
        'a.last_name',
        'a.email',
        'a.keep_for_other_roles',
        'j.title as job_title',
        'a.stage_id',
        's.name as stage_name',
        's.kind as stage_kind',
      ])
      // The interview an invitation speaks of: the latest one still on.
      .select((eb) => {
        const scheduled = eb
          .selectFrom('interviews as i')
          .whereRef('i.application_id', '=', 'a.id')
          .where('i.status', '=', 'scheduled')
          .orderBy('i.starts_at', 'desc')
          .limit(1);
        return [
          scheduled.select('i.starts_at').as('interview_starts_at'),
          scheduled.select('i.ends_at').as('interview_ends_at'),
        ];
      })
      .where('a.id', '=', applicationId)
      .executeTakeFirst()
  );
}

export type EmailRecipientRow = NonNullable<Awaited<ReturnType<typeof findEmailRecipient>>>;
