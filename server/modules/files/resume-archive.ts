import type { Entry, ZipFile } from 'yauzl';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import {
  detectResumeType,
  looksLikeZip,
  nextEntry,
  openZip,
  readEntry,
  UnsafeArchive,
  type ResumeType,
} from './file-types';

/** An archive of resumes holds at most this many files. */
const ARCHIVE_MAX_FILES = 200;
/** What an archive of resumes may unpack to in all (real bytes, never the declared sizes). */
const ARCHIVE_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Declared unpacked size over packed size past which an entry is taken for a zip bomb. */
const MAX_RATIO = 100;
/** Entries that small are never taken for bombs: a page of text packs very well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export const ARCHIVE_MESSAGES = {
  unreadable: 'The zip file could not be read; it may be damaged.',
  tooManyFiles: `A zip file may hold at most ${ARCHIVE_MAX_FILES} files.`,
  traversal: 'Refused: the name points outside the zip file.',
  encrypted: 'Refused: the file is password-protected.',
  bomb: 'Refused: the file unpacks to far more than its packed size (a zip bomb).',
  tooLarge: 'Refused: the file is 5 MB or larger.',
  budget: 'Refused: the zip file unpacks to more than 50 MB in all.',
  nested: 'Refused: zip files inside a zip file are not unpacked.',
  damaged: 'Refused: the file could not be unpacked; it may be damaged.',
  notResume: 'Refused: not a PDF or Word document.',
} as const;

export type ArchiveEntry =
  { name: string; content: Buffer; type: ResumeType } | { name: string; refusal: string };

/** Zip entry names are CP437 unless flagged as UTF-8 (general purpose bit 11). */
function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
}

function escapes(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-z]:/i.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

/** Files a desktop adds to an archive beside the real ones: nobody sent them, nothing to refuse. */
const isDesktopClutter = (name: string) =>
  name.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name);

/**
 * Unpacks an archive of resumes entry by entry, checking each by its content as any upload
 * is: an escaping name, an encrypted entry, a bomb (by ratio, by real size or the archive's
 * total), an archive inside and anything not a PDF or Word document are refused with a
 * message each, and the rest come back with their type. The whole archive is refused (with
 * the reason) when it cannot be opened or holds too many files.
 */
export async function unpackResumeArchive(
  buffer: Buffer,
): Promise<{ ok: true; entries: ArchiveEntry[] } | { ok: false; refusal: string }> {
  try {
    return { ok: true, entries: await unpackEntries(buffer) };
  } catch (error) {
    if (error instanceof UnsafeArchive) return { ok: false, refusal: error.message };
    throw error;
  }
}

async function unpackEntries(buffer: Buffer): Promise<ArchiveEntry[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(buffer, false);
  } catch {
    throw new UnsafeArchive(ARCHIVE_MESSAGES.unreadable);
  }
  try {
    if (zip.entryCount > ARCHIVE_MAX_FILES * 2)
      throw new UnsafeArchive(ARCHIVE_MESSAGES.tooManyFiles);
    // Errors also reach the pending read; this keeps a late one from going unhandled.
    zip.on('error', () => undefined);
    const entries: ArchiveEntry[] = [];
    const total = { left: ARCHIVE_MAX_UNPACKED_BYTES };
    for (;;) {
      let entry: Entry | undefined;
      try {
        entry = await nextEntry(zip);
      } catch {
        throw new UnsafeArchive(ARCHIVE_MESSAGES.unreadable);
      }
      if (!entry) break;
      const name = entryName(entry);
      if (name.endsWith('/') || isDesktopClutter(name)) continue;
      if (entries.length === ARCHIVE_MAX_FILES)
        throw new UnsafeArchive(ARCHIVE_MESSAGES.tooManyFiles);
      const refuse = (refusal: string) => entries.push({ name, refusal });
      if (escapes(name)) refuse(ARCHIVE_MESSAGES.traversal);
      else if (entry.generalPurposeBitFlag & 0x1) refuse(ARCHIVE_MESSAGES.encrypted);
      else if (
        entry.uncompressedSize > RATIO_FLOOR_BYTES &&
        entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)
      )
        refuse(ARCHIVE_MESSAGES.bomb);
      else if (entry.uncompressedSize >= RESUME_MAX_BYTES) refuse(ARCHIVE_MESSAGES.tooLarge);
      else if (total.left <= 0) refuse(ARCHIVE_MESSAGES.budget);
      else {
        // A lying header is caught while inflating: the entry's own limit and the total's.
        const ownLimit = Math.min(RESUME_MAX_BYTES - 1, total.left);
        const budget = { left: ownLimit };
        let content: Buffer;
        try {
          content = await readEntry(zip, entry, budget, ownLimit);
        } catch (error) {
          total.left -= ownLimit - Math.max(0, budget.left);
          refuse(
            error instanceof UnsafeArchive
              ? ownLimit < RESUME_MAX_BYTES - 1
                ? ARCHIVE_MESSAGES.budget
                : ARCHIVE_MESSAGES.tooLarge
              : ARCHIVE_MESSAGES.damaged,
          );
          continue;
        }
        total.left -= content.length;
        const type = await detectResumeType(content);
        if (type) entries.push({ name, content, type });
        else refuse(looksLikeZip(content) ? ARCHIVE_MESSAGES.nested : ARCHIVE_MESSAGES.notResume);
      }
    }
    return entries;
  } finally {
    zip.close();
  }
}
