import { http } from 'msw';
import { candidateImportMappingSchema, candidateImportMessages } from '@vistaar/shared/validation';
import { db } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

const NOT_WAITING = 'This import has already been applied or discarded.';

function waiting(id: unknown) {
  const upload = db.candidateImport;
  if (!upload || upload.id !== Number(id)) throw notFound('Import not found.');
  if (upload.status !== 'uploaded') throw conflict(NOT_WAITING);
  return upload;
}

function outcome() {
  if (!db.candidateImportOutcome)
    throw conflict('Save the column mapping before the dry run or the import.');
  return db.candidateImportOutcome;
}

export const candidateImportHandlers = [
  http.post(
    api('/api/candidate-imports'),
    staffAnswer(async ({ request }) => {
      const file = (await request.formData()).get('file');
      // jsdom's File reaches the handler as text: the part's presence is what is checked.
      if (file === null || file === '' || !db.candidateImport) {
        const message = candidateImportMessages.fileRequired;
        throw badRequest(message, { file: message });
      }
      return ok({ message: 'File read', data: db.candidateImport }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/candidate-imports/:id/mapping'),
    staffAnswer(async ({ params, request }) => {
      const upload = waiting(params.id);
      const values = await validateWith(candidateImportMappingSchema, await request.json());
      if (values.fields.length !== upload.headers.length) {
        const message = candidateImportMessages.columnsMismatch;
        throw badRequest(message, { fields: message });
      }
      Object.assign(upload, {
        fields: values.fields,
        consentSource: values.consentSource,
        mappingSaved: true,
      });
      return ok({ message: 'Mapping saved', data: upload });
    }),
  ),
  http.post(
    api('/api/candidate-imports/:id/dry-run'),
    staffAnswer(({ params }) => {
      waiting(params.id);
      return ok({ data: outcome() });
    }),
  ),
  http.post(
    api('/api/candidate-imports/:id/apply'),
    staffAnswer(({ params }) => {
      const upload = waiting(params.id);
      const planned = outcome();
      upload.status = 'applied';
      const rows = planned.rows.map((row, index) =>
        row.outcome === 'create' ? { ...row, candidateId: 900 + index } : row,
      );
      return ok({ data: { counts: planned.counts, rows } });
    }),
  ),
  http.post(
    api('/api/candidate-imports/:id/discard'),
    staffAnswer(({ params }) => {
      const upload = waiting(params.id);
      upload.status = 'discarded';
      return ok({ message: 'Import discarded', data: upload });
    }),
  ),
];
