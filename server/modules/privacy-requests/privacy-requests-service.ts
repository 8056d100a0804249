import type { Kysely, Transaction } from 'kysely';
import type { PrivacyResponseInput, StaffPrivacyRequestInput } from '@vistaar/shared/validation';
import {
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  type PrivacyRequestKind,
} from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { addDays, indiaDateOf, indiaDayStart, indiaToday } from '@vistaar/shared/lib/job-dates';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { eraseApplication, legalHoldOn, scrubAfterErasure, type ScrubLog } from '../erasure';
import type { Mailer } from '../mail';
import { privacyResponseMail } from './privacy-request-mails';
import {
  anonymiseApplicationRequests,
  closePrivacyRequest,
  findPrivacyRequest,
  insertPrivacyRequest,
  listApplicationRequests,
  type PrivacyRequestRow,
} from './privacy-requests-repository';

/** What the other open erasure requests about an application say once staff erased it. */
const ERASED_BY_STAFF = 'Erased when staff completed another erasure request about it.';

/**
 * The day a request must be answered by: the target after the day it arrived, and never past
 * the Act's outer limit (whichever comes first, should the two ever be configured otherwise).
 */
function dueOnFor(receivedAt: string): string {
  const received = indiaDateOf(receivedAt);
  return addDays(received, Math.min(GRIEVANCE_RESPONSE_TARGET_DAYS, GRIEVANCE_RESPONSE_LIMIT_DAYS));
}

/** Open and past the day it was due (in India). */
function isOverdue(row: { status: string; due_on: string }, today = indiaToday()) {
  return row.status === 'open' && row.due_on < today;
}

export function toPrivacyRequest(row: PrivacyRequestRow, today = indiaToday()): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    source: row.source,
    applicationId: row.application_id,
    requesterName: row.requester_name,
    requesterEmail: row.requester_email,
    details: row.details,
    receivedAt: row.received_at,
    dueOn: row.due_on,
    overdue: isOverdue(row, today),
    response: row.response,
    respondedAt: row.responded_at,
    respondedBy: row.responder_name ?? null,
    completedAutomatically: row.completed_automatically === 1,
  };
}

/**
 * A request made on 'My application', in the caller's transaction. What the product did at
 * once (a correction, a confirmed erasure) is recorded as completed, with what it did.
 */
export async function recordSelfServiceRequest(
  trx: Kysely<Database>,
  input: {
    kind: PrivacyRequestKind;
    applicationId: number;
    requesterName: string;
    requesterEmail: string;
    details: string;
    completedWith?: string;
  },
): Promise<number> {
  const at = nowIso();
  return insertPrivacyRequest(trx, {
    kind: input.kind,
    status: input.completedWith ? 'completed' : 'open',
    source: 'self-service',
    application_id: input.applicationId,
    requester_name: input.requesterName,
    requester_email: input.requesterEmail,
    details: input.details,
    received_at: at,
    due_on: dueOnFor(at),
    response: input.completedWith ?? null,
    responded_at: input.completedWith ? at : null,
    responded_by: null,
    completed_automatically: input.completedWith ? 1 : 0,
    created_by: null,
    created_at: at,
    updated_at: at,
  });
}

/** Marks an open request done by the product itself (a confirmed erasure). */
export async function completeAutomatically(trx: Kysely<Database>, id: number, what: string) {
  await closePrivacyRequest(trx, id, {
    status: 'completed',
    response: what,
    respondedAt: nowIso(),
    respondedBy: null,
    automatically: true,
  });
}

/** What answering a request needs: the outbox for the answer, the log for the scrub after an erasure. */
export interface PrivacyRequestsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  log: ScrubLog;
  /** Keys the hashes of the processing record an erasure leaves. */
  appSecret: string;
}

/** One request, or 404. */
export async function readPrivacyRequest(db: Kysely<Database>, id: number) {
  return found(await findPrivacyRequest(db, id), privacyRequestMessages.notFound);
}

/** A request that reached staff by e-mail or letter, due from the day it arrived. */
export async function createPrivacyRequest(
  db: Kysely<Database>,
  actor: AuditActor,
  input: StaffPrivacyRequestInput,
): Promise<PrivacyRequest> {
  return db.transaction().execute(async (trx) => {
    if (input.applicationId !== undefined) {
      const exists = await trx
        .selectFrom('job_applications')
        .select('id')
        .where('id', '=', input.applicationId)
        .executeTakeFirst();
      if (!exists) {
        throw badRequest(privacyRequestMessages.applicationUnknown, {
          applicationId: privacyRequestMessages.applicationUnknown,
        });
      }
    }
    const now = nowIso();
    // The day it arrived counts, not the day it was typed in: the clock started then.
    const receivedAt = input.receivedOn === indiaToday() ? now : indiaDayStart(input.receivedOn);
    const id = await insertPrivacyRequest(trx, {
      kind: input.kind as PrivacyRequestKind,
      status: 'open',
      source: 'staff',
      application_id: input.applicationId ?? null,
      requester_name: input.requesterName,
      requester_email: input.requesterEmail,
      details: input.details,
      received_at: receivedAt,
      due_on: dueOnFor(receivedAt),
      response: null,
      responded_at: null,
      responded_by: null,
      created_by: actor.staffId,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'privacy-request.created',
      entity: 'privacy-request',
      entityId: id,
      details: { kind: input.kind },
    });
    return toPrivacyRequest(await readPrivacyRequest(trx, id));
  });
}

/**
 * Answers a request: the response goes to the requester through the outbox, and it
 * closes. Completing an erasure request about an application erases it, as the
 * applicant's own confirmed request does, in the same transaction; an application under
 * a legal hold cannot be erased, and the request is to be declined with the reason.
 */
export async function respondToPrivacyRequest(
  { db, mailer, log, appSecret }: PrivacyRequestsDeps,
  actor: AuditActor,
  id: number,
  input: PrivacyResponseInput,
): Promise<PrivacyRequest> {
  let erased = false;
  const result = await db.transaction().execute(async (trx: Transaction<Database>) => {
    const row = await readPrivacyRequest(trx, id);
    if (row.status !== 'open') throw conflict(privacyRequestMessages.alreadyClosed);
    const erasing =
      input.status === 'completed' && row.kind === 'erasure' ? row.application_id : null;
    if (erasing !== null) {
      const hold = await legalHoldOn(trx, 'application', erasing);
      if (hold !== null) throw conflict(privacyRequestMessages.erasureHeld(hold));
    }
    const closed = await closePrivacyRequest(trx, id, {
      status: input.status as 'completed' | 'declined',
      response: input.response,
      respondedAt: nowIso(),
      respondedBy: actor.staffId,
      automatically: false,
    });
    if (!closed) throw conflict(privacyRequestMessages.alreadyClosed);
    if (erasing !== null) {
      erased = await eraseApplication(trx, erasing, {
        reason: 'privacy-request',
        actor,
        secret: appSecret,
      });
      for (const other of await listApplicationRequests(trx, erasing)) {
        if (other.kind === 'erasure' && other.status === 'open') {
          await completeAutomatically(trx, other.id, ERASED_BY_STAFF);
        }
      }
      await anonymiseApplicationRequests(trx, erasing, nowIso());
    }
    // Read before the erasure: the answer still goes to whoever asked.
    if (row.requester_email) {
      await mailer.enqueue(
        privacyResponseMail({
          to: row.requester_email,
          name: row.requester_name,
          kind: row.kind,
          receivedOn: indiaDateOf(row.received_at),
          response: input.response,
        }),
        trx,
      );
    }
    await recordAudit(trx, actor, {
      action: 'privacy-request.answered',
      entity: 'privacy-request',
      entityId: id,
      details: { kind: row.kind, status: input.status, erased },
    });
    return toPrivacyRequest(await readPrivacyRequest(trx, id));
  });
  if (erased) await scrubAfterErasure(db, log);
  void mailer.flush();
  return result;
}
