import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { paths } from '@vistaar/shared/config';
import { employeeDetailsRecordSchema, verificationCodeSentSchema } from '@vistaar/shared/contract';
import {
  otpRequestSchema,
  otpVerifySchema,
  verificationMessages,
  type EmployeeCheckPost,
} from '@vistaar/shared/validation/verification-schema';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError, badRequest, serviceUnavailable } from '../../lib/http-error';
import { acceptFormPosts, formParams, refuseCrossSiteForm } from '../../lib/form-post';
import { validateWith } from '../../lib/yup-errors';
import { startSession } from './verification-sessions';
import { codeLockMessage } from './code-lock';
import { toDetailsRecord } from './details-record';
import { OTP_TTL_SECONDS, RESEND_AFTER_SECONDS } from './otp-codes';
import {
  DEFAULT_VERIFICATION_TUNING,
  initOtp,
  verifyOtp,
  type InitOutcome,
  type Limited,
  type VerificationDeps,
  type VerificationTuning,
  type VerifyOutcome,
} from './verification-service';
import { waitInMinutes } from '../../lib/wait-time';

const NO_MATCH = 'No employee matches that employee code and date of birth.';
const MAIL_DOWN =
  'We could not send the verification e-mail right now. Please try again in a few minutes.';
const TOO_MANY_WRONG = 'Too many wrong attempts. Please request a new code.';
const CODE_EXPIRED = 'This code has expired. Please request a new one.';
const REQUEST_NEW_CODE = 'Please request a new code.';

const LIMIT_MESSAGES: Record<string, (seconds: number) => string> = {
  address: (s) => `Too many requests. Please try again in ${waitInMinutes(s)}.`,
  minute: (s) => `Please wait ${s} seconds before requesting another code.`,
  hour: (s) => `Too many codes were requested. Please try again in ${waitInMinutes(s)}.`,
  locked: codeLockMessage,
};

export const VERIFICATION_BLOCKED =
  'Verification is blocked after too many wrong codes. Please contact HR to unblock it.';

const retryEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: {
      type: 'object',
      additionalProperties: false,
      properties: { retryAfterSeconds: { type: 'integer' } },
    },
  },
  required: ['success'],
} as const;

function tooMany(reply: FastifyReply, message: string, retryAfterSeconds?: number) {
  if (retryAfterSeconds === undefined) return reply.status(429).send({ success: false, message });
  return reply
    .status(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ success: false, message, data: { retryAfterSeconds } });
}

/** A refusal as its status, words and how long to wait (the JSON calls and the page say the same). */
interface Refusal {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

const limitedRefusal = (outcome: Limited): Refusal =>
  outcome.reason === 'blocked'
    ? { status: 429, message: VERIFICATION_BLOCKED }
    : {
        status: 429,
        message: LIMIT_MESSAGES[outcome.reason](outcome.retryAfterSeconds),
        retryAfterSeconds: outcome.retryAfterSeconds,
      };

function initRefusal(outcome: Exclude<InitOutcome, { kind: 'sent' }>): Refusal {
  switch (outcome.kind) {
    case 'not-found':
      return { status: 404, message: NO_MATCH };
    case 'limited':
      return limitedRefusal(outcome);
    case 'mail-failed':
      return { status: 503, message: MAIL_DOWN, retryAfterSeconds: 60 };
  }
}

function verifyRefusal(outcome: Exclude<VerifyOutcome, { kind: 'verified' }>): Refusal {
  switch (outcome.kind) {
    case 'limited':
      return limitedRefusal(outcome);
    case 'no-code':
      return { status: 400, message: REQUEST_NEW_CODE };
    case 'expired':
      return { status: 400, message: CODE_EXPIRED };
    case 'wrong': {
      const left = outcome.attemptsLeft;
      return {
        status: 400,
        message: `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      };
    }
    case 'too-many':
      return { status: 429, message: TOO_MANY_WRONG, retryAfterSeconds: outcome.retryAfterSeconds };
    case 'blocked':
      return { status: 429, message: VERIFICATION_BLOCKED };
  }
}

function refuse(reply: FastifyReply, refusal: Refusal) {
  if (refusal.status === 429) return tooMany(reply, refusal.message, refusal.retryAfterSeconds);
  if (refusal.status === 503) throw serviceUnavailable(refusal.message, refusal.retryAfterSeconds);
  if (refusal.status === 400) throw badRequest(refusal.message);
  return reply.status(refusal.status).send({ success: false, message: refusal.message });
}

const OTP_DIGITS = /^\d{6}$/;

/**
 * Without JavaScript the employee code waits between the two steps in this cookie, signed and
 * as short-lived as the code, sent only back to the details page: never in the page's URL.
 */
const STEP_COOKIE = 'vi_employee_check';

/** The first message of a failed check (the JSON calls show the same one). */
const firstMessage = (error: HttpError) => Object.values(error.errors ?? {})[0] ?? error.message;

/** Public: an employee proves control of the e-mail on file and reads their own record. Never 401. */
export const verificationRoutes: AppPluginAsync<{ tuning?: Partial<VerificationTuning> }> = async (
  app,
  options,
) => {
  const deps: VerificationDeps = {
    db: app.database.db,
    mailer: app.mailer,
    secret: app.appSecret,
    tuning: { ...DEFAULT_VERIFICATION_TUNING, ...options.tuning },
  };
  const tags = ['Employee verification'];
  const responses = { ...standardErrorResponses, 429: retryEnvelopeSchema };
  const secure = app.config.publicUrl.startsWith('https://');

  // The same check opens the employee's sharing calls, in a cookie no script can read.
  const openEmployeeSession = (reply: FastifyReply, employeeId: number) =>
    startSession(app.database.db, reply, { kind: 'employee', employeeId, shareId: null, secure });

  const stepCookie = (value: string, maxAge: number) =>
    stringifySetCookie(STEP_COOKIE, value, {
      path: paths.employeeDetails,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge,
    });

  const stepResource = (employeeCode: string) => `employee-check\n${employeeCode}`;

  function rememberEmployeeCode(reply: FastifyReply, employeeCode: string) {
    const signed = new URLSearchParams(
      app.linkSigner.sign(stepResource(employeeCode), OTP_TTL_SECONDS),
    );
    const value = [
      Buffer.from(employeeCode).toString('base64url'),
      signed.get('expires'),
      signed.get('signature'),
    ].join('.');
    reply.header('Set-Cookie', stepCookie(value, OTP_TTL_SECONDS));
  }

  /** The employee code step 1 left in the cookie, while its signature holds and it is fresh. */
  function rememberedEmployeeCode(request: FastifyRequest): string | null {
    const header = request.headers.cookie;
    const [code, expires, signature] =
      (header ? parseCookie(header)[STEP_COOKIE] : '')?.split('.') ?? [];
    if (!code || !expires || !signature) return null;
    const employeeCode = Buffer.from(code, 'base64url').toString();
    return app.linkSigner.verify(stepResource(employeeCode), expires, signature) === 'ok'
      ? employeeCode
      : null;
  }

  // Without JavaScript both steps post to the details page, which answers with the next step,
  // the message and what was typed, or the record; never cached.
  acceptFormPosts(app, 1024);

  app.post(
    paths.employeeDetails,
    { bodyLimit: 1024, schema: { hide: true } },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const fields = formParams(request.body);
      const page = (
        status: number,
        employeeCheck: EmployeeCheckPost,
        retryAfterSeconds?: number,
      ) => {
        if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
        return app.sendPublicPage(request, reply, {
          path: paths.employeeDetails,
          cacheKey: 'employee-details:post',
          version: 'static',
          data: { employeeCheck },
          status,
          noStore: true,
        });
      };

      if (fields.get('form') === 'code') {
        const employeeCode = rememberedEmployeeCode(request);
        const values = { employeeCode: employeeCode ?? '', dob: '' };
        if (employeeCode === null) {
          return page(400, { step: 'request', values, error: REQUEST_NEW_CODE });
        }
        const otp = (fields.get('otp') ?? '').trim();
        let input;
        try {
          input = await validateWith(otpVerifySchema, { employeeCode, otp });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return page(400, { step: 'code', values, error: firstMessage(error) });
        }
        if (!OTP_DIGITS.test(input.otp)) {
          return page(400, { step: 'code', values, error: verificationMessages.otpInvalid });
        }
        const outcome = await verifyOtp(deps, { ...input, ip: request.ip ?? null }, request.log);
        if (outcome.kind !== 'verified') {
          const refusal = verifyRefusal(outcome);
          return page(
            refusal.status,
            { step: 'code', values, error: refusal.message },
            refusal.retryAfterSeconds,
          );
        }
        await openEmployeeSession(reply, outcome.employee.id);
        reply.header('Set-Cookie', stepCookie('', 0));
        return page(200, {
          step: 'details',
          values: { employeeCode: '', dob: '' },
          record: toDetailsRecord(outcome.employee, app.linkSigner),
        });
      }

      const values = {
        employeeCode: (fields.get('employeeCode') ?? '').slice(0, 200),
        dob: (fields.get('dob') ?? '').slice(0, 200),
      };
      let input;
      try {
        input = await validateWith(otpRequestSchema, {
          ...values,
          noticeVersion: fields.get('noticeVersion') ?? '',
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return page(400, { step: 'request', values, error: firstMessage(error) });
      }
      const outcome = await initOtp(deps, { ...input, ip: request.ip ?? null }, request.log);
      if (outcome.kind !== 'sent') {
        const refusal = initRefusal(outcome);
        return page(
          refusal.status,
          { step: 'request', values, error: refusal.message },
          refusal.retryAfterSeconds,
        );
      }
      rememberEmployeeCode(reply, input.employeeCode);
      return page(200, {
        step: 'code',
        values: { employeeCode: input.employeeCode, dob: '' },
        notice: `Code sent to ${outcome.destination}`,
      });
    },
  );

  app.post(
    '/api/career/init-otp',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          'Send a one-time code to the e-mail on file for an employee code and date of birth',
        body: otpRequestSchema,
        response: {
          200: dataEnvelopeSchema(verificationCodeSentSchema),
          ...responses,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const outcome = await initOtp(deps, { ...input, ip: request.ip ?? null }, request.log);
      if (outcome.kind !== 'sent') return refuse(reply, initRefusal(outcome));
      return {
        success: true,
        message: `Code sent to ${outcome.destination}`,
        data: {
          destination: outcome.destination,
          expiresInSeconds: OTP_TTL_SECONDS,
          resendAfterSeconds: RESEND_AFTER_SECONDS,
        },
      };
    },
  );

  app.post(
    '/api/career/verify-otp',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Check the one-time code; answers the employee's details record",
        body: otpVerifySchema,
        response: {
          200: dataEnvelopeSchema(employeeDetailsRecordSchema),
          ...responses,
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!OTP_DIGITS.test(input.otp)) {
        throw badRequest(verificationMessages.otpInvalid, { otp: verificationMessages.otpInvalid });
      }
      const outcome = await verifyOtp(deps, { ...input, ip: request.ip ?? null }, request.log);
      if (outcome.kind !== 'verified') return refuse(reply, verifyRefusal(outcome));
      await openEmployeeSession(reply, outcome.employee.id);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ success: true, data: toDetailsRecord(outcome.employee, app.linkSigner) });
    },
  );
};
