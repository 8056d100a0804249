import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { company, formatAddress } from '@vistaar/shared/config/company';
import type { BreakupLine } from '@vistaar/shared/lib/ctc';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { describeCompanyPdf, embedCheckQrCode, printable } from '../verification-sharing';
import { isBreakupBlock, type Block } from './letter-html';
import { longDate, pdfRupees } from './offer-values';

/**
 * The offer letter as a PDF (letterhead, the filled-in template, the break-up as a table) and
 * the signed acceptance: the letter's own pages unchanged plus one acceptance page, with the
 * signed statement in the document's keywords, as the verification letters carry theirs.
 */

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.33, 0.75);
const RULE = rgb(0.85, 0.87, 0.9);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BOTTOM = 72;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

const fontFor = (fonts: Fonts, bold: boolean, italic: boolean) =>
  bold ? (italic ? fonts.boldItalic : fonts.bold) : italic ? fonts.italic : fonts.regular;

/** Draws pages top to bottom, starting a new page (with the letterhead) when one is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly reference: string,
  ) {
    this.newPage();
  }

  get width() {
    return A4[0] - 2 * MARGIN;
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    const { width, height } = this.page.getSize();
    this.page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: ACCENT });
    this.text(company.legalName, MARGIN, height - 56, 16, this.fonts.bold, ACCENT);
    this.text(formatAddress(), MARGIN, height - 72, 8.5, this.fonts.regular, MUTED);
    this.text(
      this.reference,
      width - MARGIN - this.fonts.regular.widthOfTextAtSize(this.reference, 8.5),
      height - 56,
      8.5,
      this.fonts.regular,
      MUTED,
    );
    this.page.drawLine({
      start: { x: MARGIN, y: height - 84 },
      end: { x: width - MARGIN, y: height - 84 },
      thickness: 0.8,
      color: MUTED,
    });
    this.y = height - 112;
  }

  room(needed: number) {
    if (this.y - needed < BOTTOM) this.newPage();
  }

  text(value: string, x: number, y: number, size: number, font: PDFFont, color = INK) {
    this.page.drawText(printable(value), { x, y, size, font, color });
  }

  /** Runs of mixed fonts, wrapped word by word to the text width. */
  runs(
    lines: { text: string; bold: boolean; italic: boolean }[][],
    size: number,
    indent = 0,
    lead?: string,
  ) {
    const lineHeight = size * 1.45;
    let first = true;
    for (const runs of lines) {
      const words = runs.flatMap((run) =>
        printable(run.text)
          .split(/(\s+)/)
          .filter((part) => part.length > 0)
          .map((part) => ({ part, font: fontFor(this.fonts, run.bold, run.italic) })),
      );
      let x = 0;
      let pending: typeof words = [];
      const flush = () => {
        this.room(lineHeight);
        if (first && lead) {
          const leadX = MARGIN + indent - 6 - this.fonts.regular.widthOfTextAtSize(lead, size);
          this.text(lead, leadX, this.y, size, this.fonts.regular);
        }
        first = false;
        let cursor = MARGIN + indent;
        for (const word of pending) {
          this.text(word.part, cursor, this.y, size, word.font);
          cursor += word.font.widthOfTextAtSize(word.part, size);
        }
        this.y -= lineHeight;
        pending = [];
        x = 0;
      };
      for (const word of words) {
        const w = word.font.widthOfTextAtSize(word.part, size);
        if (/^\s+$/.test(word.part)) {
          if (pending.length) {
            pending.push({ part: ' ', font: word.font });
            x += word.font.widthOfTextAtSize(' ', size);
          }
          continue;
        }
        if (x + w > this.width - indent && pending.length) {
          while (pending.length && /^\s+$/.test(pending[pending.length - 1].part)) pending.pop();
          flush();
        }
        pending.push(word);
        x += w;
      }
      flush();
    }
  }
}

async function fonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await doc.embedFont(StandardFonts.HelveticaBoldOblique),
  };
}

function breakupTable(
  writer: Writer,
  breakup: readonly BreakupLine[],
  ctc: number,
  inWords: string,
) {
  const size = 10;
  const amountRight = MARGIN + writer.width;
  const row = (label: string, amount: string, font: PDFFont) => {
    writer.room(20);
    writer.text(label, MARGIN + 6, writer.y, size, font);
    writer.text(
      amount,
      amountRight - 6 - font.widthOfTextAtSize(printable(amount), size),
      writer.y,
      size,
      font,
    );
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y - 6 },
      end: { x: amountRight, y: writer.y - 6 },
      thickness: 0.4,
      color: RULE,
    });
    writer.y -= 20;
  };
  writer.y -= 4;
  row('Component', 'Per year', writer.fonts.bold);
  for (const line of breakup) row(line.label, pdfRupees(line.amount), writer.fonts.regular);
  row('Total cost to company (CTC)', pdfRupees(ctc), writer.fonts.bold);
  writer.runs([[{ text: `In words: ${inWords}`, bold: false, italic: true }]], 9.5);
  writer.y -= 6;
}

export interface LetterContent {
  reference: string;
  issuedAt: string;
  blocks: readonly Block[];
  breakup: readonly BreakupLine[];
  ctc: number;
  ctcInWords: string;
  draft: boolean;
}

/** The letter. A draft says so across each page, so a preview is never mistaken for an offer. */
export async function renderOfferLetterPdf(letter: LetterContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  describeCompanyPdf(doc, {
    title: `Offer letter ${letter.reference}`,
    subject: letter.reference,
    at: new Date(letter.issuedAt),
  });
  const writer = new Writer(doc, await fonts(doc), letter.reference);
  writer.text(
    longDate(indiaDateOf(letter.issuedAt)),
    MARGIN,
    writer.y,
    10,
    writer.fonts.regular,
    MUTED,
  );
  writer.y -= 28;
  let number = 0;
  let previous: Block['type'] | undefined;
  for (const block of letter.blocks) {
    const isList = block.type === 'ul' || block.type === 'ol';
    // A list keeps its items together and leaves a gap before what follows it.
    if (previous && (previous === 'ul' || previous === 'ol') && !isList) writer.y -= 6;
    previous = block.type;
    if (isBreakupBlock(block)) {
      breakupTable(writer, letter.breakup, letter.ctc, letter.ctcInWords);
      continue;
    }
    number = block.type === 'ol' ? number + 1 : 0;
    if (block.type === 'h2' || block.type === 'h3') {
      const size = block.type === 'h2' ? 14 : 12;
      writer.y -= 6;
      writer.room(size * 3);
      writer.runs(
        block.lines.map((line) => line.map((run) => ({ ...run, bold: true }))),
        size,
      );
      writer.y -= 2;
    } else if (block.type === 'ul' || block.type === 'ol') {
      writer.runs(block.lines, 10.5, 18, block.type === 'ul' ? '•' : `${number}.`);
    } else {
      writer.runs(block.lines, 10.5);
      writer.y -= 6;
    }
  }
  writer.room(60);
  writer.y -= 18;
  writer.text(`For ${company.legalName}`, MARGIN, writer.y, 10.5, writer.fonts.bold);
  writer.text(
    'This letter is issued electronically. The candidate accepts it online through their private link.',
    MARGIN,
    BOTTOM - 28,
    8,
    writer.fonts.regular,
    MUTED,
  );
  if (letter.draft) {
    for (const page of doc.getPages()) {
      page.drawText('DRAFT - NOT AN OFFER', {
        x: 120,
        y: 300,
        size: 44,
        font: writer.fonts.bold,
        color: rgb(0.85, 0.2, 0.2),
        opacity: 0.18,
        rotate: degrees(35),
      });
    }
  }
  return doc.save({ useObjectStreams: false });
}

export interface Acceptance {
  reference: string;
  candidateName: string;
  typedName: string;
  acceptedAt: string;
  address: string;
  ipAddress: string;
  letterSha256: string;
  jws: string;
  checkUrl: string;
}

/** The letter's bytes with an acceptance page added; the signed statement in its keywords. */
export async function renderSignedAcceptancePdf(
  letterBytes: Uint8Array,
  acceptance: Acceptance,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(letterBytes, { updateMetadata: false });
  const accepted = new Date(acceptance.acceptedAt);
  doc.setTitle(`Accepted offer ${acceptance.reference}`);
  doc.setSubject(acceptance.reference);
  doc.setKeywords([acceptance.jws]);
  doc.setModificationDate(accepted);
  const writer = new Writer(doc, await fonts(doc), acceptance.reference);
  writer.text('Acceptance of the offer', MARGIN, writer.y, 15, writer.fonts.bold);
  writer.y -= 26;
  writer.runs(
    [
      [
        {
          text: `${acceptance.candidateName} accepted the offer ${acceptance.reference} of ${company.legalName} online, by typing their full name and confirming the acceptance.`,
          bold: false,
          italic: false,
        },
      ],
    ],
    10.5,
  );
  writer.y -= 10;
  const rows: [string, string, number][] = [
    ['Name typed', acceptance.typedName, 10.5],
    ['Accepted at', formatIndiaDateTime(acceptance.acceptedAt), 10.5],
    ['Address', acceptance.address || 'Not given', 10.5],
    ['From network address', acceptance.ipAddress, 10.5],
    ['Offer reference', acceptance.reference, 10.5],
    ['Letter SHA-256', acceptance.letterSha256, 7.5],
  ];
  const valueX = MARGIN + 150;
  for (const [label, value, size] of rows) {
    writer.text(label, MARGIN, writer.y, 10.5, writer.fonts.bold);
    writer.text(value, valueX, writer.y, size, writer.fonts.regular);
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y - 6 },
      end: { x: MARGIN + writer.width, y: writer.y - 6 },
      thickness: 0.4,
      color: RULE,
    });
    writer.y -= 22;
  }
  writer.y -= 8;
  writer.runs(
    [
      [
        {
          text: 'The SHA-256 above is of the offer letter exactly as sent (the pages before this one). This document is signed electronically with the same keys as our employment verification letters (published at /.well-known/jwks.json); upload it on the check page to confirm it is genuine and unchanged.',
          bold: false,
          italic: false,
        },
      ],
    ],
    9.5,
  );
  const image = await embedCheckQrCode(doc, acceptance.checkUrl, 5);
  writer.room(120);
  writer.page.drawImage(image, { x: MARGIN, y: writer.y - 100, width: 100, height: 100 });
  writer.text(acceptance.checkUrl, MARGIN + 112, writer.y - 50, 8.5, writer.fonts.regular, ACCENT);
  return doc.save({ useObjectStreams: false });
}
