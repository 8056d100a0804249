import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { candidateImportOutcomeSchema, candidateImportSchema } from '@vistaar/shared/contract';
import { candidateImportMappingSchema } from '@vistaar/shared/validation';
import { idParamsSchema, multipartBodySchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, recordRead, TALENT_POOL } from '../auth';
import {
  applyImport,
  discardImport,
  dryRunImport,
  saveImportMapping,
  uploadImport,
} from './candidate-import-service';
import { readImportUpload } from './import-upload';

const tags = ['Candidate imports'];
const config = { roles: TALENT_POOL };

const uploadBodySchema = multipartBodySchema({
  file: {
    type: 'string',
    contentEncoding: 'binary',
    description:
      'A CSV (UTF-8) or XLSX file of candidates, at most 5 MB: a header row, then one candidate a row',
  },
});

/** Candidate imports: upload a file, map its columns, a dry run, then apply (or discard). */
export const candidateImportRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps = {
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    recruitingInbox: app.config.recruitingInbox,
  };

  app.post(
    '/api/candidate-imports',
    {
      config,
      schema: {
        tags,
        summary:
          'Upload a CSV or XLSX file of candidates: it is read and held until applied or discarded; the answer lists its columns and a suggested mapping',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: { 201: dataEnvelopeSchema(candidateImportSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const file = await readImportUpload(request);
      const data = await uploadImport(db, auditActor(request), file);
      return reply.status(201).send({ success: true, message: 'File read', data });
    },
  );

  app.put(
    '/api/candidate-imports/:id/mapping',
    {
      config,
      schema: {
        tags,
        summary: "Save the import's mapping: a field for each column, and how consent was obtained",
        params: idParamsSchema,
        body: candidateImportMappingSchema,
        response: { 200: dataEnvelopeSchema(candidateImportSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      message: 'Mapping saved',
      data: await saveImportMapping(db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/candidate-imports/:id/dry-run',
    {
      config,
      schema: {
        tags,
        summary:
          'What applying the import would do, row by row: create, merge with a candidate on file, or refuse with the reason; nothing is written',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(candidateImportOutcomeSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await dryRunImport(db, id);
      await recordRead(db, request, 'candidate-import', id, 'candidates.import-dry-run');
      return { success: true, data };
    },
  );

  app.post(
    '/api/candidate-imports/:id/apply',
    {
      config,
      schema: {
        tags,
        summary:
          'Apply the import as its dry run shows; each new candidate is e-mailed the privacy notice; the rows are then dropped',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(candidateImportOutcomeSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const data = await applyImport(deps, auditActor(request), request.params.id);
      const { create, merge, refuse } = data.counts;
      return {
        success: true,
        message: `${create} created, ${merge} merged, ${refuse} refused.`,
        data,
      };
    },
  );

  app.post(
    '/api/candidate-imports/:id/discard',
    {
      config,
      schema: {
        tags,
        summary: 'Discard an import that was not applied; its rows are dropped',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(candidateImportSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      message: 'Import discarded',
      data: await discardImport(db, auditActor(request), request.params.id),
    }),
  );
};
