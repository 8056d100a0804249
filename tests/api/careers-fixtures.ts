import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { insertStoredFile } from '../../server/modules/files';
import { findEntryStageId, resumePdf } from '../../server/modules/applications';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import type { TestContext } from '../../server/test-support/test-app';

export const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export const samplePdf = (name = 'Aarav Mehta') =>
  resumePdf({
    name,
    headline: 'Backend developer - Node.js, PostgreSQL',
    contact: 'aarav.mehta@example.com | +91 9876543210 | Pune',
    sections: [
      { heading: 'Summary', lines: ['Four years building APIs for logistics clients.'] },
      { heading: 'Experience', lines: ['2021-present: Software Engineer, Example Systems, Pune.'] },
    ],
  });

/** A real PNG signature followed by an IHDR chunk: an image, whatever its name says. */
export const pngBytes = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    randomBytes(64),
  ]);

export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    jobId: 0,
    firstName: 'Aarav',
    lastName: 'Mehta',
    email: 'Aarav.Mehta@Example.com',
    phone: '9876543210',
    dob: '1996-04-12',
    gender: 'M',
    address: '21 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    jobExperience: '4',
    currentCTC: '9 LPA',
    expectedCTC: '12 LPA',
    currentEmployer: 'Example Systems',
    currentLocation: 'Pune',
    noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
    consent: true,
    ...overrides,
  };
}

/** A candidate a recruiter adds by hand: what they know, the source and how consent was given. */
export function manualCandidate(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Kavya',
    lastName: 'Nair',
    email: 'kavya.nair@example.com',
    phone: '9812345670',
    currentCTC: '14 LPA',
    expectedCTC: '18,50,000',
    noticePeriod: '30',
    source: 'linkedin',
    sourceDetail: 'InMail campaign',
    consentSource: 'email',
    ...overrides,
  };
}

export interface FilePart {
  name?: string;
  field?: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: formData as text, the resume as a file part. */
export function multipart(parts: {
  formData?: unknown;
  file?: FilePart;
  fields?: Record<string, string>;
}) {
  const boundary = `----careers${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (parts.formData !== undefined) {
    field(
      'formData',
      typeof parts.formData === 'string' ? parts.formData : JSON.stringify(parts.formData),
    );
  }
  for (const [name, value] of Object.entries(parts.fields ?? {})) field(name, value);
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${parts.file.field ?? 'formResume'}"; ` +
          `filename="${parts.file.name ?? 'resume.pdf'}"\r\n` +
          `Content-Type: ${parts.file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      parts.file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function apply(
  ctx: TestContext,
  formData: unknown,
  file: FilePart | null = { content: samplePdf() },
) {
  const body = multipart({ formData, file: file ?? undefined });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/career/apply-jobs',
    headers: body.headers,
    payload: body.payload,
  });
}

export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Backend Developer (Node.js)',
    department: 'Engineering',
    location: 'Pune, India',
    jobType: 'Full-time',
    experience: '3-5 years',
    salaryRange: '12-18 LPA',
    skills: 'Node.js, PostgreSQL, AWS',
    description: 'Build and run the APIs behind our client platforms.',
    isActive: true,
    ...overrides,
  };
}

export async function postJob(
  ctx: TestContext,
  auth: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/career/post-jobs',
    headers: { authorization: auth },
    payload: jobBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`post-jobs failed: ${response.body}`);
  return response.json().data.id as number;
}

export async function countRows(
  db: Kysely<Database>,
  table:
    'stored_files' | 'job_applications' | 'outbox' | 'audit_log' | 'jobs' | 'application_events',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts an application row directly (no HTTP), with full control over its time. */
export async function insertApplicationRow(
  db: Kysely<Database>,
  values: {
    jobId?: number | null;
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
    createdAt?: string;
    /** The entry stage (New) unless given. */
    stageId?: number;
  } = {},
): Promise<number> {
  const resumeFileId = await insertStoredFile(db, {
    purpose: 'resume',
    originalName: 'resume.pdf',
    mediaType: 'application/pdf',
    content: samplePdf(),
  });
  const email = values.email ?? 'someone@example.com';
  const createdAt = values.createdAt ?? new Date().toISOString();
  const row = await db
    .insertInto('job_applications')
    .values({
      job_id: values.jobId ?? null,
      first_name: values.firstName ?? 'Test',
      last_name: values.lastName ?? 'Applicant',
      email,
      email_normalized: email.toLowerCase(),
      phone: values.phone ?? '9000000000',
      dob: '1995-01-01',
      gender: 'F',
      address: '1 Test Street',
      city: 'Pune',
      state: 'Maharashtra',
      job_experience: '3',
      current_ctc: '',
      expected_ctc: '',
      current_employer: '',
      current_location: '',
      resume_file_id: resumeFileId,
      submission_hash: randomBytes(16).toString('hex'),
      client_ip: null,
      created_at: createdAt,
      stage_id: values.stageId ?? (await findEntryStageId(db)),
      stage_entered_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
