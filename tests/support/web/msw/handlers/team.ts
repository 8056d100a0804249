import { http } from 'msw';
import { staffInvitationSchema } from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import { api, conflict, forbidden, ok, staffAnswer, validateWith } from '../answers';

const adminOnly = () => {
  if (db.staffRole !== 'admin')
    throw forbidden('Your role does not allow this. Ask an admin if you need it.');
};

/** `features/team`: the Team screen's calls, for admins only. */
export const teamHandlers = [
  http.get(
    api('/api/team'),
    staffAnswer(() => {
      adminOnly();
      return ok({
        data: { members: db.teamMembers, invitations: db.invitations, twoFactorPolicy: 'off' },
      });
    }),
  ),
  http.post(
    api('/api/team/invitations'),
    staffAnswer(async ({ request }) => {
      adminOnly();
      const input = await validateWith(staffInvitationSchema, await request.json());
      const email = input.email.toLowerCase();
      if (db.teamMembers.some((member) => member.email === email)) {
        throw conflict('There is already a staff account with this e-mail.', {
          email: 'There is already a staff account with this e-mail.',
        });
      }
      const now = new Date();
      db.invitations.push({
        id: nextId(db.invitations),
        name: input.name,
        email,
        role: input.role,
        sentAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 72 * 3_600_000).toISOString(),
        status: 'pending',
      });
      return ok({ message: `Invitation sent to ${email}` });
    }),
  ),
];
