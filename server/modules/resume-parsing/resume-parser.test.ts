import { readFileSync } from 'node:fs';
import path from 'node:path';
import workerThreads from 'node:worker_threads';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';
import { detectResumeType } from '../files';
import { parseResume } from '.';

// Every test here starts the real worker thread, which loads pdfjs or mammoth.
jest.setTimeout(180_000);

const TODAY = new Date('2026-01-10T00:00:00Z');
/*
 * Each worker loads pdfjs from source here; beside the other test lanes on two cores that
 * took longer than the production limit, so the tests that are not about the limit give it
 * room (the limit itself is tested below with a tiny one).
 */
const ROOM = 150_000;

async function pdf(
  draw: (page: { text(text: string, x: number, y: number, size?: number): void }) => void,
) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  draw({ text: (text, x, y, size = 10) => page.drawText(text, { x, y, size, font }) });
  return Buffer.from(await doc.save());
}

const lines = (texts: string[], x = 50, top = 790) =>
  pdf((page) => texts.forEach((text, index) => page.text(text, x, top - index * 16)));

describe('parseResume through its worker', () => {
  it('reads a PDF and proposes its fields with their source lines', async () => {
    const bytes = await lines([
      'Karthik Subramanian',
      'karthik.s@gmail.com | +91 98450 12345 | Chennai, Tamil Nadu',
      'Professional Summary',
      'Backend developer with 6+ years of experience in Java and Spring Boot.',
      'Work Experience',
      'Senior Software Engineer | Infosys Ltd | Jan 2020 - Present',
      'Education',
      'B.Tech (Computer Science), NIT Trichy, 2017',
      'Personal Details',
      'Current CTC: 12.5 LPA',
      'Expected CTC: Rs. 18,00,000 per annum',
      'Notice Period: Serving notice, LWD 15 Jan',
    ]);
    expect(await detectResumeType(bytes)).toBe('pdf');

    const result = await parseResume(bytes, 'pdf', {
      today: TODAY,
      jobSkills: ['Spring'],
      timeLimitMs: ROOM,
    });

    expect(result.status).toBe('parsed');
    if (result.status !== 'parsed') return;
    expect(result.fields).toMatchObject({
      fullName: { value: 'Karthik Subramanian', source: 'Karthik Subramanian' },
      email: { value: 'karthik.s@gmail.com' },
      phone: {
        value: '+919845012345',
        source: 'karthik.s@gmail.com | +91 98450 12345 | Chennai, Tamil Nadu',
      },
      currentEmployer: { value: 'Infosys Ltd' },
      currentTitle: { value: 'Senior Software Engineer' },
      totalExperienceYears: { value: 6 },
      currentCtc: { value: 1_250_000, source: 'Current CTC: 12.5 LPA' },
      expectedCtc: { value: 1_800_000 },
      noticePeriodDays: { value: 5, source: 'Notice Period: Serving notice, LWD 15 Jan' },
      location: { value: 'Chennai' },
      education: { value: { degree: 'B.Tech', institution: 'NIT Trichy' } },
    });
    expect(result.fields.skills?.map((skill) => skill.value)).toEqual(['Java', 'Spring Boot']);
    for (const proposal of Object.values(result.fields).flat()) {
      expect(proposal.confidence).toBeGreaterThan(0);
      expect(proposal.confidence).toBeLessThanOrEqual(1);
      expect(result.text).toContain(proposal.source.split('\n')[0]);
    }
  });

  it('reads a two-column PDF column by column, not across', async () => {
    const sidebar = [
      'CONTACT',
      'anusha.rao@outlook.com',
      '9876543210',
      'Pune, Maharashtra',
      'SKILLS',
      'Python',
      'SQL',
    ];
    const main = [
      'Profile',
      'Data analyst with 4 yrs 6 months of experience in retail analytics and forecasting.',
      'Employment History',
      'Wipro Limited, Pune',
      'Data Analyst',
      'Mar 2021 to Till Date',
      'Built weekly demand forecasts for 300 stores.',
    ];
    const bytes = await pdf((page) => {
      page.text('Anusha Rao', 30, 800, 22);
      sidebar.forEach((text, index) => page.text(text, 24, 740 - index * 13, 9));
      main.forEach((text, index) => page.text(text, 215, 745 - index * 17, 10));
    });

    const result = await parseResume(bytes, 'pdf', { today: TODAY, timeLimitMs: ROOM });

    expect(result.status).toBe('parsed');
    if (result.status !== 'parsed') return;
    expect(result.text.split('\n')).toEqual(['Anusha Rao', ...sidebar, ...main]);
    expect(result.fields.totalExperienceYears?.value).toBe(4.5);
    expect(result.fields.currentEmployer?.value).toBe('Wipro Limited');
    expect(result.fields.currentTitle?.value).toBe('Data Analyst');
    expect(result.fields.location?.value).toBe('Pune');
  });

  it('reads a DOCX with a Devanagari name, keeping each table row on one line', async () => {
    const row = (...cells: string[]) =>
      new TableRow({
        children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
      });
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'सुनीता देवी', bold: true })] }),
            new Paragraph('Email: sunita.devi@rediffmail.com'),
            new Paragraph('Mobile: 0 98765 43210'),
            new Paragraph('Employment History'),
            new Table({
              rows: [
                row('Company', 'Designation', 'Duration'),
                row('HDFC Bank', 'Accounts Executive', 'Apr 2019 – Present'),
              ],
            }),
            new Paragraph('Other Details'),
            new Table({
              rows: [row('Current CTC', '₹ 9,50,000'), row('Notice Period', '2 months')],
            }),
          ],
        },
      ],
    });
    const bytes = await Packer.toBuffer(document);
    expect(await detectResumeType(bytes)).toBe('docx');

    const result = await parseResume(bytes, 'docx', { today: TODAY, timeLimitMs: ROOM });

    expect(result.status).toBe('parsed');
    if (result.status !== 'parsed') return;
    expect(result.text).toContain('HDFC Bank | Accounts Executive | Apr 2019 – Present');
    expect(result.fields).toMatchObject({
      fullName: { value: 'सुनीता देवी' },
      phone: { value: '+919876543210' },
      currentEmployer: { value: 'HDFC Bank' },
      currentTitle: { value: 'Accounts Executive' },
      currentCtc: { value: 950_000, source: 'Current CTC | ₹ 9,50,000' },
      noticePeriodDays: { value: 60 },
    });
  });

  it('flags a PDF without a text layer as no_text and proposes nothing', async () => {
    const scan = readFileSync(path.resolve('tests/fixtures/resumes/44-scanned.pdf'));

    const result = await parseResume(scan, 'pdf', { today: TODAY, timeLimitMs: ROOM });

    expect(result).toEqual({ status: 'no_text', type: 'pdf' });
  });

  it('answers a damaged PDF or DOCX with a clear failure', async () => {
    const good = await lines(['Ravi Kumar', 'ravi@example.com']);
    const truncated = good.subarray(0, 200);

    expect(await parseResume(truncated, 'pdf', { timeLimitMs: ROOM })).toEqual({
      status: 'failed',
      reason: 'corrupt',
      message: 'The file could not be read; it may be damaged.',
    });
    expect(
      await parseResume(Buffer.from('PK\u0003\u0004 not a zip'), 'docx', { timeLimitMs: ROOM }),
    ).toMatchObject({
      status: 'failed',
      reason: 'corrupt',
    });
  });

  it('answers a password-protected PDF with its own reason', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const { context } = doc;
    // A standard security handler whose user password is not empty: no reader opens it unasked.
    context.trailerInfo.Encrypt = context.obj({
      Filter: PDFName.of('Standard'),
      V: PDFNumber.of(1),
      R: PDFNumber.of(2),
      O: PDFHexString.of('11'.repeat(32)),
      U: PDFHexString.of('22'.repeat(32)),
      P: PDFNumber.of(-4),
    });
    context.trailerInfo.ID = context.obj([
      PDFHexString.of('ab'.repeat(16)),
      PDFHexString.of('ab'.repeat(16)),
    ]);
    const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));

    expect(await parseResume(bytes, 'pdf', { timeLimitMs: ROOM })).toEqual({
      status: 'failed',
      reason: 'password',
      message: 'The file is password-protected, so it could not be read.',
    });
  });

  it('gives up when the worker runs past its time limit', async () => {
    const bytes = await lines(['Ravi Kumar', 'ravi@example.com']);

    expect(await parseResume(bytes, 'pdf', { timeLimitMs: 1 })).toEqual({
      status: 'failed',
      reason: 'timeout',
      message: 'Reading the file took too long.',
    });
  });

  it('runs at most two workers at once and queues the rest', async () => {
    const RealWorker = workerThreads.Worker;
    let live = 0;
    let most = 0;
    const spy = jest
      .spyOn(workerThreads, 'Worker')
      .mockImplementation((...args: ConstructorParameters<typeof RealWorker>) => {
        const worker = new RealWorker(...args);
        live += 1;
        most = Math.max(most, live);
        worker.once('exit', () => (live -= 1));
        return worker;
      });
    try {
      const bytes = await lines(['Divya Raghavan', 'divya@example.com', 'Notice Period: 30 days']);
      const results = await Promise.all(
        // From source each worker compiles its TypeScript first: slow beside three others.
        Array.from({ length: 3 }, () => parseResume(bytes, 'pdf', { timeLimitMs: ROOM })),
      );

      expect(
        results.map((result) => (result.status === 'failed' ? result.reason : result.status)),
      ).toEqual(['parsed', 'parsed', 'parsed']);
      expect(spy).toHaveBeenCalledTimes(3);
      expect(most).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses old Word files and files over the upload limit', async () => {
    expect(await parseResume(Buffer.from('x'), 'doc')).toMatchObject({
      status: 'failed',
      reason: 'unsupported',
    });
    expect(await parseResume(Buffer.alloc(5 * 1024 * 1024 + 1), 'pdf')).toMatchObject({
      status: 'failed',
      reason: 'too_large',
    });
  });
});
