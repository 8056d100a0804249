import { inflateRawSync } from 'node:zlib';

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
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const MAX_ZIP_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

interface ZipEntry {
  name: string;
  uncompressedSize: number;
  compressedSize: number;
  method: number;
  localHeaderOffset: number;
}

/** Reads a zip's central directory; undefined when the bytes are not a well-formed zip. */
function readZipEntries(buffer: Buffer): ZipEntry[] | undefined {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== ZIP_LOCAL) return undefined;
  const searchFrom = Math.max(0, buffer.length - 65_557);
  let end = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i -= 1) {
    if (buffer.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) return undefined;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== ZIP_CENTRAL)
      return undefined;
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const uncompressedSize = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localHeaderOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(buffer: Buffer, entry: ZipEntry): Buffer | undefined {
  const local = entry.localHeaderOffset;
  if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== ZIP_LOCAL) return undefined;
  const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
  const raw = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return raw;
  if (entry.method === 8) {
    try {
      return inflateRawSync(raw, { maxOutputLength: MAX_UNPACKED_BYTES });
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A Word document (DOCX) is a zip holding [Content_Types].xml and word/document.xml.
 * Refused: too many entries, too much unpacked data (zip bombs), paths with '..',
 * and macro-enabled content (vbaProject.bin or a macro content type).
 */
function isSafeDocx(buffer: Buffer): boolean {
  const entries = readZipEntries(buffer);
  if (!entries) return false;
  let unpacked = 0;
  for (const entry of entries) {
    unpacked += entry.uncompressedSize;
    if (unpacked > MAX_UNPACKED_BYTES) return false;
    if (entry.name.includes('..') || entry.name.startsWith('/') || entry.name.includes('\\'))
      return false;
    if (/vbaProject\.bin$/i.test(entry.name) || /vbaData\.xml$/i.test(entry.name)) return false;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return false;
  const contentTypes = readEntry(
    buffer,
    entries.find((entry) => entry.name === '[Content_Types].xml')!,
  );
  if (!contentTypes) return false;
  return !/macroEnabled|vbaProject/i.test(contentTypes.toString('utf8'));
}

/** The resume's real type from its bytes; the name and the browser's claim are ignored. */
export function detectResumeType(buffer: Buffer): ResumeType | undefined {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  if (isSafeDocx(buffer)) return 'docx';
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
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || fallbackBase}.${extension}`;
}
