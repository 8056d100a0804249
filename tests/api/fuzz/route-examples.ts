import fc from 'fast-check';
import type { TestContext } from '../../../server/test-support/test-app';
import { signedResumeUrl } from '../../../server/modules/applications';
import { signedPhotoUrl } from '../../../server/modules/employees';
import { TEST_STAFF } from '../../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import {
  jobBody,
  manualCandidate,
  pngBytes,
  samplePdf,
  validApplication,
} from '../careers-fixtures';
import { employeeFields } from '../employee-fixtures';
import type { RouteExample } from './request-arbitraries';

const EMPLOYEE = employeeFields({
  employee_code: fc.integer({ min: 1, max: 99_999 }).map((n) => `VI-F${n}`),
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://site').searchParams);

/**
 * Valid requests for the routes whose bodies the OpenAPI document cannot describe well
 * (multipart forms, JSON inside a form field) and real ids to aim at, so generated
 * requests also reach the code behind validation. Routes without an example are
 * generated from their schemas alone.
 */
export async function routeExamples(ctx: TestContext): Promise<Record<string, RouteExample>> {
  const { db } = ctx.database;
  const ids = async (table: 'jobs' | 'employees' | 'job_applications') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(5).execute()).map((row) => row.id);
  const [jobIds, employeeIds, applicationIds] = await Promise.all([
    ids('jobs'),
    ids('employees'),
    ids('job_applications'),
  ]);
  const photo = await db
    .selectFrom('employees')
    .select('photo_file_id')
    .where('photo_file_id', 'is not', null)
    .executeTakeFirst();
  const job = { id: jobIds };
  const employee = { id: employeeIds };
  const application = { id: applicationIds };
  return {
    'POST /api/auth/login': { body: { emailId: TEST_STAFF.email, password: 'not the password 1' } },
    'GET /api/career/jobs/{id}': { params: job },
    'POST /api/career/apply-jobs': {
      body: {
        formData: validApplication({
          jobId: jobIds[0],
          email: fc.integer({ min: 1, max: 9_999_999 }).map((n) => `applicant${n}@example.com`),
        }),
        formResume: samplePdf(),
      },
    },
    'POST /api/career/init-otp': {
      body: {
        employeeCode: 'VI-1001',
        dob: '1990-05-14',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      },
    },
    'POST /api/career/verify-otp': { body: { employeeCode: 'VI-1001', otp: '123456' } },
    'POST /api/contact/post-mail': {
      body: {
        fullName: 'Meera Iyer',
        email: 'meera.iyer@example.com',
        phoneNo: '9123456780',
        message: 'Please call me about a mobile app for our clinics.',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
      },
    },
    'GET /api/career/applications/{id}/resume': {
      params: application,
      query: queryOf(signedResumeUrl(ctx.app.linkSigner, applicationIds[0])),
    },
    'GET /api/files/photos/{fileId}': photo?.photo_file_id
      ? {
          params: { fileId: [photo.photo_file_id] },
          query: queryOf(signedPhotoUrl(ctx.app.linkSigner, photo.photo_file_id, 3600)),
        }
      : {},
    'GET /api/career/applications/{id}': { params: application },
    'POST /api/career/jobs/{id}/candidates': {
      params: job,
      body: {
        formData: manualCandidate({
          email: fc.integer({ min: 1, max: 9_999_999 }).map((n) => `sourced${n}@example.com`),
        }),
        formResume: samplePdf(),
      },
    },
    'POST /api/offer/{token}/documents/{documentId}': {
      body: { panNumber: 'ABCDE1234F', file: pngBytes() },
    },
    'POST /api/candidate-imports': {
      body: { file: Buffer.from('Name,Email\r\nAarav Mehta,aarav.fuzz@example.com\r\n') },
    },
    'POST /api/intake/items': {
      body: { jobId: String(jobIds[0] ?? 0), files: samplePdf() },
    },
    'PUT /api/career/applications/{id}/source': {
      params: application,
      body: { source: 'agency', sourceDetail: 'Talent Partners' },
    },
    'GET /api/career/applications/{id}/resume-link': { params: application },
    'POST /api/career/post-jobs': { body: jobBody() },
    'GET /api/career/manage/jobs/{id}': { params: job },
    'PUT /api/career/manage/jobs/{id}': { params: job, body: jobBody() },
    'DELETE /api/career/manage/jobs/{id}': { params: job },
    'PATCH /api/career/manage/jobs/{id}/status': { params: job, body: { isActive: false } },
    'POST /api/employees': { body: { ...EMPLOYEE, profile_image: pngBytes() } },
    'GET /api/employees/{id}': { params: employee },
    'PUT /api/employees/{id}': {
      params: employee,
      body: { ...EMPLOYEE, profile_image: pngBytes() },
    },
    'DELETE /api/employees/{id}': { params: employee },
    'POST /api/employees/{id}/verification-unlock': { params: employee },
    'GET /api/career/applications/{id}/employee-draft': { params: application },
    'POST /api/career/applications/{id}/employee': {
      params: application,
      body: { ...EMPLOYEE, profile_image: pngBytes() },
    },
    'GET /api/career/applications/{id}/emails/scheduled': { params: application },
    'POST /api/career/applications/{id}/emails/scheduled': {
      params: application,
      body: { subject: 'Your application', body: 'Dear {{candidate.firstName}}, thank you.' },
    },
  };
}
