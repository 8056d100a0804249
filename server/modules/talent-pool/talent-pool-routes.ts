import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  poolCandidateSchema,
  savedListEntrySchema,
  savedListSummarySchema,
} from '@vistaar/shared/contract';
import {
  candidateTagSchema,
  poolAddToJobSchema,
  savedListMemberSchema,
  savedListSchema,
  talentPoolQuerySchema,
} from '@vistaar/shared/validation';
import { auditedSearch } from '../../lib/audit';
import { boundedInteger, idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { addCandidateDeps } from '../applications';
import { auditActor, recordRead, TALENT_POOL } from '../auth';
import { RANKED_MATCHES } from './pool-search-repository';
import {
  addListMember,
  addPoolCandidateToJob,
  createSavedList,
  removeList,
  removeListMember,
  renameList,
  savedListMembers,
  savedLists,
  searchTalentPool,
  tagCandidate,
  untagCandidate,
} from './talent-pool-service';

const tags = ['Talent pool'];
const RANKED = RANKED_MATCHES.toLocaleString('en-IN');
/** When more candidates match than are shown: the best with words, else the most recent. */
const TOO_MANY_MATCHES = {
  best: `More than ${RANKED} candidates match: the best ${RANKED} are shown. Add words or filters to narrow the search.`,
  recent: `More than ${RANKED} candidates match: the ${RANKED} most recently active are shown. Add words or filters to narrow the search.`,
};
const config = { roles: TALENT_POOL };
const idData = dataEnvelopeSchema({
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
  required: ['id'],
} as const);

const tagParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tag'],
  properties: { id: boundedInteger(1, 2_147_483_647), tag: { type: 'string', maxLength: 40 } },
} as const;

const memberParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'candidateId'],
  properties: {
    id: boundedInteger(1, 2_147_483_647),
    candidateId: boundedInteger(1, 2_147_483_647),
  },
} as const;

/** The talent pool: the search over every candidate, tags, saved lists and adding to a job. */
export const talentPoolRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/talent-pool',
    {
      config,
      schema: {
        tags,
        summary:
          'Search every candidate whose retention allows it, by words and filters, with the passages that matched',
        description: `At most ${RANKED} candidates are shown and counted: with words the ranked matches (the newest whose name or skills match first, then the newest of the rest), without them the most recently active; \`message\` says when more matched.`,
        querystring: talentPoolQuerySchema,
        response: { 200: pageEnvelopeSchema(poolCandidateSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { rows, total, more, order } = await searchTalentPool(db, request.query);
      await recordRead(db, request, 'candidate', null, 'candidate.pool-searched', {
        ...auditedSearch(request.query, ['search']),
        ids: rows.map((row) => row.id),
      });
      return more
        ? { success: true, message: TOO_MANY_MATCHES[order], data: rows, total }
        : { success: true, data: rows, total };
    },
  );

  app.post(
    '/api/talent-pool/candidates/:id/applications',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a pool candidate to a job: a new application from their newest one; they are e-mailed the privacy notice',
        params: idParamsSchema,
        body: poolAddToJobSchema,
        response: { 201: idData, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await addPoolCandidateToJob(
        addCandidateDeps(app),
        auditActor(request),
        request.params.id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true, message: 'Candidate added to the job', data: { id } });
    },
  );

  app.post(
    '/api/talent-pool/candidates/:id/tags',
    {
      config,
      schema: {
        tags,
        summary: 'Tag a pool candidate',
        params: idParamsSchema,
        body: candidateTagSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await tagCandidate(db, auditActor(request), request.params.id, request.body);
      return { success: true, message: 'Tag added' };
    },
  );

  app.delete(
    '/api/talent-pool/candidates/:id/tags/:tag',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a tag from a candidate',
        params: tagParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await untagCandidate(db, auditActor(request), request.params.id, request.params.tag);
      return { success: true, message: 'Tag removed' };
    },
  );

  app.get(
    '/api/talent-pool/lists',
    {
      config,
      schema: {
        tags,
        summary: 'The saved lists of pool candidates, with how many each holds',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: savedListSummarySchema }),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({ success: true, data: await savedLists(db) }),
  );

  app.post(
    '/api/talent-pool/lists',
    {
      config,
      schema: {
        tags,
        summary: 'Create a saved list',
        body: savedListSchema,
        response: { 201: idData, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createSavedList(db, auditActor(request), request.body);
      return reply.status(201).send({ success: true, message: 'List created', data: { id } });
    },
  );

  app.put(
    '/api/talent-pool/lists/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a saved list',
        params: idParamsSchema,
        body: savedListSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await renameList(db, auditActor(request), request.params.id, request.body);
      return { success: true, message: 'List renamed' };
    },
  );

  app.delete(
    '/api/talent-pool/lists/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a saved list (the candidates stay in the pool)',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await removeList(db, auditActor(request), request.params.id);
      return { success: true, message: 'List deleted' };
    },
  );

  app.get(
    '/api/talent-pool/lists/:id/members',
    {
      config,
      schema: {
        tags,
        summary: 'The candidates on a saved list, newest first',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: savedListEntrySchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const data = await savedListMembers(db, request.params.id);
      await recordRead(db, request, 'saved-list', request.params.id, 'saved-list.viewed', {
        candidates: data.map((entry) => entry.candidateId),
      });
      return { success: true, data };
    },
  );

  app.post(
    '/api/talent-pool/lists/:id/members',
    {
      config,
      schema: {
        tags,
        summary: 'Add a pool candidate to a saved list',
        params: idParamsSchema,
        body: savedListMemberSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await addListMember(db, auditActor(request), request.params.id, request.body.candidateId);
      return { success: true, message: 'Added to the list' };
    },
  );

  app.delete(
    '/api/talent-pool/lists/:id/members/:candidateId',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a candidate from a saved list',
        params: memberParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await removeListMember(
        db,
        auditActor(request),
        request.params.id,
        request.params.candidateId,
      );
      return { success: true, message: 'Removed from the list' };
    },
  );
};
