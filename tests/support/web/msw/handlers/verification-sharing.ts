import { http } from 'msw';
import { shareRequestSchema } from '@/shared/validation';
import { HttpError, badRequest, notFound } from '../../../../../server/lib/http-error';
import { SENT_OTP, db } from '../db';
import { answer, api, ok, validateWith } from '../answers';

const VERIFY_FIRST = 'Please verify with your employee code and a one-time code first.';

/** `features/verificationSharing`: the employee's shares and the verifier's code, as the server answers. */
export const verificationSharingHandlers = [
  http.post(
    api('/api/verifications/shares'),
    answer(async ({ request }) => {
      if (!db.employeeVerified) throw new HttpError(403, VERIFY_FIRST);
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
    api('/api/verify/check'),
    answer(({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const found = [...db.verifierLinks.values()].find((d) => d.verificationId === id);
      if (!found)
        throw notFound('No verification has this ID. Check it against the letter and try again.');
      return ok({
        data: {
          verificationId: id,
          genuine: true,
          status: 'active',
          issuer: found.issuer,
          issuedAt: found.issuedAt,
          expiresAt: found.expiresAt,
        },
      });
    }),
  ),
];
