import type { FromSchema } from 'json-schema-to-ts';
import { nominationSchema } from './privacy-requests';
import { SHARE_FIELDS } from '../config/verification-sharing';

const text = { type: 'string' } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;
const shareStatus = { type: 'string', enum: ['active', 'expired', 'revoked'] } as const;

/** One field of a disclosure: its value as the letter prints it, or null when withheld. */
export const disclosedFieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    key: { type: 'string', enum: SHARE_FIELDS },
    label: text,
    value: { type: ['string', 'null'], description: "null: 'not shared by the employee'" },
  },
  required: ['key', 'label', 'value'],
} as const;

/** What a verifier sees after their code: exactly the consented fields, the rest named as withheld. */
export const verificationDisclosureSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    verificationId: text,
    issuer: text,
    employeeName: text,
    verifierOrganisation: text,
    verifierEmail: text,
    purpose: text,
    issuedAt: timestamp,
    expiresAt: timestamp,
    fields: { type: 'array', items: disclosedFieldSchema },
  },
  required: [
    'verificationId',
    'issuer',
    'employeeName',
    'verifierOrganisation',
    'verifierEmail',
    'purpose',
    'issuedAt',
    'expiresAt',
    'fields',
  ],
} as const;

export type VerificationDisclosure = FromSchema<typeof verificationDisclosureSchema>;
export type DisclosedField = FromSchema<typeof disclosedFieldSchema>;

/** One entry of the disclosure ledger, as the employee and staff read it. */
export const ledgerEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    event: {
      type: 'string',
      enum: [
        'share-created',
        'verifier-code-sent',
        'verifier-viewed',
        'letter-downloaded',
        'revoked',
        'expired',
        'error-reported',
        'error-resolved',
        'sharing-suspended',
        'sharing-resumed',
      ],
    },
    occurredAt: timestamp,
    verificationId: { type: ['string', 'null'] },
    organisation: { type: ['string', 'null'] },
    actorEmail: { type: ['string', 'null'] },
    clientIp: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'event',
    'occurredAt',
    'verificationId',
    'organisation',
    'actorEmail',
    'clientIp',
  ],
} as const;

export type LedgerEntry = FromSchema<typeof ledgerEntrySchema>;

/** A share as its employee (and staff) list it. */
export const verificationShareSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    verificationId: text,
    status: shareStatus,
    fields: { type: 'array', items: { type: 'string', enum: SHARE_FIELDS } },
    verifierOrganisation: text,
    verifierEmail: text,
    purpose: text,
    createdAt: timestamp,
    expiresAt: timestamp,
    revokedAt: { type: ['string', 'null'] },
    views: { type: 'integer' },
  },
  required: [
    'id',
    'verificationId',
    'status',
    'fields',
    'verifierOrganisation',
    'verifierEmail',
    'purpose',
    'createdAt',
    'expiresAt',
    'revokedAt',
    'views',
  ],
} as const;

export type VerificationShare = FromSchema<typeof verificationShareSchema>;

export const errorReportRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    description: text,
    createdAt: timestamp,
    resolvedAt: { type: ['string', 'null'] },
    resolutionNote: { type: ['string', 'null'] },
  },
  required: ['id', 'description', 'createdAt', 'resolvedAt', 'resolutionNote'],
} as const;

export type ErrorReportRecord = FromSchema<typeof errorReportRecordSchema>;

/** 'My verifications', and the staff panel on the employee record. */
export const verificationOverviewSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    employeeName: text,
    sharingSuspended: { type: 'boolean' },
    shares: { type: 'array', items: verificationShareSchema },
    ledger: { type: 'array', items: ledgerEntrySchema },
    errorReports: { type: 'array', items: errorReportRecordSchema },
    nominee: nominationSchema,
  },
  required: ['employeeName', 'sharingSuspended', 'shares', 'ledger', 'errorReports', 'nominee'],
} as const;

export type VerificationOverview = FromSchema<typeof verificationOverviewSchema>;

/** The public check: genuine or not, and the standing of the verification; no personal data. */
export const verificationCheckSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    verificationId: text,
    genuine: { type: 'boolean' },
    status: shareStatus,
    issuer: text,
    issuedAt: timestamp,
    expiresAt: timestamp,
  },
  required: ['verificationId', 'genuine', 'status', 'issuer', 'issuedAt', 'expiresAt'],
} as const;

export type VerificationCheck = FromSchema<typeof verificationCheckSchema>;

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
