import zlib from 'node:zlib';
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

  // Counted in event-loop turns and bytes, not milliseconds, so a busy machine cannot fail it.
  it('unpacks a bomb a piece at a time, giving the event loop a turn between pieces', async () => {
    const bomb = await zip([
      { name: '[Content_Types].xml', content: zeros(64 * 1024 * 1024) },
      { name: 'word/document.xml', content: DOCUMENT_XML },
    ]);
    let turn = 0;
    let counting = true;
    const countTurns = () => {
      if (!counting) return;
      turn += 1;
      setImmediate(countTurns);
    };
    /** Bytes inflated in each event-loop turn. */
    const inflatedPerTurn = new Map<number, number>();
    const push = zlib.InflateRaw.prototype.push;
    const inflates = jest.spyOn(zlib.InflateRaw.prototype, 'push').mockImplementation(function (
      this: zlib.InflateRaw,
      chunk: unknown,
      encoding,
    ) {
      if (Buffer.isBuffer(chunk)) {
        inflatedPerTurn.set(turn, (inflatedPerTurn.get(turn) ?? 0) + chunk.length);
      }
      return push.call(this, chunk, encoding);
    });
    try {
      setImmediate(countTurns);
      const response = await send(bomb);
      expect(response.statusCode).toBe(415);
    } finally {
      counting = false;
      inflates.mockRestore();
    }
    const inflated = [...inflatedPerTurn.values()];
    // Stopped at the 50 MiB budget, well short of the 64 MiB the entry holds.
    const total = inflated.reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeGreaterThan(50 * 1024 * 1024);
    expect(total).toBeLessThanOrEqual(51 * 1024 * 1024);
    // Never more than 1 MiB inflated without letting other requests in.
    expect(Math.max(...inflated)).toBeLessThanOrEqual(1024 * 1024);
  });
});
