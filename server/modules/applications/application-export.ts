import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { APPLICATION_SOURCE_LABELS, NOTICE_PERIOD_LABELS } from '@vistaar/shared/config/candidates';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import { UTF8_BOM, csvLine } from '../../lib/csv';
import { GENERAL_APPLICATION_TITLE } from './applications-repository';
import {
  applicationExportBatch,
  exportStart,
  type ApplicationExportRow,
  type ApplicationFilters,
} from './application-list-repository';

/** Rows read per query: small enough to keep memory flat, large enough to keep queries few. */
const BATCH_SIZE = 1000;

const HEADER = [
  'Application id',
  'Applied (UTC)',
  'Full name',
  'E-mail',
  'Phone',
  'Job',
  'Department',
  'Location',
  'Stage',
  'In stage since (UTC)',
  'Experience (years)',
  'Current employer',
  'Current CTC',
  'Expected CTC',
  'Current CTC (rupees a year)',
  'Expected CTC (rupees a year)',
  'Notice period',
  'Serving notice',
  'Source',
  'Source detail',
  'City',
  'State',
];

/** 'Until 2026-07-31' for a last working day; '' when not given. */
function noticeCell(row: ApplicationExportRow): string {
  if (row.notice_period === null) return '';
  return row.notice_period === 'date'
    ? `Until ${row.notice_until ?? ''}`
    : NOTICE_PERIOD_LABELS[row.notice_period];
}

const cells = (row: ApplicationExportRow) => [
  row.id,
  row.created_at,
  `${row.first_name} ${row.last_name}`,
  row.email,
  row.phone,
  row.job_id === null ? GENERAL_APPLICATION_TITLE : row.job_title,
  row.job_department,
  row.job_location,
  row.stage_name,
  row.stage_entered_at,
  row.job_experience,
  row.current_employer,
  row.current_ctc,
  row.expected_ctc,
  // Plain numbers, so a spreadsheet can sort and sum them.
  row.current_ctc_amount ?? '',
  row.expected_ctc_amount ?? '',
  noticeCell(row),
  row.serving_notice === 1 ? 'Yes' : 'No',
  APPLICATION_SOURCE_LABELS[row.source],
  row.source_detail,
  row.city,
  row.state,
];

/**
 * The desk's applications under these filters as CSV (UTF-8 with a BOM), read batch by batch
 * as the client takes the file, so memory stays flat however many rows there are.
 */
export function applicationsCsv(
  db: Kysely<Database>,
  filters: ApplicationFilters,
  asOf: string,
): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(HEADER);
    let after = exportStart(asOf);
    for (;;) {
      const rows = await applicationExportBatch(db, filters, after, BATCH_SIZE);
      if (rows.length > 0) yield rows.map((row) => csvLine(cells(row))).join('');
      if (rows.length < BATCH_SIZE) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.created_at, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Sends the file as a download named after the day in India it was made. */
export function sendApplicationsCsv(reply: FastifyReply, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="applications-${indiaToday()}.csv"`)
    .send(csv);
}
