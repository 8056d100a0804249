import { csvLine } from '../../lib/csv';
import type { AuditRow } from './audit-repository';

const HEADER = [
  'When (UTC)',
  'Staff member',
  'E-mail',
  'Action',
  'Record',
  'Record id',
  'Details',
  'Address',
];

export function auditCsv(rows: AuditRow[]): string {
  return [
    HEADER,
    ...rows.map((row) => [
      row.created_at,
      row.staff_name,
      row.staff_email,
      row.action,
      row.entity,
      row.entity_id,
      row.details,
      row.ip,
    ]),
  ]
    .map(csvLine)
    .join('');
}
