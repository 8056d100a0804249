import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { compoundFileNames } from './compound-file';

export type ResumeType = 'pdf' | 'doc' | 'docx';
export type PhotoType = 'jpeg' | 'png' | 'webp';

export const MEDIA_TYPES: Record<ResumeType | PhotoType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const EXTENSIONS: Record<ResumeType | PhotoType, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX_ZIP_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

export class UnsafeArchive extends Error {}

/** Whether the bytes open like a zip archive (a DOCX is one too). */
export const looksLikeZip = (buffer: Buffer) =>
  buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;

/**
 * With `decodeStrings` off, yauzl hands names over as bytes and leaves checking them to the
 * caller, so an archive of resumes can refuse one escaping entry and still open the others.
 */
export function openZip(buffer: Buffer, decodeStrings = true): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // yauzl checks each entry's real inflated size against its declared one while streaming,
    // and refuses absolute and '..' names; inflation runs in zlib's thread pool.
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings },
      (error, zip) => (error || !zip ? reject(error ?? new UnsafeArchive()) : resolve(zip)),
    );
  });
}

export function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const settle = (entry: Entry | undefined, error?: Error) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      if (error) reject(error);
      else resolve(entry);
    };
    const onEntry = (entry: Entry) => settle(entry);
    const onEnd = () => settle(undefined);
    const onError = (error: Error) => settle(undefined, error);
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** Inflates one entry, counting real bytes against the archive-wide budget. */
export function readEntry(
  zip: ZipFile,
  entry: Entry,
  budget: { left: number },
  keepUpTo: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new UnsafeArchive());
      const kept: Buffer[] = [];
      let keptBytes = 0;
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy(new UnsafeArchive('unpacks to too much data'));
          return;
        }
        if (keptBytes < keepUpTo) {
          kept.push(chunk);
          keptBytes += chunk.length;
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(kept)));
    });
  });
}

/**
 * An Office Open XML file (DOCX, XLSX) is a zip holding [Content_Types].xml and its main
 * part (word/document.xml, xl/workbook.xml). Every entry is really inflated (never trusting
 * declared sizes) within a hard budget. Refused: too many entries, too much unpacked data
 * (zip bombs, honest or lying), unsafe paths, names given twice (OPC part names ignore
 * case), and macro-enabled content.
 */
async function isSafeOfficeFile(buffer: Buffer, mainPart: string): Promise<boolean> {
  if (!looksLikeZip(buffer)) return false;
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(buffer);
    if (zip.entryCount > MAX_ZIP_ENTRIES) return false;
    const opened = zip;
    // Errors also reach the pending read below; this keeps a late one from going unhandled.
    opened.on('error', () => undefined);
    const names = new Set<string>();
    const budget = { left: MAX_UNPACKED_BYTES };
    let contentTypes: Buffer | undefined;
    for (;;) {
      const entry = await nextEntry(opened);
      if (!entry) break;
      const name = entry.fileName;
      const folded = name.toLowerCase();
      if (names.has(folded)) return false;
      names.add(folded);
      if (/vbaProject\.bin$|vbaData\.xml$/i.test(name)) return false;
      if (name.endsWith('/')) continue;
      const isContentTypes = name === '[Content_Types].xml';
      const content = await readEntry(
        opened,
        entry,
        budget,
        isContentTypes ? MAX_CONTENT_TYPES_BYTES : 0,
      );
      if (isContentTypes) contentTypes = content;
    }
    if (!contentTypes || !names.has(mainPart)) return false;
    return !/macroEnabled|vbaProject/i.test(contentTypes.toString('utf8'));
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}

const isSafeDocx = (buffer: Buffer) => isSafeOfficeFile(buffer, 'word/document.xml');

/** An Excel workbook (XLSX) without macros, checked as a Word document is. */
export const isSafeXlsx = (buffer: Buffer) => isSafeOfficeFile(buffer, 'xl/workbook.xml');

/** Where Word (Macros, VBA) and Office in general (_VBA_PROJECT_CUR) keep a macro project. */
const MACRO_STORAGES = new Set(['macros', 'vba', '_vba_project_cur']);

/**
 * An old Word document (DOC) is an OLE compound file. Refused: one whose directory cannot be
 * read, and one that carries a macro project.
 */
function isSafeDoc(buffer: Buffer): boolean {
  const names = compoundFileNames(buffer);
  return names !== undefined && !names.some((name) => MACRO_STORAGES.has(name.toLowerCase()));
}

/** The resume's real type from its bytes; the name and the browser's claim are ignored. */
export async function detectResumeType(buffer: Buffer): Promise<ResumeType | undefined> {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(OLE_SIGNATURE)) {
    return isSafeDoc(buffer) ? 'doc' : undefined;
  }
  if (await isSafeDocx(buffer)) return 'docx';
  return undefined;
}

/** A photo's real type from its bytes: JPEG, PNG or WebP only. */
export function detectPhotoType(buffer: Buffer): PhotoType | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Keeps a readable, harmless version of the uploaded name for metadata and downloads. */
export function cleanFileName(
  name: string | undefined,
  fallbackBase: string,
  extension: string,
): string {
  const base = (name ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    // Cf holds the bidi controls (U+202E and kin) that make 'cv\u202Efdp.exe' read as 'cvexe.pdf'.
    .replace(/[\p{Cc}\p{Cf}"\\/:*?<>|]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || fallbackBase}.${extension}`;
}
