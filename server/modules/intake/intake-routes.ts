import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  intakeAcceptResultSchema,
  intakeItemDetailSchema,
  intakeItemSchema,
  intakeUploadResultSchema,
} from '@vistaar/shared/contract';
import { INTAKE_STATUSES } from '@vistaar/shared/config/intake';
import { intakeAcceptSchema, intakeDiscardSchema } from '@vistaar/shared/validation';
import { idParamsSchema, multipartBodySchema, pagingProperties } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { addCandidateDeps } from '../applications';
import { auditActor, recordRead, RECRUITING, signedInStaff } from '../auth';
import { findIntakeItem, listIntakeItems, nextReviewableId } from './intake-repository';
import {
  acceptIntakeItem,
  discardIntakeItem,
  INTAKE_ITEM_NOT_FOUND,
  receiveIntakeFiles,
} from './intake-service';
import { readIntakeUpload } from './intake-upload';
import { toIntakeDetail, toIntakeItem } from './intake-views';

const tags = ['Intake'];

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    status: { type: 'string', enum: [...INTAKE_STATUSES] },
  },
} as const;

const uploadBodySchema = multipartBodySchema({
  jobId: { type: 'string', description: "The job's id; 0 or absent for the pool" },
  files: {
    type: 'string',
    contentEncoding: 'binary',
    description:
      'A resume (PDF, DOC, DOCX, under 5 MB) or a zip of them; repeat the field for more: at most 200 files, 50 MB in all',
  },
});

/** Resume intake: the queue, uploads, and the review of each item (accept or discard). */
export const intakeRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/intake/items',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'The intake queue, newest first, optionally of one status',
        querystring: listQuerySchema,
        response: { 200: pageEnvelopeSchema(intakeItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { items, total } = await listIntakeItems(db, { page, limit, status });
      await recordRead(db, request, 'intake', null, 'intake.listed', { page, status });
      return { success: true, data: items.map(toIntakeItem), total };
    },
  );

  app.post(
    '/api/intake/items',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary:
          'Upload resumes or a zip of them to a job or the pool; each becomes an intake item, parsed in the background',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: {
          201: dataEnvelopeSchema(intakeUploadResultSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const upload = await readIntakeUpload(request);
      const staff = signedInStaff(request);
      const items = await receiveIntakeFiles(
        db,
        auditActor(request),
        { origin: 'upload', jobId: upload.jobId, uploadedBy: staff.id },
        upload.files,
      );
      app.intakeRunner.kick();
      const queued = items.filter((item) => item.status === 'queued').length;
      return reply.status(201).send({
        success: true,
        message: `${queued} of ${items.length} files taken in.`,
        data: { items },
      });
    },
  );

  app.get(
    '/api/intake/items/:id',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'One intake item for review: what its resume proposes, each with its source text',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(intakeItemDetailSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = found(await findIntakeItem(db, id), INTAKE_ITEM_NOT_FOUND);
      await recordRead(db, request, 'intake', id, 'intake.viewed');
      const staff = signedInStaff(request);
      return {
        success: true,
        data: toIntakeDetail(row, app.linkSigner, staff.id, await nextReviewableId(db, id)),
      };
    },
  );

  app.post(
    '/api/intake/items/:id/accept',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary:
          'Accept a reviewed item: the candidate (linked by e-mail) and an application to the job or the pool, with the values as reviewed; the candidate is e-mailed the privacy notice',
        params: idParamsSchema,
        body: intakeAcceptSchema,
        response: {
          200: dataEnvelopeSchema(intakeAcceptResultSchema),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      message: 'Candidate added',
      data: await acceptIntakeItem(
        addCandidateDeps(app),
        auditActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/intake/items/:id/discard',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Discard a reviewed item with the reason; its resume is deleted',
        params: idParamsSchema,
        body: intakeDiscardSchema,
        response: {
          200: dataEnvelopeSchema({
            type: 'object',
            additionalProperties: false,
            properties: { nextId: { type: ['integer', 'null'] } },
            required: ['nextId'],
          }),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      message: 'Resume discarded',
      data: await discardIntakeItem(db, auditActor(request), request.params.id, request.body),
    }),
  );
};
