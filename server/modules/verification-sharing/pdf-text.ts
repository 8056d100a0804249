import type { PDFDocument, PDFFont } from 'pdf-lib';
import { company } from '@vistaar/shared/config/company';

/*
 * Text fitting for the PDFs the server writes (letters, offers, breach reports). Kept apart from
 * the renderers, which load pdf-lib, so a module that only needs these does not load it.
 */

// The standard fonts cover Windows-1252 only; anything else is shown as '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const printable = (text: string) =>
  [...text]
    .map((ch) =>
      (ch >= ' ' && ch <= '~') || (ch >= '\u00a0' && ch <= '\u00ff') || WIN_ANSI_EXTRA.includes(ch)
        ? ch
        : '?',
    )
    .join('');

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * What a PDF the server writes says about itself: the company as its author and maker, and the
 * moment it stands for instead of the moment it was built, so the same content always gives
 * the same bytes.
 */
export function describeCompanyPdf(
  doc: PDFDocument,
  about: { title: string; subject?: string; keywords?: string[]; at: Date },
): void {
  doc.setTitle(about.title);
  if (about.subject !== undefined) doc.setSubject(about.subject);
  doc.setAuthor(company.legalName);
  doc.setCreator(company.name);
  doc.setProducer(company.name);
  if (about.keywords) doc.setKeywords(about.keywords);
  doc.setCreationDate(about.at);
  doc.setModificationDate(about.at);
}

/** A letter's check page address as a QR code image in the document; `scale`: pixels a module. */
export async function embedCheckQrCode(doc: PDFDocument, checkUrl: string, scale: number) {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(checkUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale,
  });
  return doc.embedPng(png);
}
