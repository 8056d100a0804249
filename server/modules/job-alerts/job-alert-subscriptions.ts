import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { JOB_ALERT_CONFIRM_DAYS } from '@vistaar/shared/config/job-alerts';
import { jobAlertsNotice, noticeText } from '@vistaar/shared/config/privacy-notices';
import { JOB_DEPARTMENTS } from '@vistaar/shared/config/options';
import { careerPaths } from '@vistaar/shared/config/routes';
import type { JobAlertSignup } from '@vistaar/shared/validation/job-alert-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mailboxOf } from '../../lib/mailbox';
import { hitCounter } from '../../lib/rate-counter';
import { mailAbout, type Mailer, maskEmail } from '../mail';
import { confirmationMail } from './job-alert-mails';
import { confirmationDigest, isUnsubscribeToken, newConfirmationToken } from './job-alert-tokens';
import {
  claimSignupConfirmation,
  deleteSubscriber,
  findSignupByToken,
  findSubscriber,
  insertConsent,
  insertSignup,
  saveSubscriber,
} from './job-alerts-repository';

export interface SubscriptionDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  appSecret: string;
  log: FastifyBaseLogger;
}

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

/** The words a subscriber agrees to, kept in each consent record beside their version. */
export const JOB_ALERT_NOTICE_TEXT = noticeText(jobAlertsNotice);

/**
 * Confirmation e-mails one mailbox may be sent in a day, however many sign-ups name it or one
 * of its +tag variants (victim+1@, victim+2@, ... all land in the same inbox).
 */
const SIGNUPS_PER_EMAIL_PER_DAY = 3;

/** The daily counter of confirmations sent to an address's mailbox. */
const signupCounterKey = (email: string) => `job-alerts:mailbox:${mailboxOf(email)}`;
const DAY_MS = 86_400_000;

/** Departments in the product's own order, each once. */
const inListOrder = (departments: string[]) =>
  JOB_DEPARTMENTS.filter((department) => departments.includes(department));

/**
 * A sign-up, checked with the shared schema: stored with the notice it agreed to, and the
 * confirmation e-mail queued in the same transaction. Whether the address is new, waiting or
 * already subscribed, the caller answers the same, and a filled honeypot or an address
 * that has had its confirmations for the day is dropped without a word.
 */
export async function signUp(
  deps: SubscriptionDependencies,
  input: JobAlertSignup,
  client: Client,
) {
  if (input.website?.trim()) {
    deps.log.warn({ event: 'job_alerts.honeypot' }, 'job alert sign-up dropped: honeypot filled');
    return;
  }
  const emailNormalized = input.email.toLowerCase();
  const perEmail = await hitCounter(
    deps.db,
    signupCounterKey(emailNormalized),
    DAY_MS / 1000,
    SIGNUPS_PER_EMAIL_PER_DAY,
  );
  if (!perEmail.allowed) {
    deps.log.warn(
      { event: 'job_alerts.email_limited', to: maskEmail(input.email) },
      'job alert sign-up dropped: too many for this mailbox today',
    );
    return;
  }
  const departments = inListOrder(input.departments);
  const token = newConfirmationToken();
  await deps.db.transaction().execute(async (trx) => {
    const signupId = await insertSignup(trx, {
      email: input.email,
      email_normalized: emailNormalized,
      departments: JSON.stringify(departments),
      token_hash: confirmationDigest(token),
      notice_version: input.noticeVersion,
      notice_text: JOB_ALERT_NOTICE_TEXT,
      client_ip: client.ip,
      user_agent: client.userAgent,
      created_at: nowIso(),
    });
    await deps.mailer.enqueue(
      {
        ...confirmationMail({
          to: input.email,
          departments,
          confirmUrl: `${deps.publicUrl}${careerPaths.alertsConfirm}?token=${token}`,
        }),
        about: mailAbout('job_alert_signup', signupId),
      },
      trx,
    );
  });
  deps.log.info({ event: 'job_alerts.signup' }, 'job alert sign-up waiting for confirmation');
  void deps.mailer.flush();
}

/**
 * The confirmation link: turns the sign-up into a subscription and records the consent
 * (what was agreed to, when and from where, asked and confirmed). A second click of the
 * same link changes nothing; a link older than 7 days, or unknown, has expired.
 */
export async function confirmSignup(
  deps: SubscriptionDependencies,
  token: string,
  client: Client,
): Promise<'confirmed' | 'expired'> {
  const signup = await findSignupByToken(deps.db, confirmationDigest(token));
  const oldest = new Date(Date.now() - JOB_ALERT_CONFIRM_DAYS * DAY_MS).toISOString();
  if (!signup || signup.created_at < oldest) return 'expired';
  if (signup.confirmed_at) return 'confirmed';
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await claimSignupConfirmation(trx, signup.id, now))) return;
    await saveSubscriber(trx, {
      email: signup.email,
      emailNormalized: signup.email_normalized,
      departments: signup.departments,
      at: now,
    });
    await insertConsent(trx, {
      email_normalized: signup.email_normalized,
      event: 'granted',
      departments: signup.departments,
      notice_version: signup.notice_version,
      notice_text: signup.notice_text,
      requested_at: signup.created_at,
      requested_ip: signup.client_ip,
      requested_user_agent: signup.user_agent,
      recorded_at: now,
      recorded_ip: client.ip,
    });
  });
  deps.log.info({ event: 'job_alerts.confirmed' }, 'job alerts confirmed');
  return 'confirmed';
}

/**
 * The one-click unsubscribe: no sign-in, effective at once, the withdrawal recorded. A
 * subscription that is already gone reads as unsubscribed; a token that does not match is
 * refused.
 */
export async function unsubscribe(
  deps: SubscriptionDependencies,
  subscriberId: number,
  token: string,
  client: Client,
): Promise<'unsubscribed' | 'expired'> {
  const subscriber = await findSubscriber(deps.db, subscriberId);
  if (!subscriber) return 'unsubscribed';
  if (!isUnsubscribeToken(deps.appSecret, subscriber.id, subscriber.email_normalized, token)) {
    return 'expired';
  }
  await deps.db.transaction().execute(async (trx) => {
    await deleteSubscriber(trx, subscriber.id);
    await insertConsent(trx, {
      email_normalized: subscriber.email_normalized,
      event: 'withdrawn',
      departments: subscriber.departments,
      notice_version: jobAlertsNotice.version,
      notice_text: JOB_ALERT_NOTICE_TEXT,
      requested_at: null,
      requested_ip: null,
      requested_user_agent: null,
      recorded_at: nowIso(),
      recorded_ip: client.ip,
    });
  });
  deps.log.info({ event: 'job_alerts.unsubscribed' }, 'job alerts unsubscribed');
  return 'unsubscribed';
}
