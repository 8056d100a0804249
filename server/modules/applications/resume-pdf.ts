/** A one-page resume as a small, valid PDF 1.4 (demo data and tests; no PDF library needed). */
export interface ResumeContent {
  name: string;
  headline: string;
  contact: string;
  sections: { heading: string; lines: string[] }[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const WRAP_AT = 88;

/** The standard fonts speak WinAnsi; anything else becomes '?', and string delimiters are escaped. */
function pdfString(value: string): string {
  const ascii = value.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function wrap(line: string, width = WRAP_AT): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out.length > 0 ? out : [''];
}

function pageContent(resume: ResumeContent): string {
  const ops: string[] = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN - 10} Td`];
  ops.push('/F2 20 Tf', `${pdfString(resume.name)} Tj`, '0 -22 Td');
  ops.push('/F1 12 Tf', `${pdfString(resume.headline)} Tj`, '0 -16 Td');
  ops.push('/F1 10 Tf', `${pdfString(resume.contact)} Tj`, '0 -28 Td');
  for (const section of resume.sections) {
    ops.push('/F2 12 Tf', `${pdfString(section.heading)} Tj`, '0 -17 Td', '/F1 10.5 Tf');
    for (const line of section.lines) {
      for (const piece of wrap(line)) ops.push(`${pdfString(piece)} Tj`, '0 -14 Td');
    }
    ops.push('0 -10 Td');
  }
  ops.push('ET');
  return ops.join('\n');
}

/** Writes the objects and a cross-reference table whose byte offsets match exactly. */
export function resumePdf(resume: ResumeContent): Buffer {
  const content = pageContent(resume);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`Resume - ${resume.name}`)} /Producer (Vistaar Infotech careers) >>`,
  ];
  // The binary comment on line 2 tells transfer tools the file is not plain text.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  const entries = [
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  body +=
    `xref\n0 ${objects.length + 1}\n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
