import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listOfferTemplates(db: Kysely<Database>) {
  return db
    .selectFrom('offer_templates')
    .selectAll()
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('name')
    .execute();
}

export function findOfferTemplate(db: Kysely<Database>, id: number) {
  return db.selectFrom('offer_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOfferTemplateNamed(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('offer_templates')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function listCtcStructures(db: Kysely<Database>) {
  return db
    .selectFrom('ctc_structures')
    .selectAll()
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('name')
    .execute();
}

export function findCtcStructure(db: Kysely<Database>, id: number) {
  return db.selectFrom('ctc_structures').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCtcStructureNamed(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('ctc_structures')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}
