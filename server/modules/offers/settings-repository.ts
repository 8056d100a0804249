import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** The named, archivable settings offers are made from: letter templates and CTC structures. */
export type OfferSettingTable = 'offer_templates' | 'ctc_structures';
type SettingRow<T extends OfferSettingTable> = Selectable<Database[T]>;

// Both tables share id, name and archived_at, which is all these read by; Kysely cannot follow
// a table name that is a type parameter, so the queries name one of them and the answers are
// typed by the table asked for.
const anySetting = (table: OfferSettingTable) => table as 'offer_templates';

/** Those in use by name, then the archived ones. */
export function listOfferSettings<T extends OfferSettingTable>(db: Kysely<Database>, table: T) {
  return db
    .selectFrom(anySetting(table))
    .selectAll()
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('name')
    .execute() as Promise<SettingRow<T>[]>;
}

export function findOfferSetting<T extends OfferSettingTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
) {
  return db
    .selectFrom(anySetting(table))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<SettingRow<T> | undefined>;
}

/** The setting of that name, whatever its letter case. */
export function findOfferSettingNamed(
  db: Kysely<Database>,
  table: OfferSettingTable,
  name: string,
) {
  return db
    .selectFrom(anySetting(table))
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}
