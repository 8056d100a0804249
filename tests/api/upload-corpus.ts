import { PHOTO_MAX_BYTES, RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import { portraitPng } from '../../server/modules/employees/portrait-png';
import { samplePdf } from './careers-fixtures';
import { WORD_STREAMS, compoundFile } from './compound-file-fixtures';
import { CONTENT_TYPES, DOCUMENT_XML, MACRO_CONTENT_TYPES, docx, zip } from './zip-fixtures';

export interface CorpusFile {
  name: string;
  type: string;
  content: Buffer;
}

export interface CorpusEntry {
  /** What the file is, as the test names it. */
  name: string;
  /** A resume (POST /api/career/apply-jobs) or an employee photo (POST /api/employees). */
  target: 'resume' | 'photo';
  file: CorpusFile;
  /** The answer the server must give. */
  status: number;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const BOMB_BYTES = 60 * 1024 * 1024;

const text = (value: string) => Buffer.from(value, 'latin1');
const zeros = (bytes: number) => Buffer.alloc(bytes);
/** A file of exactly `bytes` that starts with `head`. */
const padded = (head: Buffer, bytes: number) =>
  Buffer.concat([head, zeros(bytes - head.length)], bytes);

const HTML = text(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
);
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>');
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  zeros(200),
  Buffer.from('ffd9', 'hex'),
]);
const WEBP = Buffer.concat([
  text('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  text('WEBPVP8 '),
  zeros(40),
]);
const GIF_SCRIPT = text('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(document.domain);//;');
const WINDOWS_EXE = padded(
  text('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'),
  1024,
);
const OLE_DOC = compoundFile(WORD_STREAMS);
/** Word keeps a document's macro project in a Macros storage holding a VBA storage. */
const MACRO_DOC = compoundFile([
  ...WORD_STREAMS,
  { name: 'Macros', kind: 'storage' },
  { name: 'VBA', kind: 'storage' },
  { name: 'dir', kind: 'stream' },
]);

/**
 * Files that attack the upload checks: polyglots, renamed images, archives that unpack to far
 * more than they say (honestly or not), macro documents, duplicate and escaping entry names,
 * hostile file names and the size limits to the byte. Built when the tests run, so no binary
 * sits in the repository.
 */
export async function uploadCorpus(): Promise<CorpusEntry[]> {
  const resume = (name: string, file: CorpusFile, status: number): CorpusEntry => ({
    name,
    target: 'resume',
    file,
    status,
  });
  const photo = (name: string, file: CorpusFile, status: number): CorpusEntry => ({
    name,
    target: 'photo',
    file,
    status,
  });
  const pdf = (name = 'resume.pdf', content = samplePdf()) => ({
    name,
    type: 'application/pdf',
    content,
  });
  const asDocx = (content: Buffer, name = 'resume.docx') => ({ name, type: DOCX_TYPE, content });
  const word = await docx();

  return [
    resume('a PDF', pdf(), 201),
    resume('a Word document (DOCX)', asDocx(word), 201),
    resume(
      'an old Word document (DOC)',
      { name: 'resume.doc', type: 'application/msword', content: OLE_DOC },
      201,
    ),
    resume(
      'an old Word document (DOC) with a macro project',
      { name: 'resume.doc', type: 'application/msword', content: MACRO_DOC },
      415,
    ),
    resume(
      'an old Word document (DOC) with a macro project of Office at large (_VBA_PROJECT_CUR)',
      {
        name: 'resume.doc',
        type: 'application/msword',
        content: compoundFile([...WORD_STREAMS, { name: '_VBA_PROJECT_CUR', kind: 'storage' }]),
      },
      415,
    ),
    resume(
      'an old Word document (DOC) whose directory loops back on itself',
      {
        name: 'resume.doc',
        type: 'application/msword',
        content: compoundFile(WORD_STREAMS, { loopingDirectory: true }),
      },
      415,
    ),
    resume(
      'the OLE signature followed by nothing readable',
      {
        name: 'resume.doc',
        type: 'application/msword',
        content: padded(Buffer.from('d0cf11e0a1b11ae1', 'hex'), 4096),
      },
      415,
    ),
    resume(
      'a PDF that is also an HTML page (kept, served only as a sandboxed PDF download)',
      pdf('resume.pdf', Buffer.concat([text('%PDF-1.4\n'), HTML, text('\n%%EOF\n')])),
      201,
    ),
    resume(
      'a PDF with a JavaScript open action (kept, served only as a download)',
      pdf(
        'resume.pdf',
        text(
          '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF\n',
        ),
      ),
      201,
    ),
    resume('an HTML page named resume.pdf', pdf('resume.pdf', HTML), 415),
    resume('an SVG with a script named resume.pdf', pdf('resume.pdf', SVG), 415),
    resume('a JPEG named resume.pdf', pdf('resume.pdf', JPEG), 415),
    resume('a PNG named resume.docx', asDocx(portraitPng(10, 32)), 415),
    resume('a GIF that is also JavaScript, named resume.pdf', pdf('resume.pdf', GIF_SCRIPT), 415),
    resume('a Windows program named resume.pdf', pdf('resume.pdf', WINDOWS_EXE), 415),
    resume(
      'a Java archive named resume.docx',
      asDocx(
        await zip([
          { name: 'META-INF/MANIFEST.MF', content: 'Manifest-Version: 1.0\nMain-Class: Evil\n' },
          { name: 'Evil.class', content: zeros(64) },
        ]),
      ),
      415,
    ),
    resume(
      'a zip without a Word document in it',
      asDocx(await zip([{ name: 'notes.txt', content: 'hello' }])),
      415,
    ),
    resume('a Word document cut short', asDocx(word.subarray(0, word.length - 40)), 415),
    resume(
      'a Word document with 1,001 entries',
      asDocx(
        await docx(
          Array.from({ length: 999 }, (_, i) => ({
            name: `word/media/image${i}.bin`,
            content: 'x',
          })),
        ),
      ),
      415,
    ),
    resume(
      'a zip bomb that states its sizes honestly',
      asDocx(await docx([], zeros(BOMB_BYTES))),
      415,
    ),
    resume(
      'a zip bomb that says 1,000 bytes',
      asDocx(
        await zip([
          { name: '[Content_Types].xml', content: CONTENT_TYPES },
          { name: 'word/document.xml', content: zeros(BOMB_BYTES), declaredSize: 1000 },
        ]),
      ),
      415,
    ),
    resume(
      'a [Content_Types].xml bomb that says 1,000 bytes',
      asDocx(
        await zip([
          { name: '[Content_Types].xml', content: zeros(BOMB_BYTES), declaredSize: 1000 },
          { name: 'word/document.xml', content: DOCUMENT_XML },
        ]),
      ),
      415,
    ),
    resume(
      'a Word document with a macro project',
      asDocx(await docx([{ name: 'word/vbaProject.bin', content: zeros(128) }])),
      415,
    ),
    resume(
      'a macro-enabled Word document',
      asDocx(
        await zip([
          { name: '[Content_Types].xml', content: MACRO_CONTENT_TYPES },
          { name: 'word/document.xml', content: DOCUMENT_XML },
        ]),
      ),
      415,
    ),
    resume(
      'a second [Content_Types].xml that enables macros',
      asDocx(await docx([{ name: '[Content_Types].xml', content: MACRO_CONTENT_TYPES }])),
      415,
    ),
    resume(
      'the same part twice in another case',
      asDocx(await docx([{ name: 'Word/Document.xml', content: DOCUMENT_XML }])),
      415,
    ),
    resume(
      'an entry that climbs out of the archive',
      asDocx(await docx([{ name: '../../../etc/cron.d/evil', content: '* * * * * root sh' }])),
      415,
    ),
    resume(
      'an entry with an absolute path',
      asDocx(await docx([{ name: '/etc/cron.d/evil', content: '* * * * * root sh' }])),
      415,
    ),
    resume('a PDF named with a right-to-left override', pdf('resume\u202Efdp.exe'), 201),
    resume('a PDF named to climb out of a folder', pdf('../../../etc/passwd.pdf'), 201),
    resume('a PDF named with quotes and reserved characters', pdf('a"b<c>|d:e*.pdf'), 201),
    resume('an empty file', pdf('resume.pdf', Buffer.alloc(0)), 415),
    resume(
      'a PDF one byte under 5 MB',
      pdf('big.pdf', padded(samplePdf(), RESUME_MAX_BYTES - 1)),
      201,
    ),
    resume('a PDF of exactly 5 MB', pdf('big.pdf', padded(samplePdf(), RESUME_MAX_BYTES)), 413),
    resume(
      'a PDF of 5 MB and one byte',
      pdf('big.pdf', padded(samplePdf(), RESUME_MAX_BYTES + 1)),
      413,
    ),

    photo('a PNG', { name: 'me.png', type: 'image/png', content: portraitPng(20, 48) }, 201),
    photo('a JPEG', { name: 'me.jpg', type: 'image/jpeg', content: JPEG }, 201),
    photo('a WebP', { name: 'me.webp', type: 'image/webp', content: WEBP }, 201),
    photo(
      'a PNG that is also an HTML page (kept, served only as a sandboxed image)',
      { name: 'me.png', type: 'text/html', content: Buffer.concat([portraitPng(4, 8), HTML]) },
      201,
    ),
    photo(
      'an SVG with a script named me.png',
      { name: 'me.png', type: 'image/png', content: SVG },
      415,
    ),
    photo('an HTML page named me.jpg', { name: 'me.jpg', type: 'image/jpeg', content: HTML }, 415),
    photo('a PDF named me.png', { name: 'me.png', type: 'image/png', content: samplePdf() }, 415),
    photo('a GIF', { name: 'me.gif', type: 'image/gif', content: GIF_SCRIPT }, 415),
    photo(
      'an empty file (no photo chosen)',
      { name: '', type: 'application/octet-stream', content: Buffer.alloc(0) },
      201,
    ),
    photo(
      'a PNG of exactly 2 MB',
      { name: 'me.png', type: 'image/png', content: padded(portraitPng(4, 8), PHOTO_MAX_BYTES) },
      201,
    ),
    photo(
      'a PNG of 2 MB and one byte',
      {
        name: 'me.png',
        type: 'image/png',
        content: padded(portraitPng(4, 8), PHOTO_MAX_BYTES + 1),
      },
      413,
    ),
  ];
}
