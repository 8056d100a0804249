import type { Kysely, Transaction } from 'kysely';
import {
  EMAIL_CHANGE_CONFIRMATION_HOURS,
  ERASURE_CONFIRMATION_HOURS,
} from '@vistaar/shared/config';
import {
  emailChangeConfirmationPath,
  erasureConfirmationPath,
} from '@vistaar/shared/config/routes';
import type { MyApplication } from '@vistaar/shared/contract';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { hitCounter } from '../../lib/rate-counter';
import { issueApplicantToken } from '../applications';
import type { ScrubLog } from '../erasure';
import { mailAbout, type Mailer, type OutgoingMail } from '../mail';
import { insertEvent } from '../pipeline';
import type { ApplicantApplicationRow } from './applicant-access-repository';
import { myApplication, readRow } from './my-application-view';

export const HOUR_SECONDS = 3600;

export interface ApplicantAccessDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  log: ScrubLog;
  /** Keys the hashes of the processing record an erasure leaves. */
  appSecret: string;
  /** Runs work after the answer has gone (its failures are logged), so the answer shows nothing of it. */
  afterAnswer: (work: () => Promise<void>) => void;
}

/** Refuses with 429 once `key` has been counted `max` times within the hour. */
export async function limitPerHour(db: Kysely<Database>, key: string, max: number) {
  const limit = await hitCounter(db, key, HOUR_SECONDS, max);
  if (!limit.allowed) {
    throw tooManyRequests(privacyRequestMessages.linkTooMany, limit.retryAfterSeconds);
  }
}

/** An applicant's change: one transaction with the application's row; answers the page as it then is. */
export async function changeMyApplication(
  db: Kysely<Database>,
  applicationId: number,
  change: (trx: Transaction<Database>, row: ApplicantApplicationRow) => Promise<void>,
): Promise<MyApplication> {
  return db.transaction().execute(async (trx) => {
    await change(trx, await readRow(trx, applicationId));
    return myApplication(trx, applicationId);
  });
}

/** Queues an e-mail about one application, tagged so that the application's erasure finds it. */
export function enqueueAboutApplication(
  mailer: Mailer,
  trx: Parameters<Mailer['enqueue']>[1],
  applicationId: number,
  mail: OutgoingMail,
) {
  return mailer.enqueue({ ...mail, about: mailAbout('application', applicationId) }, trx);
}

/** The links that confirm a change from their own address: how long each works, its page. */
const CONFIRMATION_LINKS = {
  erasure: { validHours: ERASURE_CONFIRMATION_HOURS, path: erasureConfirmationPath },
  'email-change': {
    validHours: EMAIL_CHANGE_CONFIRMATION_HOURS,
    path: emailChangeConfirmationPath,
  },
} as const;

/**
 * Issues a link that confirms a change (erasure, a new e-mail address) and queues the e-mail
 * carrying it; the change itself waits until the link is opened.
 */
export async function mailConfirmationLink(
  { mailer, publicUrl }: Pick<ApplicantAccessDeps, 'mailer' | 'publicUrl'>,
  trx: Transaction<Database>,
  applicationId: number,
  purpose: keyof typeof CONFIRMATION_LINKS,
  mail: (url: string) => OutgoingMail,
  newEmail: string | null = null,
) {
  const { validHours, path } = CONFIRMATION_LINKS[purpose];
  const expiresAt = new Date(Date.now() + validHours * HOUR_SECONDS * 1000).toISOString();
  const token = await issueApplicantToken(trx, applicationId, purpose, expiresAt, { newEmail });
  await enqueueAboutApplication(mailer, trx, applicationId, mail(`${publicUrl}${path(token)}`));
}

/** The applicant's own correction, on the application's timeline. */
export function recordCorrectionEvent(
  trx: Transaction<Database>,
  applicationId: number,
  comment: string,
  at: string,
) {
  return insertEvent(trx, {
    application_id: applicationId,
    kind: 'applicant-corrected',
    staff_id: null,
    from_stage_id: null,
    to_stage_id: null,
    rejection_reason_id: null,
    comment,
    created_at: at,
  });
}
