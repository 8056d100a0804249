import { IMPORT_MAX_ROWS, type ImportFileKind } from '@vistaar/shared/config/candidate-import';
import { candidateImportMessages as m } from '@vistaar/shared/validation';
import { parseCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { isSafeXlsx, looksLikeZip } from '../files';

export interface ImportTable {
  kind: ImportFileKind;
  headers: string[];
  rows: string[][];
}

const unreadable = () => badRequest(m.fileUnreadable, { file: m.fileUnreadable });

/** A spreadsheet cell as text: dates as YYYY-MM-DD, numbers as written. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  // Checked as every zip upload is (entries, real unpacked size, macros) before it is parsed.
  if (!(await isSafeXlsx(content))) throw unreadable();
  try {
    // The spreadsheet reader loads with the first workbook imported.
    const { readSheet } = await import('read-excel-file/node');
    const sheet = await readSheet(content);
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

function readCsv(content: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw unreadable();
  }
  if (text.includes('\u0000')) throw unreadable();
  const rows = parseCsv(text);
  if (!rows) throw unreadable();
  return rows;
}

/**
 * An uploaded file as a header row and rows of text, decided by its bytes: a zip must be an
 * XLSX workbook (its first sheet is read), anything else must be UTF-8 CSV. Every row is cut
 * or padded to the header's width; blank rows are dropped.
 */
export async function readImportFile(content: Buffer): Promise<ImportTable> {
  const kind: ImportFileKind = looksLikeZip(content) ? 'xlsx' : 'csv';
  const table = (kind === 'xlsx' ? await readXlsx(content) : readCsv(content)).filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );
  const [header, ...rest] = table;
  if (!header) throw badRequest(m.noHeader, { file: m.noHeader });
  let width = header.length;
  while (width > 0 && header[width - 1].trim() === '') width -= 1;
  const headers = header.slice(0, width).map((cell) => cell.trim());
  if (headers.length === 0) throw badRequest(m.noHeader, { file: m.noHeader });
  if (rest.length === 0) throw badRequest(m.noRows, { file: m.noRows });
  if (rest.length > IMPORT_MAX_ROWS) throw badRequest(m.tooManyRows, { file: m.tooManyRows });
  const rows = rest.map((row) => headers.map((_, index) => (row[index] ?? '').trim()));
  return { kind, headers, rows };
}
