import type { FromSchema } from 'json-schema-to-ts';
import { STAFF_ROLES, TWO_FACTOR_POLICIES } from '../config/staff-roles';

const text = { type: 'string' } as const;
const role = { type: 'string', enum: STAFF_ROLES } as const;

/** The signed-in staff member (`GET /api/auth/me`). */
export const staffProfileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, email: text, name: text, role },
  required: ['id', 'email', 'name', 'role'],
} as const;
export type StaffProfile = FromSchema<typeof staffProfileSchema>;

/** A new authenticator secret: typed in, or scanned from the QR code. */
export const twoFactorEnrolmentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { secret: text, otpauthUrl: text, qrDataUrl: text },
  required: ['secret', 'otpauthUrl', 'qrDataUrl'],
} as const;
export type TwoFactorEnrolment = FromSchema<typeof twoFactorEnrolmentSchema>;

const recoveryCodes = { type: 'array', items: text } as const;

/** Enrolment confirmed at sign-in: the session and the recovery codes, shown once. */
export const enrolledSignInSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { token: text, recoveryCodes },
  required: ['token', 'recoveryCodes'],
} as const;
export type EnrolledSignIn = FromSchema<typeof enrolledSignInSchema>;

/** Recovery codes, shown once (enrolment confirmed, or new codes made). */
export const recoveryCodesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recoveryCodes },
  required: ['recoveryCodes'],
} as const;
export type RecoveryCodes = FromSchema<typeof recoveryCodesSchema>;

const nullableText = { type: ['string', 'null'] } as const;

/** One staff account as the Team screen lists it. */
export const teamMemberSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    email: text,
    role,
    twoFactorEnabled: { type: 'boolean' },
    lastSignInAt: { ...nullableText, description: 'ISO-8601 UTC timestamp' },
    status: { type: 'string', enum: ['active', 'disabled'] },
  },
  required: ['id', 'name', 'email', 'role', 'twoFactorEnabled', 'lastSignInAt', 'status'],
} as const;
export type TeamMember = FromSchema<typeof teamMemberSchema>;

/** An invitation not yet accepted or cancelled; an expired one can be resent. */
export const pendingInvitationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    email: text,
    role,
    sentAt: text,
    expiresAt: text,
    status: { type: 'string', enum: ['pending', 'expired'] },
  },
  required: ['id', 'name', 'email', 'role', 'sentAt', 'expiresAt', 'status'],
} as const;
export type PendingInvitation = FromSchema<typeof pendingInvitationSchema>;

/** The Team screen: accounts, open invitations and who must use two-factor sign-in. */
export const teamSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    members: { type: 'array', items: teamMemberSchema },
    invitations: { type: 'array', items: pendingInvitationSchema },
    twoFactorPolicy: { type: 'string', enum: TWO_FACTOR_POLICIES },
  },
  required: ['members', 'invitations', 'twoFactorPolicy'],
} as const;
export type Team = FromSchema<typeof teamSchema>;

/** One of the signed-in member's open sessions. */
export const staffSessionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    device: nullableText,
    address: nullableText,
    signedInAt: text,
    lastUsedAt: text,
    current: { type: 'boolean' },
  },
  required: ['id', 'device', 'address', 'signedInAt', 'lastUsedAt', 'current'],
} as const;
export type StaffSession = FromSchema<typeof staffSessionSchema>;

/** The member's own account: profile and two-factor state (My account). */
export const myAccountSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    email: text,
    role,
    twoFactorEnabled: { type: 'boolean' },
    twoFactorRequired: { type: 'boolean' },
    recoveryCodesLeft: { type: 'integer' },
    weeklySummary: {
      type: 'boolean',
      description: 'Gets the Monday summary of their jobs by e-mail',
    },
  },
  required: [
    'id',
    'name',
    'email',
    'role',
    'twoFactorEnabled',
    'twoFactorRequired',
    'recoveryCodesLeft',
    'weeklySummary',
  ],
} as const;
export type MyAccount = FromSchema<typeof myAccountSchema>;

/** An invitation as the invited person sees it before choosing a password. */
export const invitationPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: text, email: text, role },
  required: ['name', 'email', 'role'],
} as const;
export type InvitationPreview = FromSchema<typeof invitationPreviewSchema>;

/** One audit trail entry: who, what, which record, when, from which address. */
export const auditEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    staffId: { type: ['integer', 'null'] },
    staffName: nullableText,
    action: text,
    entity: text,
    entityId: nullableText,
    details: { ...nullableText, description: 'JSON object as text' },
    address: nullableText,
  },
  required: [
    'id',
    'at',
    'staffId',
    'staffName',
    'action',
    'entity',
    'entityId',
    'details',
    'address',
  ],
} as const;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;
