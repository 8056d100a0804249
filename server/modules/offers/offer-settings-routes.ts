import { STAFF_ROLES } from '@vistaar/shared/config';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  ctcStructureRecordSchema,
  offerApprovalOptionsSchema,
  offerApprovalRuleRecordSchema,
  offerTemplateRecordSchema,
} from '@vistaar/shared/contract';
import {
  ctcStructureSchema,
  offerApprovalRuleSchema,
  offerMessages,
  offerTemplateSchema,
} from '@vistaar/shared/validation/offer-schema';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { ADMINS, auditActor, listActiveStaffOptions } from '../auth';
import { OFFER_DESK, OFFER_SETTINGS } from './offer-access';
import { toApprovalRules, toCtcStructure, toOfferTemplate } from './offer-views';
import { listApprovalRules } from './offers-repository';
import {
  archiveCtcStructure,
  archiveOfferTemplate,
  createApprovalRule,
  createCtcStructure,
  createOfferTemplate,
  deleteApprovalRule,
  editCtcStructure,
  editOfferTemplate,
} from './settings-service';
import { findOfferSetting, listOfferSettings } from './settings-repository';

const tags = ['Offers'];
/** Every active member but interviewers may approve offers. */
const OFFER_APPROVER_ROLES = STAFF_ROLES.filter((role) => role !== 'interviewer');
const templateAnswer = dataEnvelopeSchema(offerTemplateRecordSchema);
const structureAnswer = dataEnvelopeSchema(ctcStructureRecordSchema);

/** Offer letter templates and CTC structures (HR and admins), and approval chains (admins). */
export const offerSettingsRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const loadTemplate = async (id: number) =>
    toOfferTemplate(
      found(await findOfferSetting(db, 'offer_templates', id), offerMessages.templateNotFound),
    );
  const loadStructure = async (id: number) =>
    toCtcStructure(
      found(await findOfferSetting(db, 'ctc_structures', id), offerMessages.structureNotFound),
    );

  app.get(
    '/api/offer-templates',
    {
      config: { roles: OFFER_DESK },
      schema: {
        tags,
        summary: 'Offer letter templates in use by name, then the archived ones',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: offerTemplateRecordSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({
      success: true,
      data: (await listOfferSettings(db, 'offer_templates')).map(toOfferTemplate),
    }),
  );

  app.get(
    '/api/offer-templates/:id',
    {
      config: { roles: OFFER_DESK },
      schema: {
        tags,
        summary: 'One offer letter template',
        params: idParamsSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await loadTemplate(request.params.id) }),
  );

  app.post(
    '/api/offer-templates',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: 'Add an offer letter template (rich text, sanitised to the allowed tags)',
        body: offerTemplateSchema,
        response: { 201: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createOfferTemplate(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Offer template added', data: await loadTemplate(id) });
    },
  );

  app.put(
    '/api/offer-templates/:id',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: "Change an offer letter template's name and text",
        params: idParamsSchema,
        body: offerTemplateSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await editOfferTemplate(db, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'Offer template saved',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.post(
    '/api/offer-templates/:id/archive',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary:
          'Archive an offer letter template: kept for the offers made with it, offered for no new one',
        params: idParamsSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await archiveOfferTemplate(db, auditActor(request), request.params.id);
      return {
        success: true,
        message: 'Offer template archived',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.get(
    '/api/ctc-structures',
    {
      config: { roles: OFFER_DESK },
      schema: {
        tags,
        summary: 'CTC break-up structures in use by name, then the archived ones',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: ctcStructureRecordSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({
      success: true,
      data: (await listOfferSettings(db, 'ctc_structures')).map(toCtcStructure),
    }),
  );

  app.post(
    '/api/ctc-structures',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: 'Add a CTC break-up structure (percentages of the CTC, amounts, and one balance)',
        body: ctcStructureSchema,
        response: { 201: structureAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createCtcStructure(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'CTC structure added', data: await loadStructure(id) });
    },
  );

  app.put(
    '/api/ctc-structures/:id',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: 'Change a CTC break-up structure (offers already drafted keep their break-up)',
        params: idParamsSchema,
        body: ctcStructureSchema,
        response: { 200: structureAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await editCtcStructure(db, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'CTC structure saved',
        data: await loadStructure(request.params.id),
      };
    },
  );

  app.post(
    '/api/ctc-structures/:id/archive',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: 'Archive a CTC break-up structure',
        params: idParamsSchema,
        response: { 200: structureAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await archiveCtcStructure(db, auditActor(request), request.params.id);
      return {
        success: true,
        message: 'CTC structure archived',
        data: await loadStructure(request.params.id),
      };
    },
  );

  const rulesAnswer = dataEnvelopeSchema({
    type: 'array',
    items: offerApprovalRuleRecordSchema,
  } as const);

  app.get(
    '/api/offer-approval-rules',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: "Approval chains: a job's chain wins over the CTC bands'",
        response: { 200: rulesAnswer, ...standardErrorResponses },
      },
    },
    async () => ({ success: true, data: await toApprovalRules(db, await listApprovalRules(db)) }),
  );

  app.get(
    '/api/offer-approval-rules/options',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary:
          'Who may approve offers (active members but interviewers) and the jobs a chain may be for',
        response: {
          200: dataEnvelopeSchema(offerApprovalOptionsSchema),
          ...standardErrorResponses,
        },
      },
    },
    async () => {
      const approvers = await listActiveStaffOptions(db, OFFER_APPROVER_ROLES);
      const jobs = await db
        .selectFrom('jobs')
        .select(['id', 'title'])
        .orderBy('title')
        .orderBy('id')
        .execute();
      return { success: true, data: { approvers, jobs } };
    },
  );

  app.post(
    '/api/offer-approval-rules',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Add an approval chain for a job or a CTC band; answers every chain',
        body: offerApprovalRuleSchema,
        response: { 201: rulesAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await createApprovalRule(db, auditActor(request), request.body);
      return reply.status(201).send({
        success: true,
        message: 'Approval chain added',
        data: await toApprovalRules(db, await listApprovalRules(db)),
      });
    },
  );

  app.delete(
    '/api/offer-approval-rules/:id',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Remove an approval chain (offers already with their approvers keep theirs)',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await deleteApprovalRule(db, auditActor(request), request.params.id);
      return { success: true, message: 'Approval chain removed' };
    },
  );
};
