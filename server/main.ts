import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './prepare-database';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Pool errors before the server's logger exists go to the terminal.
  const poolErrors: { log?: FastifyBaseLogger } = {};
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) =>
      poolErrors.log
        ? poolErrors.log.error({ err: error, event: 'database.pool_error' }, 'database pool error')
        : console.error('database pool error:', error.message),
  });
  let staffAccountSet = false;
  await prepareDatabase(database, config, (message) => {
    staffAccountSet = true;
    // Printed plainly (not as a log line) so a generated one-time password is readable.
    process.stdout.write(`${message}\n`);
  });

  const app = await buildApp({ config, database });
  poolErrors.log = app.log;
  if (staffAccountSet) app.log.warn({ event: 'staff.account' }, 'staff account set at start-up');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      event: 'server.started',
      database: database.dialect,
      mail: app.mailer.delivering ? 'smtp' : 'outbox only (SMTP_URL unset)',
    },
    `Website and API at ${config.publicUrl} (listening on ${config.host}:${config.port})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      { event: 'server.stopping', signal },
      'finishing requests in flight, then stopping',
    );
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
