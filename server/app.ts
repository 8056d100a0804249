import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';
import { authRoutes } from './modules/auth/auth-routes';
import { careersRoutes, type CareersOptions } from './modules/careers/careers-routes';
import { seedCareersDemo } from './modules/careers/demo-seed';
import { seedEmployeesDemo } from './modules/employees/demo-employees';
import { employeeRoutes } from './modules/employees/employee-routes';
import { verificationRoutes } from './modules/verification/verification-routes';
import type { VerificationTuning } from './modules/verification/verification-service';
import { contactRoutes } from './modules/contact/contact-routes';
import { DEFAULT_ACCOUNT_FAILURES_PER_HOUR, type LoginTuning } from './modules/auth/login-service';
import { createRequireStaff } from './modules/auth/require-staff';
import { ensureStaffAccount } from './modules/auth/staff-accounts';
import { createStaffRepository } from './modules/auth/staff-repository';
import { healthRoutes } from './modules/health/health-routes';
import { createMailer } from './modules/mail/mailer';
import { siteRoutes } from './modules/site/site-routes';
import { resolveAppSecret } from './lib/app-secret';
import { registerGracefulShutdown } from './lib/graceful-shutdown';
import { registerNulCharacterCheck } from './lib/nul-characters';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { requestForLog } from './lib/request-log';
import { createLinkSigner } from './modules/files/file-storage';
import { registerDocs } from './plugins/docs';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSitePages, type PageRenderer } from './plugins/site-pages';
import { createOpenJobsCache } from './modules/careers/open-jobs-snapshot';
import './types';

export interface BuildOptions {
  config: ServerConfig;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  loginTuning?: Partial<LoginTuning>;
  /** Tests turn per-address rate limits off unless they test them. */
  rateLimits?: boolean;
  /** Careers hooks for tests (failure injection inside the apply transaction). */
  careers?: CareersOptions;
  /** Employee verification limits (tests lower or raise the per-address limit). */
  verificationTuning?: Partial<VerificationTuning>;
  /**
   * Event-loop delay above which the server answers 503 (0 turns the check off: tests render
   * pages from source, and loading it stalls the loop once).
   */
  maxEventLoopDelayMs?: number;
  /** The public pages' renderer; by default the built bundle in dist/render. */
  renderer?: PageRenderer;
  /** Where e-mails are shown without SMTP outside production (default: the terminal); null: nowhere. */
  devInbox?: ((text: string) => void) | null;
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'otp',
  'dob',
  'salary',
  '*.password',
  '*.token',
  '*.otp',
  '*.dob',
  '*.salary',
  '*.date_of_birth',
];

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole server without listening, so tests can use `inject`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // A logger given by a test keeps the redaction, so tests see what production would log.
    logger:
      options.logger === undefined || (options.logger && typeof options.logger === 'object')
        ? {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: { req: requestForLog },
            ...(options.logger as object | undefined),
          }
        : options.logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    // A hop count trusts that many proxies nearest the server (Fastify's typings leave numbers out).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerGracefulShutdown(app);

  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) =>
        app.log.error({ err: error, event: 'database.pool_error' }, 'database pool error'),
    });
  await migrateToLatest(database.db);
  app.decorate('config', config);
  app.decorate('database', database);

  const appSecret = await resolveAppSecret(database.db, config.appSecret);
  app.decorate('appSecret', appSecret);
  app.decorate('linkSigner', createLinkSigner(appSecret));
  const openJobsCache = createOpenJobsCache(database.db);
  app.decorate('openJobs', openJobsCache.openJobs);
  // Any successful write to the careers API may change jobs; before its answer leaves,
  // the next read checks the jobs table again.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.method !== 'GET' &&
      request.url.startsWith('/api/career/') &&
      reply.statusCode < 400
    ) {
      openJobsCache.invalidate();
    }
  });

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    dialect: database.dialect,
    devInbox: config.isProduction
      ? undefined
      : options.devInbox === undefined
        ? (text) => process.stdout.write(text)
        : (options.devInbox ?? (() => undefined)),
  });
  app.decorate('mailer', mailer);
  if (!mailer.delivering && config.isProduction) {
    app.log.warn(
      { event: 'mail.not_configured' },
      'SMTP_URL is not set: NO E-MAIL WILL BE SENT (verification codes, acknowledgements, notifications). Set SMTP_URL.',
    );
  }

  const staff = createStaffRepository(database.db);
  app.decorate('requireStaff', createRequireStaff(staff));
  await ensureStaffAccount(
    staff,
    {
      email: config.staffEmail,
      password: config.staffPassword,
      defaultEmail: 'hr@vistaarinfotech.in',
    },
    (message) => {
      app.log.warn({ event: 'staff.account' }, 'staff account set at start-up');
      // Printed plainly (not as a log line) so the one-time password is readable.
      process.stdout.write(`${message}\n`);
    },
  );

  if (config.seedDemo) {
    await seedCareersDemo(database.db);
    await seedEmployeesDemo(database.db);
  }

  registerErrorHandler(app);
  registerNulCharacterCheck(app);
  await registerMetrics(app, { token: config.metricsToken });
  await registerSecurityHeaders(app, {
    connectSources: config.corsOrigin ? [config.corsOrigin] : [],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 1_000,
    maxHeapUsedBytes: 1_500 * 1024 * 1024,
    retryAfter: 10,
    message: 'The server is busy. Please try again in a few seconds.',
    exposeStatusRoute: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    enableDraftSpec: false,
    ...(options.rateLimits === false ? { allowList: () => true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
    }),
  });
  await app.register(multipart, {
    limits: {
      fileSize: 5 * 1024 * 1024,
      files: 1,
      fields: 8,
      fieldSize: 64 * 1024,
      parts: 10,
      headerPairs: 100,
    },
  });
  // The viewer needs a looser CSP than the app; production does without it.
  if (!config.isProduction) await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes, {
    staff,
    tuning: {
      failureDelayBaseMs: 500,
      accountFailuresPerHour: DEFAULT_ACCOUNT_FAILURES_PER_HOUR,
      ...options.loginTuning,
    },
  });

  // Domain routes
  await app.register(careersRoutes, options.careers ?? {});
  await app.register(employeeRoutes);
  await app.register(verificationRoutes, { tuning: options.verificationTuning });
  await app.register(contactRoutes);

  await registerSitePages(app, {
    clientDir: config.clientDir,
    renderer: options.renderer,
    reloadOnRebuild: !config.isProduction,
  });

  mailer.start();
  app.addHook('onClose', async () => {
    await mailer.stop();
    if (!options.database) await database.close();
  });

  return app;
}
