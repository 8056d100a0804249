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

/**
 * One RFC 4180 field. A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: AuditRow[]): string {
  const lines = [
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
  ].map((cells) => cells.map(field).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
