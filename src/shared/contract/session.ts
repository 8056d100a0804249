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

/** A successful sign-in: the bearer token every staff call then carries. */
export const signedInSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    token: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['success', 'token'],
} as const;

export type SignedIn = FromSchema<typeof signedInSchema>;

/** Who the current session belongs to (`GET /api/auth/me`). */
export const staffProfileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } },
  required: ['id', 'email', 'name'],
} as const;

export type StaffProfile = FromSchema<typeof staffProfileSchema>;
