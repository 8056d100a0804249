/**
 * One RFC 4180 field. A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, with the CRLF ending RFC 4180 asks for. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvField).join(',')}\r\n`;

/** Tells spreadsheet programs (Excel above all) that the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';
