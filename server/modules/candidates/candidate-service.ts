import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import type { ApplicationEvent, CandidateDetail } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { applicationsOpenTo } from '../applications';
import { recordRead } from '../auth';
import { eraseCandidate, legalHoldOn, scrubAfterErasure, type ScrubLog } from '../erasure';
import type { LinkSigner } from '../files';
import { listApplicationHistory } from '../pipeline';
import {
  candidateApplicationIds,
  findCandidate,
  listCandidateApplications,
} from './candidates-repository';
import { toCandidateDetail } from './candidate-views';

const CANDIDATE_NOT_FOUND = 'Candidate not found.';
const candidateErasureHeld = (reason: string) =>
  `One of this candidate's applications is under a legal hold (${reason}); nothing was erased.`;

export interface CandidateReadDeps {
  db: Kysely<Database>;
  signer: LinkSigner;
}

/**
 * A candidate with those of their applications the reader may open (each with its stage,
 * history, notes and resume). A reader who may open none of them gets 404, as for a
 * missing or erased candidate, so nothing tells them the person exists. The read goes on
 * the audit trail with the applications it showed.
 */
export async function readCandidate(
  { db, signer }: CandidateReadDeps,
  reader: { id: number; role: StaffRole },
  actor: AuditActor,
  candidateId: number,
): Promise<CandidateDetail> {
  const candidate = await findCandidate(db, candidateId);
  if (!candidate || candidate.erased_at) throw notFound(CANDIDATE_NOT_FOUND);
  const open = await applicationsOpenTo(db, reader, await candidateApplicationIds(db, candidateId));
  if (open.size === 0) throw notFound(CANDIDATE_NOT_FOUND);
  const applications = await listCandidateApplications(db, [...open]);
  const history = new Map<number, ApplicationEvent[]>();
  for (const application of applications) {
    history.set(application.id, await listApplicationHistory(db, application.id));
  }
  await recordRead(db, actor, 'candidate', candidateId, 'candidate.viewed', {
    applications: applications.map((application) => application.id),
  });
  return toCandidateDetail(candidate, applications, history, signer, reader.id);
}

export interface CandidateErasureDeps {
  db: Kysely<Database>;
  appSecret: string;
  log: ScrubLog;
}

/**
 * Staff erase a person: every application of theirs and the candidate row, in one
 * transaction, through the erasure service. Refused, with nothing changed, while any of
 * their applications is under a legal hold.
 */
export async function eraseCandidateRecord(
  { db, appSecret, log }: CandidateErasureDeps,
  actor: AuditActor,
  candidateId: number,
): Promise<number> {
  const erased = await db.transaction().execute(async (trx) => {
    for (const id of await candidateApplicationIds(trx, candidateId)) {
      const hold = await legalHoldOn(trx, 'application', id);
      if (hold !== null) throw conflict(candidateErasureHeld(hold));
    }
    return eraseCandidate(trx, candidateId, { reason: 'staff-request', actor, secret: appSecret });
  });
  if (erased === null) throw notFound(CANDIDATE_NOT_FOUND);
  await scrubAfterErasure(db, log);
  return erased;
}
