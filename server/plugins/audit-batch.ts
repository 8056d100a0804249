import fp from 'fastify-plugin';
import { AuditBatch } from '../lib/audit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads of personal data on their way to the audit trail (see `recordRead`). */
    auditBatch: AuditBatch;
  }
}

/**
 * The audit trail's entries for reads, written in batches: a busy list would otherwise wait
 * for a disk flush on every call. Flushed on its timer, by whoever reads the trail, and
 * before the database closes.
 */
export const auditBatchPlugin = fp(
  async (app) => {
    const batch = new AuditBatch(app.database.db, (error, entries) =>
      app.log.error(
        { err: error, event: 'audit.batch-failed', entries },
        'audit entries kept for a retry',
      ),
    );
    app.decorate('auditBatch', batch);
    app.addHook('onClose', async () => batch.flush());
  },
  { name: 'audit-batch', fastify: '5.x', dependencies: ['database'] },
);
