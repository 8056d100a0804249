import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** Where the scrub says what it did, or why it could not (a Fastify logger will do). */
export interface ScrubLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Every table an eraser blanks fields of or deletes rows from. */
const ERASED_TABLES = [
  'job_applications',
  'candidates',
  'channel_consents',
  'sms_messages',
  'whatsapp_messages',
  'stored_files',
  'outbox',
  'application_events',
  'interviews',
  'interview_feedback',
  'interview_reminders',
  'scheduled_emails',
  'privacy_requests',
  'retention_quarantine',
  'contact_messages',
  'verification_shares',
  'verification_share_codes',
  'verification_sessions',
  'job_alert_signups',
  'rate_counters',
  'offers',
  'offer_events',
  'preboarding_documents',
  'joining_date_requests',
] as const satisfies readonly (keyof Database)[];

/**
 * Run once the transaction that erased something has committed (never inside it), so the
 * old values leave the database's files too, not only its rows.
 *
 * SQLite: the connection zeroes deleted content (`secure_delete`, see `openDatabase`), but
 * until a checkpoint the old pages also sit in the WAL file; the checkpoint copies the
 * scrubbed pages into the database file and truncates the WAL.
 *
 * PostgreSQL: an update or delete leaves the old row versions in the table as dead tuples
 * until VACUUM reclaims them. VACUUM is started here and not awaited (it may take a while
 * on a big table and the caller's answer does not depend on it); what it does not do is
 * explained in the README (Privacy: erasure and the database's files).
 *
 * Best effort: a failure is logged and never undoes or fails the erasure itself.
 */
export async function scrubAfterErasure(db: Kysely<Database>, log: ScrubLog): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const started = Date.now();
    void sql`vacuum ${sql.join(ERASED_TABLES.map((table) => sql.table(table)))}`
      .execute(db)
      .then(() =>
        log.info(
          { event: 'privacy.erasure_vacuumed', ms: Date.now() - started },
          'tables vacuumed after an erasure',
        ),
      )
      .catch((error: unknown) =>
        log.warn(
          { event: 'privacy.erasure_vacuum_failed', err: error },
          'vacuum after an erasure failed; autovacuum will reclaim the old rows later',
        ),
      );
    return;
  }
  try {
    const result = await sql<{
      busy: number;
      log: number;
      checkpointed: number;
    }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const outcome = result.rows[0];
    if (outcome && outcome.busy !== 0) {
      // Another connection was reading: the WAL keeps old pages until the next checkpoint.
      log.warn(
        { event: 'privacy.erasure_checkpoint_busy', ...outcome },
        'the WAL could not be fully checkpointed after an erasure',
      );
    }
  } catch (error) {
    log.warn(
      { event: 'privacy.erasure_checkpoint_failed', err: error },
      'the WAL checkpoint after an erasure failed',
    );
  }
}
