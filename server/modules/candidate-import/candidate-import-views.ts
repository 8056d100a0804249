import type { ImportField } from '@vistaar/shared/config/candidate-import';
import { suggestImportMapping } from '@vistaar/shared/config/candidate-import';
import type { CandidateImport } from '@vistaar/shared/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';

type ImportRow = Selectable<Database['candidate_imports']>;

export const importHeaders = (row: ImportRow) => JSON.parse(row.headers) as string[];

export const savedFields = (row: ImportRow) =>
  row.fields === null ? null : (JSON.parse(row.fields) as ImportField[]);

/** An import with its mapping: the saved one, or the one suggested by its headings. */
export function toCandidateImport(row: ImportRow): CandidateImport {
  const headers = importHeaders(row);
  const saved = savedFields(row);
  return {
    id: row.id,
    fileName: row.file_name,
    fileKind: row.file_kind,
    rowsCount: row.rows_count,
    status: row.status,
    headers,
    fields: saved ?? suggestImportMapping(headers),
    mappingSaved: saved !== null,
    consentSource: row.consent_source,
    createdAt: row.created_at,
  };
}
