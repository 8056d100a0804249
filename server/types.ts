import type { DatabaseHandle } from './db/database';
import type { ServerConfig } from './config';
import type { SessionStaff } from './modules/auth/staff-repository';
import type { LinkSigner } from './modules/files/file-storage';
import type { Mailer } from './modules/mail/mailer';
import type { OpenJobsSnapshot } from './modules/careers/open-jobs-snapshot';
import type { JobAlerts } from './modules/job-alerts/job-alert-dispatcher';
import type { PublicPageSpec } from './plugins/site-pages';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Server key for HMACs (one-time codes); see lib/app-secret.ts. */
    appSecret: string;
    /** Signs and checks short-lived file links. */
    linkSigner: LinkSigner;
    /** onRequest hook: refuses the call with 401 unless a valid staff session token is sent. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** The open jobs, cached under the jobs table's version (careers page and get-jobs). */
    openJobs: () => Promise<OpenJobsSnapshot>;
    /** Renders (or takes from the page cache) a public page another module looked up, with ETag and 304. */
    sendPublicPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PublicPageSpec,
    ) => Promise<FastifyReply>;
    /** Announces published jobs to job-alert subscribers (see modules/job-alerts). */
    jobAlerts: JobAlerts;
  }
  interface FastifyRequest {
    staff?: SessionStaff;
  }
}

export {};
