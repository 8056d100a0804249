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

/**
 * Reads RFC 4180 text into rows of cells: fields in double quotes may hold commas, line
 * breaks and doubled quotes; records end with CRLF or LF; a leading byte order mark is
 * dropped, as are rows with no text in any cell. Returns null for a quote left open or
 * text after a closing quote, which no well-formed file has.
 */
export function parseCsv(input: string): string[][] | null {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  const endField = () => {
    row.push(field);
    field = '';
    afterQuote = false;
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
    } else if (char === ',') endField();
    else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      endRow();
    } else if (afterQuote) return null;
    else if (char === '"' && field === '') quoted = true;
    else field += char;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
