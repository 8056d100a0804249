import { http } from 'msw';
import type { OfferRecord } from '@vistaar/shared/contract';
import { applyCtcStructure, rupeesInWords } from '@vistaar/shared/lib/ctc';
import { offerDraftSchema, offerRejectSchema } from '@vistaar/shared/validation/offer-schema';
import { db, nextId } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

const OFFER_NOT_FOUND = 'This offer does not exist.';

function offerOf(id: number): OfferRecord {
  const offer = db.offers.find((item) => item.id === id);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}

/** A draft's fields as the server checks and stores them: the break-up from the structure. */
async function drafted(body: unknown) {
  const input = await validateWith(offerDraftSchema, body);
  const template = db.offerTemplates.find((item) => item.id === input.templateId);
  if (!template)
    throw badRequest('This offer template does not exist.', {
      templateId: 'This offer template does not exist.',
    });
  const structure = db.ctcStructures.find((item) => item.id === input.ctcStructureId);
  if (!structure)
    throw badRequest('This CTC structure does not exist.', {
      ctcStructureId: 'This CTC structure does not exist.',
    });
  const applied = applyCtcStructure(input.ctc, structure.components);
  if ('problem' in applied) throw badRequest(applied.problem, { ctc: applied.problem });
  return {
    template: { id: template.id, name: template.name },
    ctcStructureId: structure.id,
    ctc: input.ctc,
    ctcInWords: rupeesInWords(input.ctc),
    breakup: applied.lines,
    designation: input.designation,
    location: input.location,
    reportingManager: input.reportingManager,
    joiningDate: input.joiningDate,
    validUntil: input.validUntil,
  };
}

const event = (kind: OfferRecord['history'][number]['kind'], comment: string | null = null) => ({
  kind,
  at: new Date().toISOString(),
  by: 'Test Staff',
  comment,
});

export const offersHandlers = [
  http.get(
    api('/api/offer-templates'),
    staffAnswer(() => ok({ data: db.offerTemplates })),
  ),
  http.get(
    api('/api/ctc-structures'),
    staffAnswer(() => ok({ data: db.ctcStructures })),
  ),
  ...(['offer-templates', 'ctc-structures'] as const).map((path) =>
    http.post(
      api(`/api/${path}/:id/archive`),
      staffAnswer(({ params }) => {
        const list = path === 'offer-templates' ? db.offerTemplates : db.ctcStructures;
        const setting = list.find((item) => item.id === Number(params.id));
        if (!setting) throw notFound('This setting does not exist.');
        setting.archived = true;
        return ok({ message: 'Archived', data: setting });
      }),
    ),
  ),
  http.get(
    api('/api/career/applications/:id/offers'),
    staffAnswer(({ params }) =>
      ok({
        data: db.offers
          .filter((offer) => offer.applicationId === Number(params.id))
          .sort((a, b) => b.version - a.version),
      }),
    ),
  ),
  http.post(
    api('/api/career/applications/:id/offers'),
    staffAnswer(async ({ request, params }) => {
      const applicationId = Number(params.id);
      const fields = await drafted(await request.json());
      const earlier = db.offers.filter((offer) => offer.applicationId === applicationId);
      const at = new Date().toISOString();
      const offer: OfferRecord = {
        id: nextId(db.offers),
        applicationId,
        candidateName: 'Ananya Iyer',
        jobTitle: 'Platform Engineer',
        version: earlier.length + 1,
        status: 'draft',
        ...fields,
        approvals: [],
        history: [event('drafted')],
        awaitingMe: false,
        sentAt: null,
        respondedAt: null,
        declineReason: null,
        signedDocument: false,
        createdAt: at,
        updatedAt: at,
      };
      db.offers.push(offer);
      return ok({ message: 'Offer drafted', data: offer }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/offers/awaiting-me'),
    staffAnswer(() => ok({ data: db.offers.filter((offer) => offer.awaitingMe) })),
  ),
  http.get(
    api('/api/offers/:id'),
    staffAnswer(({ params }) => ok({ data: offerOf(Number(params.id)) })),
  ),
  http.put(
    api('/api/offers/:id'),
    staffAnswer(async ({ request, params }) => {
      const offer = offerOf(Number(params.id));
      if (!['draft', 'pending', 'approved'].includes(offer.status)) {
        throw conflict(
          'This offer has gone to the candidate, so it cannot be changed. Draft a revision instead: it replaces this one once sent.',
        );
      }
      Object.assign(offer, await drafted(await request.json()), {
        status: 'draft',
        awaitingMe: false,
        history: [...offer.history, event('changed')],
      });
      return ok({ message: 'Offer saved as a draft', data: offer });
    }),
  ),
  http.post(
    api('/api/offers/:id/:action'),
    staffAnswer(async ({ request, params }) => {
      const offer = offerOf(Number(params.id));
      switch (params.action) {
        case 'submit':
          if (offer.status !== 'draft') throw conflict('Only a draft can be sent for approval.');
          offer.status = 'pending';
          offer.approvals = [
            {
              step: 1,
              approver: { id: 2, name: 'Hema HR' },
              status: 'waiting',
              comment: null,
              decidedAt: null,
            },
          ];
          offer.history.push(event('submitted'));
          break;
        case 'send':
          if (offer.status !== 'approved')
            throw conflict('Only an approved offer can be sent to the candidate.');
          offer.status = 'sent';
          offer.sentAt = new Date().toISOString();
          offer.history.push(event('sent'));
          break;
        case 'approve':
          offer.status = 'approved';
          offer.awaitingMe = false;
          offer.history.push(event('approved'));
          break;
        case 'reject': {
          const { comment } = await validateWith(offerRejectSchema, await request.json());
          offer.status = 'draft';
          offer.awaitingMe = false;
          offer.history.push(event('rejected', comment));
          break;
        }
        default:
          throw notFound('No such API endpoint.');
      }
      return ok({ data: offer });
    }),
  ),
];
