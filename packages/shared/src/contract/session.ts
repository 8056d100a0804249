import type { FromSchema } from 'json-schema-to-ts';

/** The body of `POST /api/auth/login`: the spec's field names. */
export const loginRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['emailId', 'password'],
  properties: {
    emailId: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 512 },
  },
} as const;

export type LoginRequest = FromSchema<typeof loginRequestSchema>;

/** A session token; or, with two-factor sign-in on, a challenge for the second step and which step it is. */
export const signedInSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    token: { type: 'string' },
    challenge: { type: 'string' },
    twoFactor: { type: 'string', enum: ['verify', 'enrol'] },
    message: { type: 'string' },
  },
  required: ['success'],
} as const;

export type SignedIn = FromSchema<typeof signedInSchema>;

const challenge = { type: 'string', minLength: 20, maxLength: 200 } as const;

/** Starting a required enrolment: the challenge the password step gave. */
export const challengeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['challenge'],
  properties: { challenge },
} as const;

/** The second step: the challenge and a code from the authenticator (or a recovery code). */
export const secondStepRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['challenge', 'code'],
  properties: { challenge, code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

export type SecondStepRequest = FromSchema<typeof secondStepRequestSchema>;
