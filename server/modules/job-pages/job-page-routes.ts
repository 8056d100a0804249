import type { FastifyInstance } from 'fastify';
import { jobPagePath, paths, parseJobPageSegment } from '@vistaar/shared/config/routes';

/**
 * A page per open job at /career/<id>-<slug>, from the open-jobs snapshot and cached with it.
 * The id decides: another slug is redirected (301) to the current one, and a job that is
 * closed, past its closing date or deleted answers 410 with a page pointing to the open roles.
 */
export async function jobPageRoutes(app: FastifyInstance) {
  app.get<{ Params: { jobPath: string } }>(
    `${paths.career}/:jobPath`,
    { compress: false, schema: { hide: true } },
    async (request, reply) => {
      const wanted = parseJobPageSegment(request.params.jobPath);
      if (!wanted) return reply.callNotFound();
      const snapshot = await app.openJobs();
      const job = snapshot.jobs.find((candidate) => candidate.id === wanted.id);
      if (!job) {
        return app.sendPublicPage(request, reply, {
          path: paths.career,
          cacheKey: 'job-page:gone',
          version: 'static',
          data: { jobPage: { job: null } },
        });
      }
      const canonical = jobPagePath(job);
      if (`${paths.career}/${request.params.jobPath}` !== canonical) {
        const query = request.url.indexOf('?');
        return reply.redirect(query < 0 ? canonical : canonical + request.url.slice(query), 301);
      }
      return app.sendPublicPage(request, reply, {
        path: canonical,
        cacheKey: `job-page:${job.id}`,
        version: snapshot.version,
        data: { jobPage: { job } },
      });
    },
  );
}
