import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyReply } from 'fastify';
import { employeeDetailsRecordSchema, verificationCodeSentSchema } from '@vistaar/shared/contract';
import {
  otpRequestSchema,
  otpVerifySchema,
  verificationMessages,
} from '@vistaar/shared/validation/verification-schema';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { badRequest, serviceUnavailable } from '../../lib/http-error';
import { startSession } from './verification-sessions';
import { codeLockMessage } from './code-lock';
import { toDetailsRecord } from './details-record';
import { OTP_TTL_SECONDS, RESEND_AFTER_SECONDS } from './otp-codes';
import {
  DEFAULT_VERIFICATION_TUNING,
  initOtp,
  verifyOtp,
  type Limited,
  type VerificationDeps,
  type VerificationTuning,
} from './verification-service';

const NO_MATCH = 'No employee matches that employee code and date of birth.';
const MAIL_DOWN =
  'We could not send the verification e-mail right now. Please try again in a few minutes.';
const TOO_MANY_WRONG = 'Too many wrong attempts. Please request a new code.';
const CODE_EXPIRED = 'This code has expired. Please request a new one.';
const REQUEST_NEW_CODE = 'Please request a new code.';

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
};

const LIMIT_MESSAGES: Record<string, (seconds: number) => string> = {
  address: (s) => `Too many requests. Please try again in ${minutes(s)}.`,
  minute: (s) => `Please wait ${s} seconds before requesting another code.`,
  hour: (s) => `Too many codes were requested. Please try again in ${minutes(s)}.`,
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

const limited = (reply: FastifyReply, outcome: Limited) =>
  outcome.reason === 'blocked'
    ? tooMany(reply, VERIFICATION_BLOCKED)
    : tooMany(
        reply,
        LIMIT_MESSAGES[outcome.reason](outcome.retryAfterSeconds),
        outcome.retryAfterSeconds,
      );

const OTP_DIGITS = /^\d{6}$/;

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
      switch (outcome.kind) {
        case 'not-found':
          return reply.status(404).send({ success: false, message: NO_MATCH });
        case 'limited':
          return limited(reply, outcome);
        case 'mail-failed':
          throw serviceUnavailable(MAIL_DOWN, 60);
        case 'sent':
          return {
            success: true,
            message: `Code sent to ${outcome.destination}`,
            data: {
              destination: outcome.destination,
              expiresInSeconds: OTP_TTL_SECONDS,
              resendAfterSeconds: RESEND_AFTER_SECONDS,
            },
          };
      }
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
      switch (outcome.kind) {
        case 'limited':
          return limited(reply, outcome);
        case 'no-code':
          throw badRequest(REQUEST_NEW_CODE);
        case 'expired':
          throw badRequest(CODE_EXPIRED);
        case 'wrong': {
          const left = outcome.attemptsLeft;
          throw badRequest(
            `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
          );
        }
        case 'too-many':
          return tooMany(reply, TOO_MANY_WRONG, outcome.retryAfterSeconds);
        case 'blocked':
          return tooMany(reply, VERIFICATION_BLOCKED);
        case 'verified':
          // The same check opens the employee's sharing calls, in a cookie no script can read.
          await startSession(app.database.db, reply, {
            kind: 'employee',
            employeeId: outcome.employee.id,
            shareId: null,
            secure: app.config.publicUrl.startsWith('https://'),
          });
          return reply
            .header('Cache-Control', 'no-store')
            .send({ success: true, data: toDetailsRecord(outcome.employee, app.linkSigner) });
      }
    },
  );
};
