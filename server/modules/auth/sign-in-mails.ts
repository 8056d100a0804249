import type { OutgoingMail } from '../mail';
import { MAX_CONSECUTIVE_FAILURES, NOTIFY_AT_FAILURE } from './second-factor-lock';

/** The member hears that failures from many addresses paused their sign-in. */
export const signInPausedMail = (
  email: string,
  failuresPerHour: number,
  publicUrl: string,
): OutgoingMail => ({
  kind: 'staff-sign-in-paused',
  to: email,
  subject: 'Sign-in to your staff account was paused',
  text:
    `There were ${failuresPerHour} failed sign-in attempts on your staff account within an hour, ` +
    `so sign-in is paused for up to an hour. If this was not you, your password is still safe, ` +
    `but tell your administrator. ${publicUrl}/login`,
});

/** Another admin hears of the pause: they can reach the member and check the account. */
export const signInPausedAdminMail = (
  to: string,
  memberEmail: string,
  failuresPerHour: number,
  publicUrl: string,
): OutgoingMail => ({
  kind: 'staff-sign-in-paused-admin',
  to,
  subject: 'Sign-in to a staff account was paused',
  text:
    `There were ${failuresPerHour} failed sign-in attempts on the staff account ` +
    `${memberEmail} within an hour, from several addresses, so its sign-in is paused for up to ` +
    `an hour. Please check with the member; you can reset their password or disable the ` +
    `account in the team settings. ${publicUrl}/login`,
});

/** Only the password's holder reaches the code step: the member should know, once a run. */
export const wrongCodesMail = (email: string, publicUrl: string): OutgoingMail => ({
  kind: 'staff-second-factor-failures',
  to: email,
  subject: 'Wrong two-factor codes were entered for your staff account',
  text:
    `There were ${NOTIFY_AT_FAILURE} wrong two-factor codes in a row for your staff account, ` +
    `after your password was entered correctly. Each further ${NOTIFY_AT_FAILURE} make the wait ` +
    `before the next try longer, and after ${MAX_CONSECUTIVE_FAILURES} authenticator codes stop ` +
    `working until you use a recovery code or an administrator resets your two-factor sign-in. ` +
    `If this was not you, someone knows your password: change it now and tell your administrator. ` +
    `${publicUrl}/login`,
});
