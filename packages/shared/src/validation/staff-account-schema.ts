import { boolean, mixed, object, ref, string, type InferType } from 'yup';
import { STAFF_ROLES, TWO_FACTOR_POLICIES } from '../config/staff-roles';
import { EMAIL_PATTERN } from './common';

/** Staff passwords: length only (NIST SP 800-63B); the server also refuses common ones. */
export const STAFF_PASSWORD_MIN_LENGTH = 15;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export const staffAccountMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Choose a role',
  weeklySummaryRequired: 'Say whether you want the weekly summary: true or false.',
  currentPasswordRequired: 'Enter your current password',
  passwordRequired: 'Choose a password',
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
  passwordsDiffer: 'The passwords do not match',
  codeRequired: 'Enter the code from your authenticator app',
  codeInvalid: 'Enter the 6-digit code or a recovery code',
  policyRequired: 'Choose who must use two-factor sign-in',
} as const;

const newPassword = string()
  .required(staffAccountMessages.passwordRequired)
  // Counted in code points below; this outer bound stops a huge text before any of that.
  .max(512, staffAccountMessages.passwordTooLong)
  .test(
    'min-length',
    staffAccountMessages.passwordTooShort,
    (value) => !value || [...value].length >= STAFF_PASSWORD_MIN_LENGTH,
  )
  .test(
    'max-length',
    staffAccountMessages.passwordTooLong,
    (value) => !value || [...value].length <= STAFF_PASSWORD_MAX_LENGTH,
  );

const role = mixed<(typeof STAFF_ROLES)[number]>()
  .oneOf(STAFF_ROLES, staffAccountMessages.roleRequired)
  .required(staffAccountMessages.roleRequired);

/** An admin invites someone by e-mail with a role. */
export const staffInvitationSchema = object({
  name: string().trim().max(120).required(staffAccountMessages.nameRequired),
  email: string()
    .trim()
    .max(254)
    .required(staffAccountMessages.emailRequired)
    .matches(EMAIL_PATTERN, staffAccountMessages.emailInvalid),
  role,
});
export type StaffInvitationInput = InferType<typeof staffInvitationSchema>;

export const staffRoleChangeSchema = object({ role });

/** The invited person chooses their password. */
export const invitationAcceptSchema = object({
  password: newPassword,
  confirmPassword: string()
    .required(staffAccountMessages.passwordRequired)
    .oneOf([ref('password')], staffAccountMessages.passwordsDiffer),
});
export type InvitationAcceptInput = InferType<typeof invitationAcceptSchema>;

const currentPassword = string().max(512).required(staffAccountMessages.currentPasswordRequired);

export const passwordChangeSchema = object({ currentPassword, newPassword });
export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;

/** A change to one's own second factor is confirmed with the current password. */
export const currentPasswordSchema = object({ currentPassword });
export type CurrentPasswordInput = InferType<typeof currentPasswordSchema>;

/** A 6-digit TOTP code, or one of the recovery codes (xxxxx-xxxxx). */
export const twoFactorCodeSchema = object({
  code: string()
    .trim()
    .required(staffAccountMessages.codeRequired)
    .matches(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, staffAccountMessages.codeInvalid),
});
export type TwoFactorCodeInput = InferType<typeof twoFactorCodeSchema>;

export const twoFactorPolicySchema = object({
  twoFactorPolicy: mixed<(typeof TWO_FACTOR_POLICIES)[number]>()
    .oneOf(TWO_FACTOR_POLICIES, staffAccountMessages.policyRequired)
    .required(staffAccountMessages.policyRequired),
});

/** My account's choice of the Monday summary of my jobs. */
export const weeklySummarySchema = object({
  enabled: boolean()
    .typeError(staffAccountMessages.weeklySummaryRequired)
    .required(staffAccountMessages.weeklySummaryRequired)
    .meta({ description: 'true: a summary of my jobs each Monday at 9:00 IST' }),
});
export type WeeklySummaryInput = InferType<typeof weeklySummarySchema>;
