import type { FastifyInstance } from 'fastify';
import { jobFeedRoutes } from './job-feed-routes';
import { jobPageRoutes } from './job-page-routes';

/** The open jobs in public: a page per job, and the RSS and JSON feeds of all of them. */
export async function jobPagesRoutes(app: FastifyInstance) {
  await app.register(jobPageRoutes);
  await app.register(jobFeedRoutes);
}
