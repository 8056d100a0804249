import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { registerNulCharacterCheck } from './lib/nul-characters';
import { requestForLog } from './lib/request-log';
import { requestValidationCompiled, type SchemaCompiling } from './lib/schema-compilers';
import { appSecretPlugin } from './plugins/app-secret';
import { readCachePlugin } from './plugins/read-cache';
import { auditBatchPlugin } from './plugins/audit-batch';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown';
import { inboundMailPlugin } from './plugins/inbound-mail';
import { intakePlugin } from './plugins/intake';
import { interviewRemindersPlugin } from './plugins/interview-reminders';
import { selfSchedulingPlugin } from './plugins/self-scheduling';
import { scheduledEmailsPlugin } from './plugins/scheduled-emails';
import { staffDigestsPlugin } from './plugins/staff-digests';
import { jobAlertsPlugin } from './plugins/job-alerts';
import { mailerPlugin, type MailerPluginOptions } from './plugins/mailer';
import { smsPlugin } from './plugins/sms';
import { whatsappPlugin } from './plugins/whatsapp';
import { openJobsPlugin } from './plugins/open-jobs';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { offerExpiryPlugin } from './plugins/offer-expiry';
import { joiningRemindersPlugin } from './plugins/joining-reminders';
import { candidateDuplicatesPlugin } from './plugins/candidate-duplicates';
import { shareExpiryPlugin } from './plugins/share-expiry';
import { retentionPlugin } from './plugins/retention';
import { resumeTextsPlugin } from './plugins/resume-texts';
import { signedLinksPlugin } from './plugins/signed-links';
import { sitePagesPlugin, type PageRenderer } from './plugins/site-pages';
import { uploadsPlugin } from './plugins/uploads';
import { publicRoutes, staffRoutes, type PublicRoutesOptions } from './routes';
import { named } from './lib/plugin-name';
import type { TimerOptions } from './lib/background-work';

export interface BuildOptions extends PublicRoutesOptions {
  config: ServerConfig;
  /** The database, opened and migrated by the caller (see prepare-database.ts), who also closes it. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests turn per-address rate limits off unless they test them. */
  rateLimits?: boolean;
  /**
   * Answer 503 while the event loop lags over a second or the heap is nearly full. Tests turn
   * it off: they render pages from source (which stalls the loop once) and share a busy
   * machine with other suites, which is not an overloaded server.
   */
  loadShedding?: boolean;
  /** The public pages' renderer; by default the built bundle in dist/render. */
  renderer?: PageRenderer;
  devInbox?: MailerPluginOptions['devInbox'];
  shareExpiry?: TimerOptions;
  intake?: TimerOptions;
  resumeTexts?: TimerOptions;
  /** When route schemas are compiled; by default at start, so a schema that cannot compile stops it. */
  schemaCompiling?: SchemaCompiling;
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

/**
 * Builds the whole server without listening, so tests can use `inject`: the shared plugins,
 * then the public calls, the staff calls behind their one gate, and the website's pages.
 */
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
    // Fastify gives each plugin 10 s to load; the page renderer and the schemas took longer on
    // a busy two-core machine, and a server that could start should not give up.
    pluginTimeout: 60_000,
    connectionTimeout: 60_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    ...requestValidationCompiled(options.schemaCompiling ?? 'at-start'),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database: options.database });
  await app.register(gracefulShutdownPlugin);
  await app.register(errorHandlerPlugin);
  registerNulCharacterCheck(app);
  await registerMetrics(app, { token: config.metricsToken });
  await app.register(securityHeadersPlugin, {
    connectSources: config.corsOrigin ? [config.corsOrigin] : [],
  });
  await app.register(compress, {
    global: true,
    // What is compressed here is built per request (API answers, pages carrying a form's
    // answer); the cached pages and assets come compressed already. Compressing a staff list's
    // page of a few KB was a quarter of its CPU, and a body this small reaches the browser in
    // the same round trip either way (TCP's first flight carries about 14 KB): below it, bytes
    // saved are a few KB at most, so only larger bodies are compressed. Brotli's quality 3
    // costs half the CPU of the plugin's 4 on such a body, for 2-3 % more bytes.
    threshold: 8 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 3,
      },
    },
  });
  if (options.loadShedding !== false) {
    await app.register(underPressure, {
      maxEventLoopDelay: 1_000,
      maxHeapUsedBytes: 1_500 * 1024 * 1024,
      retryAfter: 10,
      message: 'The server is busy. Please try again in a few seconds.',
      exposeStatusRoute: false,
    });
  }
  await app.register(rateLimitsPlugin, { enabled: options.rateLimits !== false });
  await app.register(uploadsPlugin);
  await app.register(appSecretPlugin);
  await app.register(signedLinksPlugin);
  await app.register(mailerPlugin, { devInbox: options.devInbox });
  await app.register(smsPlugin);
  await app.register(whatsappPlugin);
  await app.register(auditBatchPlugin);
  await app.register(readCachePlugin);
  await app.register(authPlugin);
  await app.register(openJobsPlugin);
  await app.register(jobAlertsPlugin);
  await app.register(shareExpiryPlugin, options.shareExpiry ?? {});
  await app.register(interviewRemindersPlugin);
  await app.register(selfSchedulingPlugin);
  await app.register(scheduledEmailsPlugin);
  await app.register(staffDigestsPlugin);
  await app.register(retentionPlugin);
  await app.register(offerExpiryPlugin);
  await app.register(joiningRemindersPlugin);
  await app.register(candidateDuplicatesPlugin);
  await app.register(intakePlugin, options.intake ?? {});
  await app.register(resumeTextsPlugin, options.resumeTexts ?? {});
  await app.register(inboundMailPlugin);
  // The viewer needs a looser CSP than the app; production does without it.
  if (!config.isProduction) await app.register(docsPlugin);

  await app.register(named(publicRoutes), {
    loginTuning: options.loginTuning,
    verificationTuning: options.verificationTuning,
  });
  await app.register(named(staffRoutes), { loginTuning: options.loginTuning });
  await app.register(sitePagesPlugin, {
    clientDir: config.clientDir,
    renderer: options.renderer,
    reloadOnRebuild: !config.isProduction,
  });

  return app;
}
