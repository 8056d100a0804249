import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { ApplicantAccessDeps } from './applicant-changes';
import { registerMyApplicationApi } from './my-application-api-routes';
import { registerMyApplicationPages } from './my-application-page-routes';

/**
 * 'My application': the applicant's own page and its calls, opened with the private link from
 * the acknowledgement e-mail. Personal data: nothing here is kept by a browser or a cache, and
 * search engines are told to stay away.
 */
export const applicantAccessRoutes: AppPluginAsync = async (app) => {
  // Work left running after an answer; closing the server waits for it.
  const pending = new Set<Promise<void>>();
  const deps: ApplicantAccessDeps = {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
    appSecret: app.appSecret,
    afterAnswer(work) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) =>
          app.log.error(
            { err: error, event: 'my-application.background_failed' },
            'work after an answer failed',
          ),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
  };
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer');
  });

  // 'My application' counts staff reads from the audit trail: every read made so far is in it.
  app.addHook('preHandler', async () => app.auditBatch.flush());

  registerMyApplicationPages(app, deps);
  registerMyApplicationApi(app, deps);
};
