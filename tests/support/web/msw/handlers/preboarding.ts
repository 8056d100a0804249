import { http } from 'msw';
import { DEFAULT_PREBOARDING_DOCUMENTS } from '@vistaar/shared/config/preboarding';
import type { Preboarding } from '@vistaar/shared/contract';
import {
  joiningDeclineSchema,
  preboardingDocumentListSchema,
  preboardingAcceptSchema,
  preboardingAskAgainSchema,
  preboardingMessages,
} from '@vistaar/shared/validation/preboarding-schema';
import { db } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

const OFFER_NOT_FOUND = 'This offer does not exist.';

function preboardingOf(offerId: unknown): Preboarding {
  const found = db.preboarding.get(Number(offerId));
  if (!found) throw notFound(OFFER_NOT_FOUND);
  return found;
}

/** A job's own list, or the default one while it has none; jobs are those the reports list. */
function jobDocumentList(jobId: unknown) {
  const id = Number(jobId);
  if (!db.reportJobs.some((job) => job.id === id)) throw notFound('This job does not exist.');
  const own = db.jobPreboardingDocuments.get(id);
  return own
    ? { jobId: id, isDefault: false, documents: own }
    : { jobId: id, isDefault: true, documents: [...DEFAULT_PREBOARDING_DOCUMENTS] };
}

export const preboardingHandlers = [
  http.get(
    api('/api/career/manage/jobs/:id/preboarding-documents'),
    staffAnswer(({ params }) => ok({ data: jobDocumentList(params.id) })),
  ),
  http.put(
    api('/api/career/manage/jobs/:id/preboarding-documents'),
    staffAnswer(async ({ params, request }) => {
      jobDocumentList(params.id);
      const { documents } = await validateWith(preboardingDocumentListSchema, await request.json());
      db.jobPreboardingDocuments.set(Number(params.id), documents);
      return ok({ message: 'Pre-boarding documents saved', data: jobDocumentList(params.id) });
    }),
  ),
  http.get(
    api('/api/offers/:id/preboarding'),
    staffAnswer(({ params }) => ok({ data: preboardingOf(params.id) })),
  ),
  http.post(
    api('/api/offers/:id/preboarding/documents/:documentId/:decision'),
    staffAnswer(async ({ params, request }) => {
      const preboarding = preboardingOf(params.id);
      const doc = preboarding.documents.find((item) => item.id === Number(params.documentId));
      if (!doc) throw notFound('This document is not on the list.');
      if (doc.status !== 'uploaded') {
        throw conflict(
          'Only an uploaded document waiting for review can be accepted or asked for again.',
        );
      }
      const at = new Date().toISOString();
      if (params.decision === 'accept') {
        const { maskedChecked } = await validateWith(preboardingAcceptSchema, await request.json());
        if (doc.kind === 'aadhaar' && maskedChecked !== true) {
          throw badRequest(preboardingMessages.maskedCheckRequired, {
            maskedChecked: preboardingMessages.maskedCheckRequired,
          });
        }
        Object.assign(doc, { status: 'accepted', reviewedAt: at, reviewedBy: 'Test Staff' });
      } else {
        const { reason } = await validateWith(preboardingAskAgainSchema, await request.json());
        Object.assign(doc, {
          status: 'asked-again',
          reason,
          fileUrl: null,
          reviewedAt: at,
          reviewedBy: 'Test Staff',
        });
      }
      return ok({ data: preboarding });
    }),
  ),
  http.post(
    api('/api/offers/:id/preboarding/joining-requests/:requestId/:decision'),
    staffAnswer(async ({ params, request }) => {
      const preboarding = preboardingOf(params.id);
      const change = preboarding.joiningRequests.find(
        (item) => item.id === Number(params.requestId),
      );
      if (!change) throw notFound('This joining date request does not exist.');
      if (change.status !== 'pending') throw conflict('This request has been answered already.');
      const at = new Date().toISOString();
      if (params.decision === 'approve') {
        Object.assign(change, { status: 'approved', decidedAt: at, decidedBy: 'Test Staff' });
        preboarding.joiningDate = change.date;
      } else {
        const { reason } = await validateWith(joiningDeclineSchema, await request.json());
        Object.assign(change, {
          status: 'declined',
          decisionReason: reason,
          decidedAt: at,
          decidedBy: 'Test Staff',
        });
      }
      return ok({ data: preboarding });
    }),
  ),
];
