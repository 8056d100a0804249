import { randomBytes } from 'node:crypto';
import type { TestContext } from '../../server/test-support/test-app';
import type { FilePart } from './careers-fixtures';

/** A multipart body of many files (field `files`) and plain fields, as a browser sends it. */
export function filesBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----intake${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; ` +
          `filename="${file.name ?? 'resume.pdf'}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadToIntake(
  ctx: TestContext,
  auth: string,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const body = filesBody(files, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/intake/items',
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
}

/** Waits until the item's status is no longer queued or parsing (the runner's work). */
export async function settled(ctx: TestContext, id: number, timeoutMs = 40_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await ctx.database.db
      .selectFrom('intake_items')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status !== 'queued' && row.status !== 'parsing') return row.status;
    if (Date.now() > until) throw new Error(`intake item ${id} still ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
