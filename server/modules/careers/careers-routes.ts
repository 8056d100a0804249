import type { FastifyInstance } from 'fastify';
import { applicationRoutes } from './application-routes';
import { applyRoute } from './apply-route';
import { manageJobRoutes } from './manage-job-routes';
import { publicJobRoutes } from './public-job-routes';

export interface CareersOptions {
  /** Tests only: runs inside the apply transaction right after the resume row is written. */
  afterResumeStored?: () => Promise<void>;
}

/** Every careers call of docs/api-contract.md: public jobs, applying, and the staff desk. */
export async function careersRoutes(app: FastifyInstance, options: CareersOptions = {}) {
  await app.register(publicJobRoutes);
  await app.register(applyRoute, { afterResumeStored: options.afterResumeStored });
  await app.register(applicationRoutes);
  await app.register(manageJobRoutes);
}
