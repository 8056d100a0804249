import { http } from 'msw';
import type { LedgerEntry, VerificationOverview } from '@vistaar/shared/contract';
import {
  errorReportSchema,
  errorResolutionSchema,
  nominationInputSchema,
  privacyRequestMessages,
  shareRequestSchema,
} from '@vistaar/shared/validation';
import { HttpError, badRequest, notFound } from '../../../../../server/lib/http-error';
import { SENT_OTP, STAFF_ACCOUNT, db, nextId } from '../db';
import { answer, api, conflict, forbidden, ok, staffAnswer, validateWith } from '../answers';

const VERIFY_FIRST = 'Please verify with your employee code and a one-time code first.';
const UNKNOWN_ID = 'No verification has this ID. Check it against the letter and try again.';
const PDF_ONLY = 'Please upload the letter as the PDF you received.';
const NOT_A_LETTER =
  'This file is not a letter issued by Vistaar Infotech: no verification of ours was found in it.';

function verifiedEmployee() {
  if (!db.employeeVerified) throw forbidden(VERIFY_FIRST);
}

/** A ledger entry of now, put first as the overview lists them (newest first). */
function withEntry(
  overview: VerificationOverview,
  entry: Omit<LedgerEntry, 'id' | 'occurredAt'>,
): VerificationOverview {
  return {
    ...overview,
    ledger: [
      { id: nextId(overview.ledger), occurredAt: new Date().toISOString(), ...entry },
      ...overview.ledger,
    ],
  };
}

const noDetail = { verificationId: null, organisation: null, actorEmail: null, clientIp: null };

/** Staff on an employee record: that record's sharing, or 404 for a record that does not exist. */
function employeeSharing(id: string | readonly string[] | undefined) {
  const overview = db.employeeSharing.get(Number(id));
  if (!overview) throw notFound('Employee not found.');
  return overview;
}

/** `features/verificationSharing`: the employee's shares and the verifier's code, as the server answers. */
export const verificationSharingHandlers = [
  http.post(
    api('/api/verifications/shares'),
    answer(async ({ request }) => {
      verifiedEmployee();
      const input = await validateWith(shareRequestSchema, await request.json());
      db.shares.push(input);
      return ok(
        {
          message: `Shared with ${input.organisation}. We e-mailed the link to ${input.email}.`,
          data: { verificationId: 'VV-7K2M-Q9XD-4HTR', expiresAt: '2026-12-09T10:00:00.000Z' },
        },
        { status: 201 },
      );
    }),
  ),
  http.post(
    api('/api/verify/:token/code'),
    answer(({ params }) => {
      if (!db.verifierLinks.has(String(params.token))) {
        throw notFound(
          'This verification link is not valid. Please ask the employee for a new one.',
        );
      }
      return ok({
        data: {
          destination: 'c****@verifyco.example.com',
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
        },
      });
    }),
  ),
  http.post(
    api('/api/verify/:token/session'),
    answer(async ({ params, request }) => {
      const disclosure = db.verifierLinks.get(String(params.token));
      if (!disclosure) throw notFound('This verification link is not valid.');
      const { otp } = (await request.json()) as { otp?: string };
      if (otp !== SENT_OTP) throw badRequest('The code is not correct. 4 attempts left.');
      return ok({ data: disclosure });
    }),
  ),
  http.get(
    api('/api/verifications/mine'),
    answer(() => {
      verifiedEmployee();
      return ok({ data: db.mySharing });
    }),
  ),
  http.put(
    api('/api/verifications/nominee'),
    answer(async ({ request }) => {
      verifiedEmployee();
      const input = await validateWith(nominationInputSchema, await request.json());
      db.mySharing = {
        ...db.mySharing,
        nominee: { ...input, nominatedAt: new Date().toISOString() },
      };
      return ok({ message: privacyRequestMessages.nomineeSaved });
    }),
  ),
  http.delete(
    api('/api/verifications/nominee'),
    answer(() => {
      verifiedEmployee();
      if (!db.mySharing.nominee) throw badRequest(privacyRequestMessages.noNominee);
      db.mySharing = { ...db.mySharing, nominee: null };
      return ok({ message: privacyRequestMessages.nomineeRemoved });
    }),
  ),
  http.post(
    api('/api/verifications/shares/:shareId/revoke'),
    answer(({ params }) => {
      verifiedEmployee();
      const share = db.mySharing.shares.find((item) => item.id === Number(params.shareId));
      if (!share) throw notFound('No such share.');
      if (share.status !== 'active') throw conflict('This share is already revoked or expired.');
      const revokedAt = new Date().toISOString();
      db.mySharing = withEntry(
        {
          ...db.mySharing,
          shares: db.mySharing.shares.map((item) =>
            item === share ? { ...item, status: 'revoked', revokedAt } : item,
          ),
        },
        {
          ...noDetail,
          event: 'revoked',
          verificationId: share.verificationId,
          organisation: share.verifierOrganisation,
        },
      );
      return ok({ message: 'The link is revoked. It no longer opens.' });
    }),
  ),
  http.post(
    api('/api/verifications/error-reports'),
    answer(async ({ request }) => {
      verifiedEmployee();
      const { description } = await validateWith(errorReportSchema, await request.json());
      const reports = db.mySharing.errorReports;
      db.mySharing = withEntry(
        {
          ...db.mySharing,
          errorReports: [
            {
              id: nextId(reports),
              description,
              createdAt: new Date().toISOString(),
              resolvedAt: null,
              resolutionNote: null,
            },
            ...reports,
          ],
        },
        { ...noDetail, event: 'error-reported' },
      );
      return ok(
        { message: 'Thank you. HR will look into it and e-mail you when it is resolved.' },
        { status: 201 },
      );
    }),
  ),
  http.get(
    api('/api/verify/check'),
    answer(({ request }) => {
      const id = (new URL(request.url).searchParams.get('id') ?? '').trim().toUpperCase();
      if (!id) throw badRequest('Enter a verification ID.', { id: 'Enter a verification ID.' });
      const check = db.verificationChecks.find((item) => item.verificationId === id);
      if (!check) throw notFound(UNKNOWN_ID);
      return ok({ data: check });
    }),
  ),
  http.post(
    api('/api/verify/check'),
    answer(async ({ request }) => {
      const letter = (await request.formData().catch(() => null))?.get('letter');
      if (!letter || typeof letter === 'string') throw badRequest(PDF_ONLY);
      // The letter's bytes say what it is, not its name; a letter names its verification ID.
      const text = await letter.text();
      if (!text.startsWith('%PDF-')) throw new HttpError(415, PDF_ONLY);
      const check = db.verificationChecks.find((item) => text.includes(item.verificationId));
      if (!check) throw badRequest(NOT_A_LETTER);
      return ok({ data: check });
    }),
  ),
  http.get(
    api('/api/employees/:id/verification-sharing'),
    staffAnswer(({ params }) => ok({ data: employeeSharing(params.id) })),
  ),
  http.post(
    api('/api/employees/:id/verification-sharing/:change'),
    staffAnswer(({ params }) => {
      const overview = employeeSharing(params.id);
      const suspend = params.change === 'suspend';
      if (!suspend && params.change !== 'resume') throw notFound('Not found.');
      if (suspend === overview.sharingSuspended) {
        throw conflict(
          suspend
            ? 'Sharing is already suspended for this employee.'
            : 'Sharing is not suspended for this employee.',
        );
      }
      db.employeeSharing.set(
        Number(params.id),
        withEntry(
          { ...overview, sharingSuspended: suspend },
          {
            ...noDetail,
            event: suspend ? 'sharing-suspended' : 'sharing-resumed',
            actorEmail: STAFF_ACCOUNT.emailId,
          },
        ),
      );
      return ok({
        message: suspend
          ? 'Sharing is suspended for this employee.'
          : 'Sharing is open again for this employee.',
      });
    }),
  ),
  http.post(
    api('/api/employees/:id/verification-error-reports/:reportId/resolve'),
    staffAnswer(async ({ params, request }) => {
      const overview = employeeSharing(params.id);
      const { note } = await validateWith(errorResolutionSchema, await request.json());
      const report = overview.errorReports.find((item) => item.id === Number(params.reportId));
      if (!report) throw notFound('No such error report for this employee.');
      if (report.resolvedAt) throw conflict('This report is already resolved.');
      db.employeeSharing.set(
        Number(params.id),
        withEntry(
          {
            ...overview,
            errorReports: overview.errorReports.map((item) =>
              item === report
                ? { ...item, resolvedAt: new Date().toISOString(), resolutionNote: note }
                : item,
            ),
          },
          { ...noDetail, event: 'error-resolved', actorEmail: STAFF_ACCOUNT.emailId },
        ),
      );
      return ok({ message: 'Resolved. The employee has been told by e-mail.' });
    }),
  ),
];
