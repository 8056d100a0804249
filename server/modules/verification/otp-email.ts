import { company } from '@vistaar/shared/config/company';
import type { OutgoingMail } from '../mail';
import { OTP_TTL_SECONDS } from './otp-codes';

export { maskEmail } from '../mail';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The code message; subject and sender are fixed values, the name is escaped for the HTML part. */
export function otpEmail(to: string, firstName: string, code: string): OutgoingMail {
  const minutes = OTP_TTL_SECONDS / 60;
  const support = company.emails.support;
  const notYou =
    'If you did not ask for this code, you can safely ignore this e-mail: the code is of no use to anyone without access to your mailbox. ' +
    `If you keep receiving codes you did not ask for, please contact ${company.name} support at ${support}.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${company.name} employee verification code is: ${code}`,
    '',
    `It is valid for ${minutes} minutes and can be used only once. Never share it with anyone.`,
    '',
    notYou,
    '',
    company.name,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your ${company.name} employee verification code is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>
<p>It is valid for <strong>${minutes} minutes</strong> and can be used only once. Never share it with anyone.</p>
<p style="color: #6b7280; font-size: 13px">${escapeHtml(notYou)}</p>
<p>${company.name}</p>
</body></html>`;
  return {
    kind: 'employee-otp',
    to,
    subject: `Your ${company.name} verification code`,
    text,
    html,
  };
}
