import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { JOB_ALERT_CONFIRM_DAYS } from '@vistaar/shared/config/job-alerts';
import { jobPagePath, paths, careerPaths } from '@vistaar/shared/config/routes';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail';
import { alertMail } from './job-alert-mails';
import { unsubscribeToken } from './job-alert-tokens';
import { deleteSignupsBefore, findSubscriber } from './job-alerts-repository';

export interface JobAlerts {
  /**
   * One pass: queue newly published jobs for the subscribers who want them, send each
   * subscriber whose day's e-mail is still due one e-mail with everything queued, and delete
   * sign-ups nobody confirmed in time. Asked for while a pass runs, it runs once more after.
   */
  run(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** How often each server looks for work another server (or an edit) left. */
const POLL_MS = 20_000;
/** Publications older than this are not announced (a server that was down does not blast old news). */
const ANNOUNCE_WITHIN_MS = 2 * DAY_MS;
/** Subscribers handled per pass; the next pass takes the rest. */
const SUBSCRIBERS_PER_PASS = 200;
const QUEUE_INSERT_CHUNK = 500;

/** An empty list means every department. */
function wantsDepartment(departmentsJson: string, department: string): boolean {
  try {
    const departments: unknown = JSON.parse(departmentsJson);
    return (
      !Array.isArray(departments) || departments.length === 0 || departments.includes(department)
    );
  } catch {
    return false;
  }
}

/**
 * Job alerts for every server sharing the database. Each piece of work is claimed in the
 * database inside the transaction that does it: a publication by inserting its fan-out row
 * (the primary key lets one server win), a subscriber's daily e-mail by moving their
 * `last_alert_on` to today only if it was earlier. So two servers never announce a job twice
 * or send anyone two alerts in a day, and the e-mail is queued in the outbox by the same
 * transaction that claims it.
 */
export function createJobAlerts(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  appSecret: string;
  log: FastifyBaseLogger;
}): JobAlerts {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let stopped = false;

  async function fanOut(now: Date, today: string) {
    const published = await db
      .selectFrom('jobs')
      .leftJoin('job_alert_fanouts as fanout', (join) =>
        join
          .onRef('fanout.job_id', '=', 'jobs.id')
          .onRef('fanout.published_at', '=', 'jobs.published_at'),
      )
      .select(['jobs.id', 'jobs.department', 'jobs.published_at'])
      .where('jobs.is_active', '=', 1)
      .where('jobs.closes_on', '>=', today)
      .where('jobs.published_at', '>=', new Date(now.getTime() - ANNOUNCE_WITHIN_MS).toISOString())
      .where('fanout.job_id', 'is', null)
      .execute();
    for (const job of published) {
      await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('job_alert_fanouts')
          .values({
            job_id: job.id,
            published_at: job.published_at!,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return;
        const subscribers = await trx
          .selectFrom('job_alert_subscribers')
          .select(['id', 'departments'])
          .execute();
        const rows = subscribers
          .filter((subscriber) => wantsDepartment(subscriber.departments, job.department))
          .map((subscriber) => ({
            subscriber_id: subscriber.id,
            job_id: job.id,
            created_at: now.toISOString(),
          }));
        for (let start = 0; start < rows.length; start += QUEUE_INSERT_CHUNK) {
          await trx
            .insertInto('job_alert_queue')
            .values(rows.slice(start, start + QUEUE_INSERT_CHUNK))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        log.info(
          { event: 'job_alerts.announced', jobId: job.id, subscribers: rows.length },
          'published job queued for job alerts',
        );
      });
    }
  }

  /** Queued jobs that closed before their e-mail went are not announced. */
  async function dropClosedJobs(today: string) {
    await db
      .deleteFrom('job_alert_queue')
      .where('job_id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where((inner) => inner.or([inner('is_active', '=', 0), inner('closes_on', '<', today)])),
      )
      .execute();
  }

  async function sendDue(today: string): Promise<number> {
    const due = await db
      .selectFrom('job_alert_subscribers as subscriber')
      .innerJoin('job_alert_queue as queue', 'queue.subscriber_id', 'subscriber.id')
      .select('subscriber.id')
      .distinct()
      .where((eb) =>
        eb.or([
          eb('subscriber.last_alert_on', 'is', null),
          eb('subscriber.last_alert_on', '<', today),
        ]),
      )
      .orderBy('subscriber.id')
      .limit(SUBSCRIBERS_PER_PASS)
      .execute();
    let sent = 0;
    for (const { id } of due) {
      await db.transaction().execute(async (trx) => {
        const jobs = await trx
          .selectFrom('job_alert_queue as queue')
          .innerJoin('jobs', 'jobs.id', 'queue.job_id')
          .select([
            'jobs.id',
            'jobs.title',
            'jobs.department',
            'jobs.location',
            'jobs.job_type',
            'jobs.salary_range',
          ])
          .where('queue.subscriber_id', '=', id)
          .where('jobs.is_active', '=', 1)
          .where('jobs.closes_on', '>=', today)
          .orderBy('jobs.published_at')
          .orderBy('jobs.id')
          .execute();
        if (jobs.length === 0) return;
        // The claim: one alert e-mail a day, whichever server gets here first.
        const claim = await trx
          .updateTable('job_alert_subscribers')
          .set({ last_alert_on: today })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('last_alert_on', 'is', null), eb('last_alert_on', '<', today)]))
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) === 0) return;
        const subscriber = await findSubscriber(trx, id);
        if (!subscriber) return;
        const token = unsubscribeToken(deps.appSecret, subscriber.id, subscriber.email_normalized);
        await deps.mailer.enqueue(
          alertMail({
            to: subscriber.email,
            jobs: jobs.map((job) => ({
              title: job.title,
              department: job.department,
              location: job.location,
              jobType: job.job_type,
              salaryRange: job.salary_range,
              url: `${deps.publicUrl}${jobPagePath(job)}`,
            })),
            unsubscribeUrl: `${deps.publicUrl}${careerPaths.alertsUnsubscribe}?id=${subscriber.id}&token=${token}`,
            careersUrl: `${deps.publicUrl}${paths.career}`,
          }),
          trx,
        );
        await trx
          .deleteFrom('job_alert_queue')
          .where('subscriber_id', '=', id)
          .where(
            'job_id',
            'in',
            jobs.map((job) => job.id),
          )
          .execute();
        sent += 1;
      });
    }
    return sent;
  }

  async function pass() {
    const now = new Date();
    const today = indiaToday(now);
    await fanOut(now, today);
    await dropClosedJobs(today);
    const sent = await sendDue(today);
    const expired = await deleteSignupsBefore(
      db,
      new Date(now.getTime() - JOB_ALERT_CONFIRM_DAYS * DAY_MS).toISOString(),
    );
    if (expired)
      log.info({ event: 'job_alerts.signups_expired', count: expired }, 'old sign-ups deleted');
    if (sent) {
      log.info({ event: 'job_alerts.sent', count: sent }, 'job alert e-mails queued');
      await deps.mailer.flush();
    }
  }

  const jobAlerts: JobAlerts = {
    run() {
      if (stopped) return Promise.resolve();
      if (running) {
        queued ??= running.then(() => {
          queued = undefined;
          return jobAlerts.run();
        });
        return queued;
      }
      running = pass()
        .catch((error: unknown) =>
          log.error({ err: error, event: 'job_alerts.failed' }, 'job alerts pass failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      timer = setInterval(() => void jobAlerts.run(), POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queued;
      await running;
    },
  };
  return jobAlerts;
}
