import type { LightMyRequestResponse } from 'fastify';
import { signedResumeUrl } from '../../server/modules/applications';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { countRows, dialect, multipart, validApplication } from './careers-fixtures';
import { employeeFields } from './employee-fixtures';
import { uploadCorpus, type CorpusEntry } from './upload-corpus';

jest.setTimeout(120_000);

const SERVED_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
  'image/webp',
];

/** A stored upload goes back out only as inert data: its verified type, nosniff, a sandbox. */
function expectServedSafely(served: LightMyRequestResponse) {
  expect(served.statusCode).toBe(200);
  expect(SERVED_TYPES).toContain(served.headers['content-type']);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
  const disposition = String(served.headers['content-disposition']);
  expect(disposition).toMatch(/^(inline|attachment); filename="[^"/\\]*"/);
  expect(decodeURIComponent(disposition)).not.toMatch(/[\u202a-\u202e\u2066-\u2069/\\]/);
}

describe(`the upload attack corpus (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let corpus: CorpusEntry[];
  let serial = 0;
  beforeAll(async () => {
    [ctx, corpus] = await Promise.all([createTestApp(), uploadCorpus()]);
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function uploadResume(entry: CorpusEntry) {
    const email = `corpus${(serial += 1)}@example.com`;
    const body = multipart({ formData: validApplication({ email }), file: entry.file });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/apply-jobs',
      ...body,
    });
    const stored = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', email)
      .executeTakeFirst();
    const served = stored
      ? await ctx.app.inject({ method: 'GET', url: signedResumeUrl(ctx.app.linkSigner, stored.id) })
      : undefined;
    return { response, served };
  }

  async function uploadPhoto(entry: CorpusEntry) {
    const fields = employeeFields({ employee_code: `VI-C${(serial += 1)}` });
    const body = multipart({
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, String(value)]),
      ),
      file: { ...entry.file, field: 'profile_image' },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/employees',
      ...body,
      headers: { ...body.headers, authorization: auth },
    });
    const url =
      response.statusCode === 201
        ? (response.json().data.profile_image_url as string | null)
        : null;
    const served = url ? await ctx.app.inject({ method: 'GET', url }) : undefined;
    return { response, served };
  }

  it('answers every file with its expected status, stores only what it accepts, and serves it inert', async () => {
    const outcomes: Array<{ name: string; status: number }> = [];
    for (const entry of corpus) {
      const filesBefore = await countRows(ctx.database.db, 'stored_files');
      const { response, served } =
        entry.target === 'resume' ? await uploadResume(entry) : await uploadPhoto(entry);
      outcomes.push({ name: `${entry.target}: ${entry.name}`, status: response.statusCode });
      if (response.statusCode >= 400) {
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
        expect(await countRows(ctx.database.db, 'stored_files')).toBe(filesBefore);
      } else if (served) {
        expectServedSafely(served);
      } else {
        // Only an empty photo part (no photo chosen) is accepted without a file.
        expect(entry.file.content.length).toBe(0);
      }
    }
    expect(outcomes).toEqual(
      corpus.map((entry) => ({ name: `${entry.target}: ${entry.name}`, status: entry.status })),
    );
  });
});
