import type { Kysely } from 'kysely';
import type { ApplicationEvent } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import { listApplicationEvents } from './events-repository';
import { mentionsOfEvents } from './notes-repository';
import { toApplicationEvent } from './pipeline-views';

/** An application's history as staff read it, newest first, with the colleagues notes name. */
export async function listApplicationHistory(
  db: Kysely<Database>,
  applicationId: number,
): Promise<ApplicationEvent[]> {
  const events = await listApplicationEvents(db, applicationId);
  const mentions = await mentionsOfEvents(
    db,
    events.map((event) => event.id),
  );
  return events.map((event) => toApplicationEvent(event, mentions.get(event.id)));
}
