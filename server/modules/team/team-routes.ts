import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { teamSchema } from '@vistaar/shared/contract';
import {
  staffInvitationSchema,
  staffRoleChangeSchema,
  twoFactorPolicySchema,
} from '@vistaar/shared/validation';
import { recordAudit } from '../../lib/audit';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { validateWith } from '../../lib/yup-errors';
import { ADMINS, auditActor, readTwoFactorPolicy, writeTwoFactorPolicy } from '../auth';
import { listOpenInvitations, listStaffMembers } from './team-repository';
import {
  cancelInvitation,
  changeRole,
  invite,
  resendInvitation,
  resetTwoFactor,
  setDisabled,
  type TeamDeps,
} from './team-service';

const tags = ['Team'];
const config = { roles: ADMINS };
const done = { 200: messageEnvelopeSchema, ...standardErrorResponses };

const policyBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { twoFactorPolicy: { type: 'string', maxLength: 20 } },
} as const;

/** The Team screen's calls: admins only. */
export const teamRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: TeamDeps = { db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.get(
    '/api/team',
    {
      config,
      schema: {
        tags,
        summary: 'Staff accounts, open invitations and the two-factor rule',
        response: { 200: dataEnvelopeSchema(teamSchema), ...standardErrorResponses },
      },
    },
    async () => {
      const now = Date.now();
      const [members, invitations, twoFactorPolicy] = await Promise.all([
        listStaffMembers(db),
        listOpenInvitations(db),
        readTwoFactorPolicy(db),
      ]);
      return {
        success: true,
        data: {
          members: members.map((member) => ({
            id: member.id,
            name: member.name,
            email: member.email,
            role: member.role,
            twoFactorEnabled: member.totp_enabled_at !== null,
            lastSignInAt: member.last_login_at,
            status: member.disabled ? ('disabled' as const) : ('active' as const),
          })),
          invitations: invitations.map((invitation) => ({
            id: invitation.id,
            name: invitation.name,
            email: invitation.email,
            role: invitation.role,
            sentAt: invitation.created_at,
            expiresAt: invitation.expires_at,
            status:
              Date.parse(invitation.expires_at) <= now
                ? ('expired' as const)
                : ('pending' as const),
          })),
          twoFactorPolicy,
        },
      };
    },
  );

  app.post(
    '/api/team/invitations',
    {
      config,
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (a link valid 72 hours)',
        body: staffInvitationSchema,
        response: done,
      },
    },
    async (request) => {
      const input = request.body;
      await invite(deps, auditActor(request), input);
      return { success: true, message: `Invitation sent to ${input.email.toLowerCase()}` };
    },
  );

  app.post(
    '/api/team/invitations/:id/resend',
    {
      config,
      schema: {
        tags,
        summary: 'Send the invitation again with a new link',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await resendInvitation(deps, auditActor(request), request.params.id);
      return { success: true, message: 'Invitation sent again' };
    },
  );

  app.delete(
    '/api/team/invitations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel an invitation; its link stops working',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await cancelInvitation(db, auditActor(request), request.params.id);
      return { success: true, message: 'Invitation cancelled' };
    },
  );

  app.put(
    '/api/team/members/:id/role',
    {
      config,
      schema: {
        tags,
        summary: 'Change a staff member’s role',
        params: idParamsSchema,
        body: staffRoleChangeSchema,
        response: done,
      },
    },
    async (request) => {
      const { role } = request.body;
      await changeRole(db, auditActor(request), request.params.id, role);
      return { success: true, message: 'Role changed' };
    },
  );

  app.post(
    '/api/team/members/:id/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Disable an account and end all its sessions',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      const changed = await setDisabled(db, auditActor(request), request.params.id, true);
      return {
        success: true,
        message: changed ? 'Account disabled' : 'The account is already disabled',
      };
    },
  );

  app.post(
    '/api/team/members/:id/enable',
    {
      config,
      schema: {
        tags,
        summary: 'Enable a disabled account (its old sessions stay ended)',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      const changed = await setDisabled(db, auditActor(request), request.params.id, false);
      return {
        success: true,
        message: changed ? 'Account enabled' : 'The account is already active',
      };
    },
  );

  app.post(
    '/api/team/members/:id/two-factor-reset',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a member’s two-factor enrolment (lost phone)',
        params: idParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await resetTwoFactor(db, auditActor(request), request.params.id);
      return { success: true, message: 'Two-factor sign-in reset' };
    },
  );

  app.put(
    '/api/team/two-factor-policy',
    {
      config,
      schema: {
        tags,
        summary: 'Who must use two-factor sign-in',
        body: policyBodySchema,
        response: done,
      },
    },
    async (request) => {
      const { twoFactorPolicy } = await validateWith(twoFactorPolicySchema, request.body);
      await db.transaction().execute(async (trx) => {
        await writeTwoFactorPolicy(trx, twoFactorPolicy);
        await recordAudit(trx, auditActor(request), {
          action: 'two-factor.policy-changed',
          entity: 'settings',
          details: { twoFactorPolicy },
        });
      });
      return { success: true, message: 'Two-factor rule saved' };
    },
  );
};
