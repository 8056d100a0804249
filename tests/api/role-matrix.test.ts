import { STAFF_ROLES, type StaffRole } from '@vistaar/shared/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const ALL: readonly StaffRole[] = STAFF_ROLES;
const RECRUITING: readonly StaffRole[] = ['admin', 'recruiter'];
const HIRING_TEAM: readonly StaffRole[] = ['admin', 'recruiter', 'hiring-manager'];
const EMPLOYEE_RECORDS: readonly StaffRole[] = ['admin', 'hr'];
const ADMINS: readonly StaffRole[] = ['admin'];
const PRIVACY: readonly StaffRole[] = ['admin', 'hr'];
const REPORTS: readonly StaffRole[] = ['admin', 'recruiter', 'hiring-manager', 'hr'];
const OFFER_DESK: readonly StaffRole[] = ['admin', 'hr', 'recruiter'];
const OFFER_READERS: readonly StaffRole[] = ['admin', 'hr', 'recruiter', 'hiring-manager'];
const OFFER_SETTINGS: readonly StaffRole[] = ['admin', 'hr'];
const JOINING_DESK: readonly StaffRole[] = ['admin', 'hr', 'recruiter'];
const CANDIDATE_MERGING: readonly StaffRole[] = ['admin', 'recruiter', 'hr'];
const TALENT_POOL: readonly StaffRole[] = ['admin', 'recruiter', 'hr'];
const MESSAGING_CONSENT: readonly StaffRole[] = ['admin', 'recruiter', 'hr'];

/**
 * Who may make each staff call, written out here rather than read from the routes, so a
 * route that declares the wrong roles (or none) disagrees with this table and fails.
 */
const EXPECTED: Record<string, readonly StaffRole[]> = {
  'POST /api/auth/logout': ALL,
  'GET /api/auth/me': ALL,
  'POST /api/auth/session/two-factor': ALL,
  'GET /api/career/get-job-applications': HIRING_TEAM,
  'GET /api/career/applications/matching': HIRING_TEAM,
  'GET /api/career/applications/{id}': HIRING_TEAM,
  // Every role reaches the access check, which answers 404 to a reader with no application to open.
  'GET /api/candidates/{id}': ALL,
  'POST /api/candidates/{id}/erase': PRIVACY,
  'GET /api/candidates/{id}/messaging-consent': MESSAGING_CONSENT,
  'POST /api/candidates/{id}/messaging-consent': MESSAGING_CONSENT,
  'GET /api/candidates/duplicates': CANDIDATE_MERGING,
  'GET /api/candidates/duplicates/{id}': CANDIDATE_MERGING,
  'POST /api/candidates/duplicates/{id}/merge': CANDIDATE_MERGING,
  'POST /api/candidates/duplicates/{id}/dismiss': CANDIDATE_MERGING,
  'POST /api/candidates/merges/{id}/undo': CANDIDATE_MERGING,
  'GET /api/candidates/{id}/duplicates': CANDIDATE_MERGING,
  'POST /api/candidates/duplicate-check': CANDIDATE_MERGING,
  'GET /api/talent-pool': TALENT_POOL,
  'POST /api/candidate-imports': TALENT_POOL,
  'PUT /api/candidate-imports/{id}/mapping': TALENT_POOL,
  'POST /api/candidate-imports/{id}/dry-run': TALENT_POOL,
  'POST /api/candidate-imports/{id}/apply': TALENT_POOL,
  'POST /api/candidate-imports/{id}/discard': TALENT_POOL,
  'POST /api/talent-pool/candidates/{id}/applications': TALENT_POOL,
  'POST /api/talent-pool/candidates/{id}/tags': TALENT_POOL,
  'DELETE /api/talent-pool/candidates/{id}/tags/{tag}': TALENT_POOL,
  'GET /api/talent-pool/lists': TALENT_POOL,
  'POST /api/talent-pool/lists': TALENT_POOL,
  'PUT /api/talent-pool/lists/{id}': TALENT_POOL,
  'DELETE /api/talent-pool/lists/{id}': TALENT_POOL,
  'GET /api/talent-pool/lists/{id}/members': TALENT_POOL,
  'POST /api/talent-pool/lists/{id}/members': TALENT_POOL,
  'DELETE /api/talent-pool/lists/{id}/members/{candidateId}': TALENT_POOL,
  'GET /api/career/applications/{id}/resume-link': HIRING_TEAM,
  'POST /api/career/applications/{id}/stage': HIRING_TEAM,
  'POST /api/career/applications/stage': HIRING_TEAM,
  'GET /api/career/applications/{id}/timeline': HIRING_TEAM,
  'POST /api/career/applications/{id}/notes': HIRING_TEAM,
  'GET /api/pipeline/team-mates': HIRING_TEAM,
  'GET /api/pipeline/mentions': HIRING_TEAM,
  'POST /api/pipeline/mentions/{id}/read': HIRING_TEAM,
  'GET /api/pipeline/stages': HIRING_TEAM,
  'POST /api/pipeline/stages': RECRUITING,
  'PUT /api/pipeline/stages/{id}': RECRUITING,
  'PUT /api/pipeline/stages/order': RECRUITING,
  'POST /api/pipeline/stages/{id}/archive': RECRUITING,
  'GET /api/pipeline/holidays': HIRING_TEAM,
  'POST /api/pipeline/holidays': ADMINS,
  'DELETE /api/pipeline/holidays/{day}': ADMINS,
  'GET /api/pipeline/rejection-reasons': HIRING_TEAM,
  'POST /api/pipeline/rejection-reasons': RECRUITING,
  'PUT /api/pipeline/rejection-reasons/{id}': RECRUITING,
  'POST /api/pipeline/rejection-reasons/{id}/archive': RECRUITING,
  'GET /api/career/export-job-applications': RECRUITING,
  'GET /api/reports/jobs': REPORTS,
  'GET /api/reports/funnel': REPORTS,
  'GET /api/reports/funnel/csv': REPORTS,
  'GET /api/reports/time': REPORTS,
  'GET /api/reports/time/csv': REPORTS,
  'GET /api/reports/sources': REPORTS,
  'GET /api/reports/sources/csv': REPORTS,
  'GET /api/reports/interviewers': REPORTS,
  'GET /api/reports/interviewers/csv': REPORTS,
  'GET /api/reports/ageing': REPORTS,
  'GET /api/reports/offers': REPORTS,
  'GET /api/reports/offers/csv': REPORTS,
  'GET /api/reports/ageing/csv': REPORTS,
  'GET /api/reports/rejections': REPORTS,
  'GET /api/reports/rejections/csv': REPORTS,
  'GET /api/intake/items': RECRUITING,
  'POST /api/intake/items': RECRUITING,
  'GET /api/intake/items/{id}': RECRUITING,
  'POST /api/intake/items/{id}/accept': RECRUITING,
  'POST /api/intake/items/{id}/discard': RECRUITING,
  'GET /api/career/applications/{id}/conversation': HIRING_TEAM,
  'POST /api/career/applications/{id}/conversation': HIRING_TEAM,
  'GET /api/career/applications/{id}/whatsapp': HIRING_TEAM,
  'POST /api/career/applications/{id}/whatsapp': HIRING_TEAM,
  'GET /api/whatsapp/costs': ADMINS,
  'GET /api/mail-quarantine': ADMINS,
  'POST /api/mail-quarantine/{id}/attach': ADMINS,
  'DELETE /api/mail-quarantine/{id}': ADMINS,
  'POST /api/career/jobs/{id}/candidates': RECRUITING,
  'PUT /api/career/applications/{id}/source': RECRUITING,
  'GET /api/email-templates': RECRUITING,
  'POST /api/email-templates': RECRUITING,
  'GET /api/email-templates/{id}': RECRUITING,
  'PUT /api/email-templates/{id}': RECRUITING,
  'POST /api/email-templates/{id}/archive': RECRUITING,
  'PUT /api/email-templates/{id}/stage': RECRUITING,
  'DELETE /api/email-templates/{id}/stage': RECRUITING,
  'POST /api/email-templates/{id}/test': RECRUITING,
  'POST /api/email-templates/preview': RECRUITING,
  'POST /api/career/applications/{id}/emails': RECRUITING,
  'POST /api/career/applications/emails': RECRUITING,
  'GET /api/career/applications/{id}/emails/scheduled': RECRUITING,
  'POST /api/career/applications/{id}/emails/scheduled': RECRUITING,
  'POST /api/career/applications/{id}/emails/scheduled/{scheduledId}/cancel': RECRUITING,
  'GET /api/offer-templates': OFFER_DESK,
  'GET /api/offer-templates/{id}': OFFER_DESK,
  'POST /api/offer-templates': OFFER_SETTINGS,
  'PUT /api/offer-templates/{id}': OFFER_SETTINGS,
  'POST /api/offer-templates/{id}/archive': OFFER_SETTINGS,
  'GET /api/ctc-structures': OFFER_DESK,
  'POST /api/ctc-structures': OFFER_SETTINGS,
  'PUT /api/ctc-structures/{id}': OFFER_SETTINGS,
  'POST /api/ctc-structures/{id}/archive': OFFER_SETTINGS,
  'GET /api/offer-approval-rules': ADMINS,
  'GET /api/offer-approval-rules/options': ADMINS,
  'POST /api/offer-approval-rules': ADMINS,
  'DELETE /api/offer-approval-rules/{id}': ADMINS,
  'GET /api/career/applications/{id}/offers': OFFER_READERS,
  'POST /api/career/applications/{id}/offers': OFFER_DESK,
  'GET /api/offers/awaiting-me': OFFER_READERS,
  'GET /api/offers/{id}': OFFER_READERS,
  'PUT /api/offers/{id}': OFFER_DESK,
  'POST /api/offers/{id}/submit': OFFER_DESK,
  'POST /api/offers/{id}/approve': OFFER_READERS,
  'POST /api/offers/{id}/reject': OFFER_READERS,
  'POST /api/offers/{id}/send': OFFER_DESK,
  'GET /api/offers/{id}/letter.pdf': OFFER_READERS,
  'GET /api/offers/{id}/signed.pdf': OFFER_READERS,
  'GET /api/joinings': JOINING_DESK,
  'POST /api/offers/{id}/joined': JOINING_DESK,
  'POST /api/offers/{id}/dropped-out': JOINING_DESK,
  // The access check then narrows recruiters to their own jobs' offers.
  'GET /api/offers/{id}/preboarding': OFFER_DESK,
  'POST /api/offers/{id}/preboarding/documents/{documentId}/accept': OFFER_DESK,
  'POST /api/offers/{id}/preboarding/documents/{documentId}/ask-again': OFFER_DESK,
  'POST /api/offers/{id}/preboarding/joining-requests/{requestId}/approve': OFFER_DESK,
  'POST /api/offers/{id}/preboarding/joining-requests/{requestId}/decline': OFFER_DESK,
  'GET /api/career/manage/jobs/{id}/preboarding-documents': OFFER_SETTINGS,
  'PUT /api/career/manage/jobs/{id}/preboarding-documents': OFFER_SETTINGS,
  'GET /api/career/applications/{id}/employee-draft': EMPLOYEE_RECORDS,
  'POST /api/career/applications/{id}/employee': EMPLOYEE_RECORDS,
  'GET /api/career/hired-without-employee': EMPLOYEE_RECORDS,
  'GET /api/interviews/interviewers': RECRUITING,
  'GET /api/career/applications/{id}/interviews': HIRING_TEAM,
  'POST /api/career/applications/{id}/interviews': RECRUITING,
  'POST /api/interviews/{id}/reschedule': RECRUITING,
  'POST /api/interviews/{id}/cancel': RECRUITING,
  'GET /api/career/applications/{id}/scheduling-links': HIRING_TEAM,
  'POST /api/career/applications/{id}/scheduling-links': RECRUITING,
  'GET /api/career/applications/{id}/feedback-summary': HIRING_TEAM,
  'GET /api/career/manage/jobs/{id}/scorecard': RECRUITING,
  'PUT /api/career/manage/jobs/{id}/scorecard': RECRUITING,
  'GET /api/interviews/mine': ALL,
  'GET /api/interviews/{id}/scorecard': ALL,
  'GET /api/interviews/{id}/kit': ALL,
  'POST /api/interviews/{id}/feedback': ALL,
  'PUT /api/interviews/{id}/feedback': ALL,
  'POST /api/career/post-jobs': RECRUITING,
  'GET /api/career/manage/jobs': HIRING_TEAM,
  'GET /api/career/manage/jobs/{id}': RECRUITING,
  'PUT /api/career/manage/jobs/{id}': RECRUITING,
  'PATCH /api/career/manage/jobs/{id}/status': RECRUITING,
  'DELETE /api/career/manage/jobs/{id}': RECRUITING,
  'GET /api/career/manage/jobs/{id}/hiring-managers': RECRUITING,
  'PUT /api/career/manage/jobs/{id}/hiring-managers': RECRUITING,
  'GET /api/employees': EMPLOYEE_RECORDS,
  'POST /api/employees': EMPLOYEE_RECORDS,
  'GET /api/employees/{id}': EMPLOYEE_RECORDS,
  'PUT /api/employees/{id}': EMPLOYEE_RECORDS,
  'DELETE /api/employees/{id}': EMPLOYEE_RECORDS,
  'POST /api/employees/{id}/verification-unlock': EMPLOYEE_RECORDS,
  'GET /api/employees/{id}/verification-sharing': EMPLOYEE_RECORDS,
  'POST /api/employees/{id}/verification-sharing/suspend': EMPLOYEE_RECORDS,
  'POST /api/employees/{id}/verification-sharing/resume': EMPLOYEE_RECORDS,
  'POST /api/employees/{id}/verification-error-reports/{reportId}/resolve': EMPLOYEE_RECORDS,
  'GET /api/account': ALL,
  'PUT /api/account/weekly-summary': ALL,
  'GET /api/account/calendar': ALL,
  'PUT /api/account/calendar': ALL,
  'POST /api/account/interview-feed': ALL,
  'DELETE /api/account/interview-feed': ALL,
  'GET /api/account/sessions': ALL,
  'DELETE /api/account/sessions/{id}': ALL,
  'PUT /api/account/password': ALL,
  'POST /api/account/two-factor/setup': ALL,
  'POST /api/account/two-factor/confirm': ALL,
  'POST /api/account/two-factor/disable': ALL,
  'POST /api/account/two-factor/recovery-codes': ALL,
  'GET /api/team': ADMINS,
  'POST /api/team/invitations': ADMINS,
  'POST /api/team/invitations/{id}/resend': ADMINS,
  'DELETE /api/team/invitations/{id}': ADMINS,
  'PUT /api/team/members/{id}/role': ADMINS,
  'POST /api/team/members/{id}/disable': ADMINS,
  'POST /api/team/members/{id}/enable': ADMINS,
  'POST /api/team/members/{id}/two-factor-reset': ADMINS,
  'PUT /api/team/two-factor-policy': ADMINS,
  'GET /api/audit': ADMINS,
  'GET /api/audit/actions': ADMINS,
  'GET /api/audit/export': ADMINS,
  'GET /api/privacy/retention/quarantine': PRIVACY,
  'PUT /api/privacy/retention/quarantine/{id}/hold': PRIVACY,
  'DELETE /api/privacy/retention/quarantine/{id}/hold': PRIVACY,
  'GET /api/privacy/retention/runs': PRIVACY,
  'GET /api/privacy/processing-records': ADMINS,
  'GET /api/privacy/requests': PRIVACY,
  'GET /api/privacy/requests/{id}': PRIVACY,
  'POST /api/privacy/requests': PRIVACY,
  'POST /api/privacy/requests/{id}/respond': PRIVACY,
  'GET /api/privacy/breaches': PRIVACY,
  'POST /api/privacy/breaches': PRIVACY,
  'GET /api/privacy/breaches/jobs': PRIVACY,
  'GET /api/privacy/breaches/{id}': PRIVACY,
  'PUT /api/privacy/breaches/{id}': PRIVACY,
  'GET /api/privacy/breaches/{id}/affected': PRIVACY,
  'POST /api/privacy/breaches/{id}/notices': PRIVACY,
  'POST /api/privacy/breaches/{id}/updates': PRIVACY,
  'POST /api/privacy/breaches/{id}/board-reported': PRIVACY,
  'GET /api/privacy/breaches/{id}/board-report.pdf': PRIVACY,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = { security?: Record<string, string[]>[] };

interface StaffCall {
  call: string;
  method: (typeof METHODS)[number];
  url: string;
}

describe(`the role matrix over every staff call (${dialect})`, () => {
  let ctx: TestContext;
  let staffCalls: StaffCall[];

  beforeAll(async () => {
    ctx = await createTestApp({ isProduction: false });
    const document = ctx.app.swagger() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    };
    staffCalls = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) =>
        item[method]?.security?.some((entry) => 'bearerAuth' in entry),
      ).map((method) => ({
        call: `${method.toUpperCase()} ${path}`,
        method,
        // No such record: an allowed call answers 404 and changes nothing (it might otherwise
        // end the session the test is using).
        url: path.replace(/\{[^}]+\}/g, '999999'),
      })),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (call: StaffCall, authorization?: string) =>
    ctx.app.inject({
      method: call.method.toUpperCase() as 'GET',
      url: call.url,
      headers: authorization ? { authorization } : {},
      ...(call.method === 'get' ? {} : { payload: {} }),
    });

  it('has an expected role set for every staff call in the document, and no other', () => {
    expect(staffCalls.map((entry) => entry.call).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers 401 without a session on every staff call', async () => {
    for (const call of staffCalls) {
      expect({ call: call.call, status: (await send(call)).statusCode }).toEqual({
        call: call.call,
        status: 401,
      });
    }
  });

  it.each(STAFF_ROLES)('lets %s through exactly the calls its role allows', async (role) => {
    // Signing out ends the session, so it runs last with a session of its own.
    const ordered = [...staffCalls].sort(
      (a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'),
    );
    const authorization = await ctx.staffAuthAs(role);
    const refused: string[] = [];
    for (const call of ordered) {
      const response = await send(call, authorization);
      expect({ call: call.call, status: response.statusCode }).not.toEqual({
        call: call.call,
        status: 401,
      });
      if (response.statusCode === 403) {
        expect(response.json().message).toBe(
          'Your role does not allow this. Ask an admin if you need it.',
        );
        refused.push(call.call);
      }
    }
    const expectedRefused = staffCalls
      .map((entry) => entry.call)
      .filter((call) => !EXPECTED[call]?.includes(role));
    expect(refused.sort()).toEqual(expectedRefused.sort());
  });
});
