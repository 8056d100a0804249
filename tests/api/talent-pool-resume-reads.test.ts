import { Document, Packer, Paragraph } from 'docx';
import type { PoolCandidate } from '@vistaar/shared/contract';
import { resumePdf } from '../../server/modules/applications';
import { saveResumeText } from '../../server/modules/talent-pool';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  apply,
  dialect,
  manualCandidate,
  multipart,
  postJob,
  validApplication,
} from './careers-fixtures';

// The sweep reads each resume in the parser's worker thread, which loads pdf.js or mammoth.
jest.setTimeout(240_000);

const publicResume = () =>
  resumePdf({
    name: 'Aarav Mehta',
    headline: 'Backend developer - Node.js, PostgreSQL',
    contact: 'aarav.mehta@example.com | +91 9876543210 | Pune',
    sections: [
      {
        heading: 'Experience',
        lines: ['Built the Zephyrquill settlement engine for a logistics client in Pune.'],
      },
    ],
  });

async function handAddedResume() {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph('Kavya Nair'),
          new Paragraph('kavya.nair@example.com | +91 98123 45670 | Kochi'),
          new Paragraph('Led the Marigoldvane warehouse robotics rollout; skills: Kafka, Go.'),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

describe(`resume text of public and hand-added applications (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let jobId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth);
  });
  afterEach(() => ctx.close());

  async function found(words: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/talent-pool',
      headers: { authorization: auth },
      query: { search: words },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as PoolCandidate[];
  }

  /** The newest application's id (the public answer carries a reference, not the row id). */
  async function newestApplication() {
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function applyPublicly(fields: Record<string, unknown> = {}) {
    const response = await apply(ctx, validApplication({ jobId, ...fields }), {
      content: publicResume(),
    });
    expect(response.statusCode).toBe(201);
    return newestApplication();
  }

  const reads = () =>
    ctx.database.db
      .selectFrom('application_resume_reads')
      .select(['application_id', 'attempts', 'outcome', 'finished_at', 'lease_token'])
      .orderBy('application_id')
      .execute();

  const resumeText = (applicationId: number) =>
    ctx.database.db
      .selectFrom('application_resume_texts')
      .select(['text', 'skills'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst();

  it('finds a public applicant by a word only their PDF resume holds, with the passage marked', async () => {
    const applicationId = await applyPublicly();
    expect(await found('zephyrquill')).toEqual([]);

    await ctx.app.resumeTextSweep.run();

    const [match, ...others] = await found('zephyrquill');
    expect(others).toEqual([]);
    expect(match.name).toBe('Aarav Mehta');
    expect(match.snippets.join(' ')).toContain('<mark>Zephyrquill</mark>');
    expect((await resumeText(applicationId))?.skills).toContain('|node.js|');
    expect(await reads()).toEqual([
      {
        application_id: applicationId,
        attempts: 1,
        outcome: 'parsed',
        finished_at: expect.any(String),
        lease_token: null,
      },
    ]);

    // Read once: a second pass claims nothing.
    await ctx.app.resumeTextSweep.run();
    expect((await reads())[0].attempts).toBe(1);
  });

  it('finds a candidate a recruiter added by hand by a word only their DOCX resume holds', async () => {
    const body = multipart({
      formData: manualCandidate(),
      file: { content: await handAddedResume(), name: 'kavya.docx' },
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/jobs/${jobId}/candidates`,
      headers: { ...body.headers, authorization: auth },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);

    await ctx.app.resumeTextSweep.run();

    expect((await found('marigoldvane')).map((row) => row.name)).toEqual(['Kavya Nair']);
    expect((await reads())[0].outcome).toBe('parsed');
  });

  it('keeps a text already written (intake, import) and reads nothing over it', async () => {
    const applicationId = await applyPublicly();
    await saveResumeText(
      ctx.database.db,
      applicationId,
      'Reviewed text: Lanternfish',
      'Go',
      new Date().toISOString(),
    );

    await ctx.app.resumeTextSweep.run();

    expect(await reads()).toEqual([]);
    expect(await resumeText(applicationId)).toEqual({
      text: 'Reviewed text: Lanternfish',
      skills: '|go|',
    });
    expect(await found('zephyrquill')).toEqual([]);
  });

  it('leaves the application as it was when its resume cannot be read, and tries no further', async () => {
    const applicationId = await applyPublicly();
    // A file that stopped being a resume after it was stored (damaged on disk).
    const { resume_file_id } = await ctx.database.db
      .selectFrom('job_applications')
      .select('resume_file_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('stored_files')
      .set({ content: Buffer.from('%PDF-1.4 torn off') })
      .where('id', '=', resume_file_id)
      .execute();

    await ctx.app.resumeTextSweep.run();
    await ctx.app.resumeTextSweep.run();

    expect(await reads()).toEqual([
      expect.objectContaining({ application_id: applicationId, attempts: 1, outcome: 'failed' }),
    ]);
    expect(await resumeText(applicationId)).toBeUndefined();
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .select(['first_name', 'erased_at'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ first_name: 'Aarav', erased_at: null });
    expect((await found('aarav')).map((row) => row.name)).toEqual(['Aarav Mehta']);
  });

  it('takes the read text away with the erasure, and never reads an erased application', async () => {
    const applicationId = await applyPublicly();
    await ctx.app.resumeTextSweep.run();
    expect(await found('zephyrquill')).toHaveLength(1);
    const { candidate_id } = await ctx.database.db
      .selectFrom('job_applications')
      .select('candidate_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();

    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidate_id}/erase`,
      headers: { authorization: auth },
    });
    expect(erased.statusCode).toBe(200);

    expect(await resumeText(applicationId)).toBeUndefined();
    expect(await found('zephyrquill')).toEqual([]);
    const searchRows = await ctx.database.db
      .selectFrom('candidate_search')
      .select('resume')
      .execute();
    expect(JSON.stringify(searchRows)).not.toContain('Zephyrquill');

    // A second application, erased before the sweep came round: nothing is read for it.
    const secondId = await applyPublicly({ email: 'neha.k@example.com', phone: '9000000001' });
    const { candidate_id: secondCandidate } = await ctx.database.db
      .selectFrom('job_applications')
      .select('candidate_id')
      .where('id', '=', secondId)
      .executeTakeFirstOrThrow();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${secondCandidate}/erase`,
      headers: { authorization: auth },
    });
    await ctx.app.resumeTextSweep.run();
    expect((await reads()).map((row) => row.application_id)).toEqual([applicationId]);
    expect(await resumeText(secondId)).toBeUndefined();
  });
});
