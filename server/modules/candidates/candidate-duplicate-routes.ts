import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  candidateDuplicatesSchema,
  candidateMergeResultSchema,
  candidateMergeUndoneSchema,
  duplicateMatchSchema,
  duplicatePairSchema,
} from '@vistaar/shared/contract';
import { candidateMergeSchema, duplicateCheckSchema } from '@vistaar/shared/validation';
import { idParamsSchema, pagingProperties } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { auditActor, CANDIDATE_MERGING, recordRead } from '../auth';
import { dismissDuplicatePair, mergeCandidates, undoMerge } from './candidate-merge-service';
import {
  checkTypedDetails,
  listDuplicatePairs,
  readCandidateDuplicates,
  readDuplicatePair,
} from './duplicate-reads';

const tags = ['Candidates'];

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: pagingProperties,
} as const;

/** Likely duplicate candidates: the list, one pair, merge, undo, set apart, and a check. */
export const candidateDuplicateRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const config = { roles: CANDIDATE_MERGING };

  app.get(
    '/api/candidates/duplicates',
    {
      config,
      schema: {
        tags,
        summary: 'Open pairs of candidates that are likely one person, newest first, with reasons',
        querystring: listQuerySchema,
        response: { 200: pageEnvelopeSchema(duplicatePairSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await listDuplicatePairs(db, page, limit);
      await recordRead(db, request, 'candidate', null, 'candidate.duplicates_listed', {
        page,
        pairs: items.map((pair) => pair.id),
      });
      return { success: true, data: items, total };
    },
  );

  app.get(
    '/api/candidates/duplicates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One open pair of likely duplicates with both candidates side by side',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(duplicatePairSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const pair = await readDuplicatePair(db, request.params.id);
      await recordRead(db, request, 'candidate', null, 'candidate.duplicate_viewed', {
        pairId: pair.id,
        candidates: pair.candidates.map((candidate) => candidate.id),
      });
      return { success: true, data: pair };
    },
  );

  app.post(
    '/api/candidates/duplicates/:id/merge',
    {
      config,
      schema: {
        tags,
        summary:
          'Merge a pair into the candidate that stays, keeping the chosen value of each field; undoable for 30 days',
        params: idParamsSchema,
        body: candidateMergeSchema,
        response: {
          200: dataEnvelopeSchema(candidateMergeResultSchema),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      message: 'The candidates were merged.',
      data: await mergeCandidates(db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/candidates/duplicates/:id/dismiss',
    {
      config,
      schema: {
        tags,
        summary: 'Not a duplicate: set the pair apart for good',
        params: idParamsSchema,
        response: {
          200: messageEnvelopeSchema,
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await dismissDuplicatePair(db, auditActor(request), request.params.id);
      return { success: true, message: 'Marked as not a duplicate.' };
    },
  );

  app.post(
    '/api/candidates/merges/:id/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Undo a merge within 30 days: both candidates and their applications as before',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(candidateMergeUndoneSchema),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      message: 'The merge was undone.',
      data: await undoMerge(db, auditActor(request), request.params.id),
    }),
  );

  app.get(
    '/api/candidates/:id/duplicates',
    {
      config,
      schema: {
        tags,
        summary: "A candidate's open likely duplicates and the merges into them that can be undone",
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(candidateDuplicatesSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await readCandidateDuplicates(db, request.params.id);
      await recordRead(db, request, 'candidate', request.params.id, 'candidate.duplicates_viewed', {
        candidates: data.duplicates.map((match) => match.candidateId),
      });
      return { success: true, data };
    },
  );

  app.post(
    '/api/candidates/duplicate-check',
    {
      config,
      schema: {
        tags,
        summary:
          'The candidates on file that details typed on a form likely belong to, with reasons',
        body: duplicateCheckSchema,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: duplicateMatchSchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const data = await checkTypedDetails(db, request.body);
      await recordRead(db, request, 'candidate', null, 'candidate.duplicate_check', {
        candidates: data.map((match) => match.candidateId),
      });
      return { success: true, data };
    },
  );
};
