import type { Kysely } from 'kysely';
import type {
  BreachInput,
  BreachNoticeConfirmation,
  BreachUpdateInput,
} from '@vistaar/shared/validation';
import { BREACH_NOTICE_BATCH, breachReference } from '@vistaar/shared/config/breaches';
import { breachMomentToIso, breachMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import type { Mailer } from '../mail';
import { affectedAfter, countAffected } from './breach-affected';
import {
  claimNoticeSending,
  findBreach,
  insertBreach,
  insertBreachUpdate,
  insertNotices,
  jobExists,
  listBreachUpdates,
  markBoardReported as setBoardReported,
  recordNoticesSent,
  updateUnsentBreach,
  type BreachColumns,
  type BreachRow,
} from './breach-repository';
import { noticeGreeting, noticeSubject, noticeText } from './breach-texts';
import { breachScope, toBreachFacts, toBreachRecord } from './breach-views';

const BREACH_NOT_FOUND = 'Breach not found.';
const BREACH_ALREADY_SENT =
  'The notices for this breach have been sent, so what was recorded stays as it was. Add an update instead.';
const NOTICES_ALREADY_SENT =
  'The notices for this breach have already been sent; nothing was sent again.';
const NOBODY_AFFECTED =
  'Nobody is named in the data chosen, so there are no notices to send. Check the data involved.';
const BOARD_ALREADY_REPORTED = 'The report to the Board is already marked as submitted.';
const affectedCountChanged = (now: number) =>
  `The list of people affected has changed since you reviewed it: it now has ${now}. Review it again before sending.`;

const entity = 'breach';

async function breachColumns(db: Kysely<Database>, input: BreachInput): Promise<BreachColumns> {
  const applications = input.sources.includes('applications');
  if (input.jobId !== undefined && !(await jobExists(db, input.jobId))) {
    throw badRequest(breachMessages.jobInvalid, { jobId: breachMessages.jobInvalid });
  }
  return {
    summary: input.summary,
    location: input.location,
    // The schema has checked both are real moments.
    occurred_at: breachMomentToIso(input.occurredAt)!,
    discovered_at: breachMomentToIso(input.discoveredAt)!,
    sources: JSON.stringify(input.sources),
    job_id: applications ? (input.jobId ?? null) : null,
    applied_from: applications ? input.appliedFrom || null : null,
    applied_to: applications ? input.appliedTo || null : null,
    fields: JSON.stringify(input.fields),
    consequences: input.consequences,
    measures: input.measures,
    safety_steps: input.safetySteps,
    contact: input.contact,
  };
}

/** The details an audit entry may carry: which kinds of data, never whose. */
const auditDetails = (columns: Pick<BreachColumns, 'sources' | 'fields' | 'job_id'>) => ({
  sources: JSON.parse(columns.sources) as unknown,
  fields: JSON.parse(columns.fields) as unknown,
  jobId: columns.job_id ?? null,
});

export interface BreachDeps {
  db: Kysely<Database>;
  mailer: Mailer;
}

export async function breachOrFail(db: Kysely<Database>, id: number): Promise<BreachRow> {
  return found(await findBreach(db, id), BREACH_NOT_FOUND);
}

async function affectedCountOf(db: Kysely<Database>, row: BreachRow) {
  return row.notices_sent_at !== null
    ? (row.notices_sent ?? 0)
    : countAffected(db, breachScope(row));
}

/** The breach with its texts, the people counted and its updates. */
export async function breachRecord(db: Kysely<Database>, id: number) {
  const row = await breachOrFail(db, id);
  const updates = await listBreachUpdates(db, id);
  return toBreachRecord(row, updates, await affectedCountOf(db, row));
}

/** The facts the Board's report is made from. */
export async function breachFacts(db: Kysely<Database>, id: number) {
  const row = await breachOrFail(db, id);
  const updates = await listBreachUpdates(db, id);
  return toBreachFacts(row, updates, await affectedCountOf(db, row));
}

export async function recordBreach(
  db: Kysely<Database>,
  actor: AuditActor,
  body: BreachInput,
): Promise<number> {
  const columns = await breachColumns(db, body);
  return db.transaction().execute(async (trx) => {
    const id = await insertBreach(trx, columns, actor.staffId, nowIso());
    await recordAudit(trx, actor, {
      action: 'breach.recorded',
      entity,
      entityId: id,
      details: auditDetails(columns),
    });
    return id;
  });
}

export async function editBreach(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: BreachInput,
): Promise<void> {
  const columns = await breachColumns(db, body);
  await db.transaction().execute(async (trx) => {
    const before = await breachOrFail(trx, id);
    if (before.notices_sent_at !== null) throw conflict(BREACH_ALREADY_SENT);
    if ((await updateUnsentBreach(trx, id, { ...columns, updated_at: nowIso() })) === 0) {
      throw conflict(BREACH_ALREADY_SENT);
    }
    const changed = (Object.keys(columns) as (keyof BreachColumns)[]).filter(
      (name) => before[name] !== columns[name],
    );
    await recordAudit(trx, actor, {
      action: 'breach.edited',
      entity,
      entityId: id,
      details: { changed, ...auditDetails(columns) },
    });
  });
}

/**
 * Puts one notice per person affected in the outbox, all in one transaction, once: the
 * claim on the breach row lets exactly one confirmation through, and the count the sender
 * reviewed must still be the count.
 */
export async function sendBreachNotices(
  { db, mailer }: BreachDeps,
  actor: AuditActor,
  id: number,
  confirmation: BreachNoticeConfirmation,
): Promise<number> {
  const sent = await db.transaction().execute(async (trx) => {
    const row = await breachOrFail(trx, id);
    const at = nowIso();
    if ((await claimNoticeSending(trx, id, actor.staffId, at)) === 0) {
      throw conflict(NOTICES_ALREADY_SENT);
    }
    const scope = breachScope(row);
    const count = await countAffected(trx, scope);
    if (count === 0) throw conflict(NOBODY_AFFECTED);
    if (count !== confirmation.affectedCount) throw conflict(affectedCountChanged(count));
    const facts = toBreachFacts(
      { ...row, notices_sent_at: at },
      await listBreachUpdates(trx, id),
      count,
    );
    const subject = noticeSubject(facts);
    const text = noticeText(facts);
    let after = '';
    let total = 0;
    for (;;) {
      const batch = await affectedAfter(trx, scope, after, BREACH_NOTICE_BATCH);
      if (batch.length === 0) break;
      await insertNotices(
        trx,
        batch.map((person) => ({
          breach_id: id,
          email_normalized: person.key,
          sources: JSON.stringify(person.sources),
          created_at: at,
        })),
      );
      for (const person of batch) {
        await mailer.enqueue(
          {
            kind: 'privacy.breach_notice',
            to: person.email,
            subject,
            text: `${noticeGreeting(person.name)}\n\n${text}`,
          },
          trx,
        );
      }
      total += batch.length;
      after = batch[batch.length - 1].key;
    }
    await recordNoticesSent(trx, id, { count: total, subject, text });
    await recordAudit(trx, actor, {
      action: 'breach.notices-sent',
      entity,
      entityId: id,
      details: { reference: breachReference(id), notices: total },
    });
    return total;
  });
  await mailer.flush();
  return sent;
}

export async function addBreachUpdate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: BreachUpdateInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await breachOrFail(trx, id);
    const updateId = await insertBreachUpdate(trx, {
      breach_id: id,
      text: input.text,
      staff_id: actor.staffId,
      created_at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'breach.update-added',
      entity,
      entityId: id,
      details: { updateId },
    });
  });
}

export async function markBoardReported(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await breachOrFail(trx, id);
    if ((await setBoardReported(trx, id, nowIso())) === 0) {
      throw conflict(BOARD_ALREADY_REPORTED);
    }
    await recordAudit(trx, actor, { action: 'breach.board-reported', entity, entityId: id });
  });
}
