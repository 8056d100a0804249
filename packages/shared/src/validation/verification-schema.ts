import { object, string, type InferType } from 'yup';
import { OTP_LENGTH } from '../config/constants';
import type { EmployeeDetailsRecord } from '../contract/employee';
import { isIsoDate } from './common';
import { noticeVersionField } from './privacy-schema';

export const verificationMessages = {
  fieldsRequired: 'Please fill in all fields.',
  dateInvalid: 'Date input not valid.',
  otpInvalid: 'Please enter a valid 6-digit OTP.',
  sendFailed: 'Failed to send OTP. Please try again.',
  verifyFailed: 'Invalid OTP. Please try again.',
} as const;

/** Step 1: employee code and date of birth (YYYY-MM-DD on the wire). */
export const otpRequestSchema = object({
  employeeCode: string().trim().max(40).required(verificationMessages.fieldsRequired),
  dob: string()
    .trim()
    .required(verificationMessages.fieldsRequired)
    .max(40, verificationMessages.dateInvalid)
    .test('iso-date', verificationMessages.dateInvalid, (value) => !value || isIsoDate(value)),
  /*
   * A notice, no consent box: employees give their code and date of birth voluntarily for
   * one purpose, reaching their own record, and the date is compared, not kept (DPDP Act
   * s.7(a)). The request stores the notice version it was made under.
   */
  noticeVersion: noticeVersionField('verification'),
});

/** Step 2: exactly six characters (the server also insists they are digits). */
export const otpVerifySchema = object({
  employeeCode: string().trim().max(40).required(verificationMessages.fieldsRequired),
  otp: string()
    .trim()
    .required(verificationMessages.otpInvalid)
    .length(OTP_LENGTH, verificationMessages.otpInvalid),
});

export type OtpRequest = InferType<typeof otpRequestSchema>;
export type OtpVerifyRequest = InferType<typeof otpVerifySchema>;

/**
 * What /employee-details shows after a form post without JavaScript: the step to take next,
 * what was typed (never the date of birth once a code is on its way), the message, and once
 * the code was right the employee's record.
 */
export interface EmployeeCheckPost {
  step: 'request' | 'code' | 'details';
  values: { employeeCode: string; dob: string };
  notice?: string;
  error?: string;
  record?: EmployeeDetailsRecord;
}
