import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, validApplication } from './careers-fixtures';
import { CONTENT_TYPES, DOCUMENT_XML, MACRO_CONTENT_TYPES, docx, zip } from './zip-fixtures';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const zeros = (bytes: number) => Buffer.alloc(bytes);

describe(`DOCX resumes are checked by really unpacking them (${dialect})`, () => {
  let ctx: TestContext;
  let applicant = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (content: Buffer) =>
    apply(ctx, validApplication({ email: `applicant${(applicant += 1)}@example.com` }), {
      name: 'resume.docx',
      type: DOCX_TYPE,
      content,
    });

  it('accepts a plain Word document', async () => {
    expect((await send(await docx())).statusCode).toBe(201);
  });

  it.each([
    [
      'a document.xml that unpacks far past the limit',
      async () => docx([], zeros(64 * 1024 * 1024)),
    ],
    [
      'a document.xml that declares 1,000 bytes and unpacks to 64 MiB',
      async () =>
        zip([
          { name: '[Content_Types].xml', content: CONTENT_TYPES },
          { name: 'word/document.xml', content: zeros(64 * 1024 * 1024), declaredSize: 1000 },
        ]),
    ],
    [
      'a [Content_Types].xml bomb',
      async () =>
        zip([
          { name: '[Content_Types].xml', content: zeros(64 * 1024 * 1024) },
          { name: 'word/document.xml', content: DOCUMENT_XML },
        ]),
    ],
    [
      'a second, macro-enabled [Content_Types].xml',
      async () => docx([{ name: '[Content_Types].xml', content: MACRO_CONTENT_TYPES }]),
    ],
    [
      'the same part twice in another case',
      async () => docx([{ name: 'WORD/document.xml', content: DOCUMENT_XML }]),
    ],
    ['a path out of the archive', async () => docx([{ name: '../../evil.sh', content: 'x' }])],
    ['an absolute path', async () => docx([{ name: '/etc/cron.d/evil', content: 'x' }])],
    ['a macro project', async () => docx([{ name: 'word/vbaProject.bin', content: 'x' }])],
    [
      'a macro-enabled content type',
      async () =>
        zip([
          { name: '[Content_Types].xml', content: MACRO_CONTENT_TYPES },
          { name: 'word/document.xml', content: DOCUMENT_XML },
        ]),
    ],
  ])('refuses %s with 415', async (_name, build) => {
    const response = await send(await build());
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('keeps the event loop free while unpacking a bomb', async () => {
    const bomb = await zip([
      { name: '[Content_Types].xml', content: zeros(64 * 1024 * 1024), declaredSize: 1000 },
      { name: 'word/document.xml', content: DOCUMENT_XML },
    ]);
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const response = await send(bomb);
    clearInterval(timer);
    expect(response.statusCode).toBe(415);
    expect(longestGap).toBeLessThan(250);
  });
});
