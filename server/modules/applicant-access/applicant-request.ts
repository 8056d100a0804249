import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { downloadMyApplication } from './my-application-view';

/** What 'My application' says once a change is made (its page and its JSON calls alike). */
export const DONE = {
  contactCorrected: 'Your contact details are corrected.',
  withdrawn: 'Your application is withdrawn.',
  grievanceFiled: 'We have received your grievance and will answer by e-mail.',
  erasureAsked:
    'We have e-mailed you a confirmation link. Nothing is erased until you open it and confirm.',
};

/** Per client address: every action of 'My application' together. */
export const ACTION_LIMIT = { max: 30, timeWindow: '1 hour', groupId: 'my-application' };

/** The applicant is no staff member: their changes are audited under no account, with the request. */
export const applicantActor = (request: FastifyRequest): AuditActor => ({
  staffId: null,
  requestId: request.id,
  ip: request.ip,
});

/** Every field held and the resume, as one JSON file to save. */
export async function sendDownload(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const data = await downloadMyApplication(db, token, applicantActor(request));
  return reply
    .header('Content-Disposition', 'attachment; filename="my-application.json"')
    .send(data);
}
