import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  myAccountSchema,
  recoveryCodesSchema,
  staffSessionSchema,
  twoFactorEnrolmentSchema,
} from '@vistaar/shared/contract';
import {
  passwordChangeSchema,
  twoFactorCodeSchema,
  weeklySummarySchema,
} from '@vistaar/shared/validation';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { validateWith } from '../../lib/yup-errors';
import {
  changeMyPassword,
  confirmMyEnrolment,
  endMySession,
  listMySessions,
  readMyAccount,
  replaceMyRecoveryCodes,
  setMyWeeklySummary,
  startMyEnrolment,
  turnOffMyTwoFactor,
} from './account-service';
import { auditActor, signedInStaff } from './require-staff';
import { EVERY_ROLE } from './route-roles';

const tags = ['My account'];
const done = { 200: messageEnvelopeSchema, ...standardErrorResponses };
/** Password checks are slow on purpose; a handful a minute is plenty for a person. */
const passwordChecked = {
  bodyLimit: 2048,
  config: { roles: EVERY_ROLE, rateLimit: { max: 10, timeWindow: '1 minute' } },
} as const;

/** Every staff member's own account: password, sessions, two-factor sign-in. */
export const accountRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps = { db, appSecret: app.appSecret };
  const config = { roles: EVERY_ROLE };
  // A member whom the two-factor rule came to cover after sign-in sets it up from here.
  const enrolment = { roles: EVERY_ROLE, beforeSecondFactor: true };

  app.get(
    '/api/account',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'My account and its two-factor state',
        response: { 200: dataEnvelopeSchema(myAccountSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await readMyAccount(db, signedInStaff(request)) }),
  );

  app.put(
    '/api/account/weekly-summary',
    {
      config,
      schema: {
        tags,
        summary: 'Turn the Monday summary of my jobs on or off',
        body: weeklySummarySchema,
        response: { 200: dataEnvelopeSchema(myAccountSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await setMyWeeklySummary(db, auditActor(request), staff, request.body.enabled);
      return {
        success: true,
        message: request.body.enabled ? 'Weekly summary on' : 'Weekly summary off',
        data: await readMyAccount(db, staff),
      };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config,
      schema: {
        tags,
        summary: 'My open sessions: device, address, last use',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: staffSessionSchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => ({ success: true, data: await listMySessions(db, signedInStaff(request)) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config,
      schema: { tags, summary: 'End one of my sessions', params: idParamsSchema, response: done },
    },
    async (request) => {
      await endMySession(db, signedInStaff(request), auditActor(request), request.params.id);
      return { success: true, message: 'Session ended' };
    },
  );

  app.put(
    '/api/account/password',
    {
      ...passwordChecked,
      schema: {
        tags,
        summary: 'Change my password; my other sessions end',
        body: passwordChangeSchema,
        response: done,
      },
    },
    async (request) => {
      const input = request.body;
      await changeMyPassword(db, signedInStaff(request), auditActor(request), input);
      return { success: true, message: 'Password changed. Your other sessions have ended.' };
    },
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'A new authenticator secret and its QR code',
        response: { 200: dataEnvelopeSchema(twoFactorEnrolmentSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      data: await startMyEnrolment(deps, signedInStaff(request)),
    }),
  );

  app.post(
    '/api/account/two-factor/confirm',
    {
      ...passwordChecked,
      config: { ...passwordChecked.config, beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Confirm the set-up with a first code; answers the recovery codes once',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { code: { type: 'string', maxLength: 20 } },
        },
        response: { 200: dataEnvelopeSchema(recoveryCodesSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { code } = await validateWith(twoFactorCodeSchema, request.body);
      const recoveryCodes = await confirmMyEnrolment(
        deps,
        signedInStaff(request),
        auditActor(request),
        code,
      );
      return { success: true, data: { recoveryCodes } };
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    {
      ...passwordChecked,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (where it is not required)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword'],
          properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 512 } },
        },
        response: done,
      },
    },
    async (request) => {
      await turnOffMyTwoFactor(
        db,
        signedInStaff(request),
        auditActor(request),
        request.body.currentPassword,
      );
      return { success: true, message: 'Two-factor sign-in is off' };
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    {
      ...passwordChecked,
      schema: {
        tags,
        summary:
          'Replace the recovery codes (the old ones stop working); answers the new ones once',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword'],
          properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 512 } },
        },
        response: { 200: dataEnvelopeSchema(recoveryCodesSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const recoveryCodes = await replaceMyRecoveryCodes(
        db,
        signedInStaff(request),
        auditActor(request),
        request.body.currentPassword,
      );
      return { success: true, data: { recoveryCodes } };
    },
  );
};
