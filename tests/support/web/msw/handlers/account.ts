import { http } from 'msw';
import {
  invitationAcceptSchema,
  passwordChangeSchema,
  twoFactorCodeSchema,
  weeklySummarySchema,
} from '@vistaar/shared/validation';
import { passwordProblem } from '../../../../../server/modules/auth/password-policy';
import { twoFactorEnrolment, recoveryCodes } from '../../fixtures';
import { AUTHENTICATOR_CODE, STAFF_ACCOUNT, db, nextId } from '../db';
import {
  answer,
  api,
  badRequest,
  conflict,
  notFound,
  ok,
  staffAnswer,
  validateWith,
} from '../answers';

const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const INVITATION_UNUSABLE =
  'This invitation link is no longer valid. Ask an admin to send a new one.';

/** The invitation a token opens, while its link is still valid. */
function openInvitation(token: unknown) {
  const invitation = typeof token === 'string' ? db.invitationLinks.get(token) : undefined;
  if (!invitation) throw badRequest(INVITATION_UNUSABLE);
  return invitation;
}

const myAccount = () => ({
  id: 1,
  name: 'Hr',
  email: STAFF_ACCOUNT.emailId,
  role: db.staffRole,
  twoFactorEnabled: db.staffTwoFactor,
  twoFactorRequired: db.staffTwoFactorRequired,
  recoveryCodesLeft: db.staffRecoveryCodes.length,
  weeklySummary: db.staffWeeklySummary,
});

/** `features/auth` account api: My account of the signed-in member, and accepting an invitation. */
export const accountHandlers = [
  http.get(
    api('/api/account'),
    staffAnswer(() => ok({ data: myAccount() })),
  ),
  http.put(
    api('/api/account/weekly-summary'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(weeklySummarySchema, await request.json());
      db.staffWeeklySummary = input.enabled;
      return ok({
        message: input.enabled ? 'Weekly summary on' : 'Weekly summary off',
        data: myAccount(),
      });
    }),
  ),
  http.get(
    api('/api/account/sessions'),
    staffAnswer(() => ok({ data: db.staffSessions })),
  ),
  http.delete(
    api('/api/account/sessions/:id'),
    staffAnswer(({ params }) => {
      const session = db.staffSessions.find((item) => item.id === Number(params.id));
      if (!session) throw notFound('Session not found.');
      db.staffSessions = db.staffSessions.filter((item) => item !== session);
      return ok({ message: 'Session ended' });
    }),
  ),
  http.put(
    api('/api/account/password'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(passwordChangeSchema, await request.json());
      if (input.currentPassword !== db.staffPassword) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      const problem = passwordProblem(input.newPassword, STAFF_ACCOUNT.emailId);
      if (problem) throw badRequest(problem, { newPassword: problem });
      db.staffPassword = input.newPassword;
      db.staffSessions = db.staffSessions.filter((session) => session.current);
      return ok({ message: 'Password changed. Your other sessions have ended.' });
    }),
  ),
  http.post(
    api('/api/account/two-factor/setup'),
    staffAnswer(() => {
      if (db.staffTwoFactor) throw conflict('Two-factor sign-in is already on for your account.');
      db.pendingTwoFactorSecret = twoFactorEnrolment.secret;
      return ok({ data: twoFactorEnrolment });
    }),
  ),
  http.post(
    api('/api/account/two-factor/confirm'),
    staffAnswer(async ({ request }) => {
      const { code } = await validateWith(twoFactorCodeSchema, await request.json());
      if (db.staffTwoFactor) throw conflict('Two-factor sign-in is already on for your account.');
      if (!db.pendingTwoFactorSecret) {
        throw badRequest('Start the set-up again: there is no new secret waiting.');
      }
      if (code !== AUTHENTICATOR_CODE) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      db.staffTwoFactor = true;
      db.pendingTwoFactorSecret = null;
      db.sessionOwesSecondFactor = null;
      db.staffRecoveryCodes = [...recoveryCodes];
      return ok({ data: { recoveryCodes } });
    }),
  ),
  http.post(
    api('/api/account/two-factor/disable'),
    staffAnswer(async ({ request }) => {
      const { currentPassword } = (await request.json()) as { currentPassword?: string };
      if (currentPassword !== db.staffPassword) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      if (db.staffTwoFactorRequired) {
        throw conflict('Two-factor sign-in is required for your role and cannot be turned off.');
      }
      db.staffTwoFactor = false;
      db.staffRecoveryCodes = [];
      return ok({ message: 'Two-factor sign-in is off' });
    }),
  ),
  http.post(
    api('/api/account/two-factor/recovery-codes'),
    staffAnswer(async ({ request }) => {
      const { currentPassword } = (await request.json()) as { currentPassword?: string };
      if (currentPassword !== db.staffPassword) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      if (!db.staffTwoFactor) throw conflict('Two-factor sign-in is not on for your account.');
      db.staffRecoveryCodes = recoveryCodes.map((code) => code.split('').reverse().join(''));
      return ok({ data: { recoveryCodes: db.staffRecoveryCodes } });
    }),
  ),
  http.post(
    api('/api/auth/invitation'),
    answer(async ({ request }) => {
      const { token } = (await request.json()) as { token?: unknown };
      return ok({ data: openInvitation(token) });
    }),
  ),
  http.post(
    api('/api/auth/invitation/accept'),
    answer(async ({ request }) => {
      const body = (await request.json()) as { token?: unknown };
      const { password } = await validateWith(invitationAcceptSchema, body);
      const invitation = openInvitation(body.token);
      const problem = passwordProblem(password, invitation.email);
      if (problem) throw badRequest(problem, { password: problem });
      db.invitationLinks.delete(body.token as string);
      db.teamMembers.push({
        id: nextId(db.teamMembers),
        ...invitation,
        twoFactorEnabled: false,
        lastSignInAt: null,
        status: 'active',
      });
      return ok({ message: 'Your account is ready. Sign in with your new password.' });
    }),
  ),
];
