import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'kysely';
import { insertStoredFile } from '../../server/modules/files';
import { findEntryStageId } from '../../server/modules/applications';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { applicationsFilterMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';

const BOM = '\uFEFF';

/** A CSV file's records, each a list of its fields (RFC 4180 quoting undone). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

describe(`the applications desk's CSV export (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: string;

  const exportCsv = (query = '', auth: string | null = recruiter) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/career/export-job-applications${query}`,
      headers: auth ? { authorization: auth } : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    recruiter = await ctx.staffAuthAs('recruiter');
    const backend = await postJob(ctx, recruiter, { title: 'Backend Developer' });
    const designer = await postJob(ctx, recruiter, {
      title: 'Product Designer',
      department: 'Design',
    });
    const at = (minute: number) => `2025-06-0${1 + (minute % 5)}T10:${10 + minute}:00.000Z`;
    await insertApplicationRow(ctx.database.db, {
      jobId: backend,
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'Shah',
      email: 'formula@example.com',
      phone: '+919000000001',
      createdAt: at(1),
    });
    await insertApplicationRow(ctx.database.db, {
      jobId: backend,
      firstName: 'Anil, "Andy"',
      lastName: 'Rao\nKumar',
      email: 'anil.rao@example.com',
      createdAt: at(2),
    });
    await insertApplicationRow(ctx.database.db, {
      jobId: designer,
      firstName: 'Anita',
      lastName: 'Iyer',
      email: 'anita.iyer@example.com',
      createdAt: at(3),
    });
    await insertApplicationRow(ctx.database.db, {
      jobId: backend,
      firstName: 'Vikram',
      lastName: 'Singh',
      email: 'vikram@example.com',
      createdAt: at(4),
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 401 without a session', async () => {
    expect((await exportCsv('', null)).statusCode).toBe(401);
  });

  it('is a dated UTF-8 attachment with a BOM, newest first, formulas neutralised', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="applications-${indiaToday()}.csv"`,
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header.slice(0, 4)).toEqual(['Application id', 'Applied (UTC)', 'Full name', 'E-mail']);
    expect(rows.map((row) => row[3])).toEqual([
      'vikram@example.com',
      'anita.iyer@example.com',
      'anil.rao@example.com',
      'formula@example.com',
    ]);
    const byEmail = new Map(rows.map((row) => [row[3], row]));
    expect(byEmail.get('formula@example.com')?.[2]).toBe(
      `'=HYPERLINK("http://evil.example","Click") Shah`,
    );
    expect(byEmail.get('formula@example.com')?.[4]).toBe("'+919000000001");
    expect(byEmail.get('anil.rao@example.com')?.[2]).toBe('Anil, "Andy" Rao\nKumar');
    expect(byEmail.get('anita.iyer@example.com')?.[5]).toBe('Product Designer');
  });

  it('takes the desk filters, combined with the search, and audits each export', async () => {
    const response = await exportCsv('?search=an&department=Engineering&appliedFrom=2025-06-02');
    const emails = parseCsv(response.body.slice(1))
      .slice(1)
      .map((row) => row[3]);
    // 'an' matches Anil, Anita and Shah; Anita applied in Design, the formula row on 1 June.
    expect(emails).toEqual(['anil.rao@example.com']);
    await ctx.app.auditBatch.flush();
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'application.exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      // That text was searched for, not the text: it may be a person's name or address.
      filters: { search: true, department: 'Engineering', appliedFrom: '2025-06-02' },
      rows: 1,
    });
  });

  it('refuses bad filters with the message under the field', async () => {
    const response = await exportCsv('?appliedFrom=2025-06-05&appliedTo=2025-06-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.appliedTo).toBe(applicationsFilterMessages.rangeReversed);
    expect((await exportCsv('?page=2')).statusCode).toBe(400);
  });
});

describe(`exporting 100,000 applications keeps memory flat (${dialect})`, () => {
  const COUNT = 100_000;
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const resumeFileId = await insertStoredFile(db, {
      purpose: 'resume',
      originalName: 'resume.pdf',
      mediaType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 shared by every row'),
    });
    const stageId = await findEntryStageId(db);
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    await db.transaction().execute(async (trx) => {
      // The export reads the applications alone. On PostgreSQL the table's triggers (each
      // row's stage visit, the reports' summaries, the candidate search) are off while the
      // rows go in: keeping them took about 70 s of the lane's time, and proves nothing here.
      if (dialect === 'postgres') {
        await sql`alter table job_applications disable trigger user`.execute(trx);
      }
      for (let offset = 0; offset < COUNT; offset += 1000) {
        const rows = Array.from({ length: 1000 }, (_unused, index) => {
          const n = offset + index;
          const createdAt = new Date(start + n * 60_000).toISOString();
          return {
            job_id: null,
            first_name: `Candidate${n}`,
            last_name: 'Sharma-Venkataraman',
            email: `candidate.${n}@example.com`,
            email_normalized: `candidate.${n}@example.com`,
            phone: '9876543210',
            dob: '1995-01-01',
            gender: 'F',
            address: '12 Long Street Name, Near The Big Temple',
            city: 'Bengaluru',
            state: 'Karnataka',
            job_experience: '5',
            current_ctc: '12 LPA',
            expected_ctc: '18 LPA',
            current_employer: 'Example Technologies Private Limited',
            current_location: 'Bengaluru',
            resume_file_id: resumeFileId,
            submission_hash: `bulk-${n}`,
            client_ip: null,
            created_at: createdAt,
            stage_id: stageId,
            stage_entered_at: createdAt,
          };
        });
        await trx.insertInto('job_applications').values(rows).execute();
      }
      if (dialect === 'postgres') {
        await sql`alter table job_applications enable trigger user`.execute(trx);
      }
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // The limit is there to catch a hang.
  }, 600_000);
  afterAll(async () => {
    await ctx.close();
  }, 120_000);

  it('streams every row while the live heap stays far below the size of the file', async () => {
    // Garbage not yet collected says nothing about what is held, so the heap is measured
    // after a full collection, every few chunks as the file arrives.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const liveHeap = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const { port } = ctx.app.server.address() as AddressInfo;
    const auth = await ctx.staffAuthAs('recruiter');
    const baseline = liveHeap();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/career/export-job-applications`, {
      headers: { authorization: auth },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
      chunks += 1;
      if (chunks % 25 === 0) peak = Math.max(peak, liveHeap());
    }
    expect(lines).toBe(COUNT + 1);
    expect(bytes).toBeGreaterThan(20_000_000);
    expect(chunks).toBeGreaterThan(100);
    // Holding the rows or the file at once would take several times the file's size.
    expect(peak - baseline).toBeLessThan(bytes / 5);
  }, 120_000);
});
