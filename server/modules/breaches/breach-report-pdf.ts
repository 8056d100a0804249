import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { company, formatAddress } from '@vistaar/shared/config/company';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { describeCompanyPdf, printable, wrap } from '../verification-sharing';
import { boardReportSections, boardReportTitle, type BreachFacts } from './breach-texts';

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.33, 0.75);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * The Board's report as a PDF: the same sections as its text, over as many A4 pages as they
 * need, each page numbered and carrying the reference. Dated by when it was made.
 */
export async function renderBoardReportPdf(facts: BreachFacts, madeAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = boardReportTitle(facts);
  describeCompanyPdf(doc, { title, at: madeAt });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const draw = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(printable(value), { x, y, size, font, color });
  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: ACCENT });
    y = A4[1] - MARGIN;
  };
  const room = (needed: number) => {
    if (y - needed < MARGIN + 20) newPage();
  };
  const paragraph = (value: string, size: number, font: PDFFont, color = INK) => {
    for (const line of value.split('\n').flatMap((part) => wrap(part, font, size, width))) {
      room(size + 4);
      draw(line, MARGIN, size, font, color);
      y -= size + 4;
    }
  };

  newPage();
  draw(company.legalName, MARGIN, 16, bold, ACCENT);
  y -= 16;
  draw(formatAddress(), MARGIN, 9, regular, MUTED);
  y -= 30;
  paragraph(title, 15, bold);
  paragraph('To: the Data Protection Board of India', 10.5, regular, MUTED);
  paragraph(`Made on ${formatIndiaDateTime(madeAt.toISOString())}`, 10.5, regular, MUTED);
  y -= 8;
  for (const section of boardReportSections(facts)) {
    // A heading never ends a page: it keeps its first lines with it.
    room(70);
    y -= 8;
    paragraph(section.heading, 12, bold, ACCENT);
    y -= 2;
    for (const text of section.paragraphs) {
      paragraph(text, 10.5, regular);
      y -= 4;
    }
  }

  pages.forEach((each, index) => {
    each.drawText(printable(`${title}  |  page ${index + 1} of ${pages.length}`), {
      x: MARGIN,
      y: 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: false });
}
