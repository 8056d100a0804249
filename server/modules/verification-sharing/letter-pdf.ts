import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { VerificationDisclosure } from '@vistaar/shared/contract';
import { company, formatAddress } from '@vistaar/shared/config/company';
import { NOT_SHARED_TEXT } from '@vistaar/shared/config/verification-sharing';
import { describeCompanyPdf, embedCheckQrCode, printable, wrap } from './pdf-text';

/**
 * The signed letter as a PDF: the letterhead, the same fields as the verifier page (the
 * withheld ones named as such), the verification ID, the content hash and a QR code to the
 * public check page. The signed disclosure travels in the document's keywords. Built from
 * the share alone with fixed dates, so the same share always gives the same bytes.
 */

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.33, 0.75);

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export async function renderLetterPdf(letter: {
  disclosure: VerificationDisclosure;
  jws: string;
  contentHash: string;
  checkUrl: string;
}): Promise<Uint8Array> {
  const { disclosure } = letter;
  const doc = await PDFDocument.create({ updateMetadata: false });
  describeCompanyPdf(doc, {
    title: `Employment verification ${disclosure.verificationId}`,
    subject: disclosure.verificationId,
    keywords: [letter.jws],
    at: new Date(disclosure.issuedAt),
  });

  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const margin = 56;
  const text = (
    target: PDFPage,
    value: string,
    x: number,
    y: number,
    size: number,
    font = regular,
    color = INK,
  ) => target.drawText(printable(value), { x, y, size, font, color });

  // Letterhead.
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: ACCENT });
  text(page, company.legalName, margin, height - 60, 18, bold, ACCENT);
  text(page, formatAddress(), margin, height - 78, 9, regular, MUTED);
  text(
    page,
    `${company.siteUrl.replace(/^https?:\/\//, '')}  |  ${company.emails.support}`,
    margin,
    height - 91,
    9,
    regular,
    MUTED,
  );
  page.drawLine({
    start: { x: margin, y: height - 104 },
    end: { x: width - margin, y: height - 104 },
    thickness: 0.8,
    color: MUTED,
  });

  let y = height - 140;
  text(page, `Employment verification issued by ${company.name}`, margin, y, 15, bold);
  y -= 26;
  const intro =
    `To ${disclosure.verifierOrganisation} (${disclosure.verifierEmail}), for: ${disclosure.purpose}. ` +
    `With the consent of ${disclosure.employeeName}, we confirm the following from our records. ` +
    'Only the fields the employee chose to share are given; the others are marked as not shared.';
  for (const line of wrap(intro, regular, 10.5, width - 2 * margin)) {
    text(page, line, margin, y, 10.5);
    y -= 15;
  }

  y -= 12;
  const labelX = margin;
  const valueX = margin + 170;
  const rows: [string, string | null][] = [
    ['Employee', disclosure.employeeName],
    ...disclosure.fields.map((field): [string, string | null] => [field.label, field.value]),
  ];
  for (const [label, value] of rows) {
    page.drawLine({
      start: { x: margin, y: y - 6 },
      end: { x: width - margin, y: y - 6 },
      thickness: 0.4,
      color: rgb(0.85, 0.87, 0.9),
    });
    text(page, label, labelX, y, 10.5, bold);
    if (value === null) text(page, NOT_SHARED_TEXT, valueX, y, 10.5, regular, MUTED);
    else text(page, value, valueX, y, 10.5);
    y -= 22;
  }

  y -= 10;
  const facts: [string, string][] = [
    ['Verification ID', disclosure.verificationId],
    ['Issued', longDate(disclosure.issuedAt)],
    ['Valid until', longDate(disclosure.expiresAt)],
  ];
  for (const [label, value] of facts) {
    text(page, label, labelX, y, 10.5, bold);
    text(page, value, valueX, y, 10.5);
    y -= 18;
  }
  text(page, 'Content hash (SHA-256)', labelX, y, 10.5, bold);
  text(page, letter.contentHash, valueX, y, 7.5, regular, MUTED);

  // The QR code and how to check the letter.
  const image = await embedCheckQrCode(doc, letter.checkUrl, 6);
  const qrSize = 120;
  const qrY = 90;
  page.drawImage(image, { x: margin, y: qrY, width: qrSize, height: qrSize });
  let checkY = qrY + qrSize - 14;
  const checkText = [
    'Check this letter',
    'Scan the code or open the address below, then enter the verification ID or upload this PDF. ' +
      'The check page says whether the letter is genuine and whether it is still active, has expired or was revoked by the employee.',
    letter.checkUrl,
  ];
  text(page, checkText[0], margin + qrSize + 18, checkY, 11, bold);
  checkY -= 16;
  for (const line of wrap(checkText[1], regular, 9.5, width - 2 * margin - qrSize - 18)) {
    text(page, line, margin + qrSize + 18, checkY, 9.5, regular, MUTED);
    checkY -= 13;
  }
  text(page, checkText[2], margin + qrSize + 18, checkY - 4, 8, regular, ACCENT);

  text(
    page,
    `Signed electronically by ${company.legalName}; public keys at /.well-known/jwks.json. No handwritten signature is required.`,
    margin,
    56,
    8,
    regular,
    MUTED,
  );
  return doc.save({ useObjectStreams: false });
}
