import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { eraseApplication } from '../erasure';
import {
  anonymiseApplicationRequests,
  completeAutomatically,
  listApplicationRequests,
} from '../privacy-requests';

const ERASED_ON_REQUEST =
  'Erased at the applicant’s request, confirmed from the e-mail address on the application.';

/**
 * The applicant confirmed erasure: the one erasure function removes the data, the erasure
 * request is completed, and the requests about the application forget who made them.
 */
export async function eraseApplicantData(
  trx: Kysely<Database>,
  applicationId: number,
  actor: AuditActor,
  secret: string,
): Promise<void> {
  await eraseApplication(trx, applicationId, { reason: 'applicant-request', actor, secret });
  const requests = await listApplicationRequests(trx, applicationId);
  for (const request of requests) {
    if (request.kind === 'erasure' && request.status === 'open') {
      await completeAutomatically(trx, request.id, ERASED_ON_REQUEST);
    }
  }
  await anonymiseApplicationRequests(trx, applicationId, nowIso());
}
