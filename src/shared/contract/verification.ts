import type { FromSchema } from 'json-schema-to-ts';

/** Where a verification code went (`data` of `POST /api/career/init-otp`). */
export const verificationCodeSentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    destination: {
      type: 'string',
      description: "The masked address the code went to, e.g. 'r****@example.com'",
    },
    expiresInSeconds: { type: 'integer' },
    resendAfterSeconds: {
      type: 'integer',
      description: 'How long the server refuses another code',
    },
  },
  required: ['destination', 'expiresInSeconds', 'resendAfterSeconds'],
} as const;

export type VerificationCodeSent = FromSchema<typeof verificationCodeSentSchema>;
