import { reach, string, ValidationError, type Schema } from 'yup';
import { company, REJECTION_SEND_TIME } from '@vistaar/shared/config';
import {
  clockTimes,
  indiaDateAndTime,
  indiaMomentToIso,
  nextWorkingDayAt,
} from '@vistaar/shared/lib/india-time';
import { emailTemplateSchema, scheduledEmailSchema } from '@vistaar/shared/validation';

/** The times offered for a held-back e-mail: office hours, India time, every half hour. */
export const SEND_LATER_TIMES = clockTimes('08:00', '20:00', 30);

/** What the composer edits: the e-mail, and when it goes (a date and time in India). */
export interface ComposedEmail {
  subject: string;
  body: string;
  when: 'now' | 'later';
  sendDate: string;
  sendTime: string;
}

/** The moment a held-back rejection goes by default: the next working day, 10:00 IST. */
export function defaultSendLater(now = new Date()): { date: string; time: string } {
  return indiaDateAndTime(nextWorkingDayAt(now, REJECTION_SEND_TIME, company.workingDays));
}

/** The date and time chosen, as the instant the server takes ('' while incomplete). */
export function sendAtOf(date: string, time: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && time ? indiaMomentToIso(date, time) : '';
}

const sendAtRule = reach(scheduledEmailSchema, 'sendAt') as Schema;

/**
 * The composer's checks: the e-mail as a template's text, and for a later one the moment
 * by the server's own rule (a valid time, in the future, not too far ahead).
 */
export const composedEmailSchema = emailTemplateSchema.pick(['subject', 'body']).shape({
  when: string().oneOf(['now', 'later']).required(),
  sendTime: string(),
  sendDate: string().when('when', {
    is: 'later',
    then: (schema) =>
      schema.test('send-at', function check(date) {
        try {
          sendAtRule.validateSync(sendAtOf(date ?? '', this.parent.sendTime));
          return true;
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          return this.createError({ message: error.message });
        }
      }),
  }),
});
