/**
 * Reading just enough of an OLE compound file (MS-CFB: the container of .doc files) to list
 * the names in its directory. Every sector number is checked against the file and every chain
 * against loops, so a hostile file costs at most one pass over its own bytes.
 */

const HEADER_BYTE_ORDER = 0xfffe;
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;

/** The names of the directory's entries (storages and streams), or undefined when unreadable. */
export function compoundFileNames(buffer: Buffer): string[] | undefined {
  try {
    if (buffer.length < 512 || buffer.readUInt16LE(28) !== HEADER_BYTE_ORDER) return undefined;
    const shift = buffer.readUInt16LE(30);
    if (shift !== 9 && shift !== 12) return undefined;
    const size = 1 << shift;
    // The header takes the first sector; sector n starts right after it.
    const sectors = Math.floor(buffer.length / size) - 1;
    const sector = (n: number) =>
      n < sectors ? buffer.subarray((n + 1) * size, (n + 2) * size) : undefined;
    const entriesPerSector = size / 4;

    const fatSectorCount = buffer.readUInt32LE(44);
    if (fatSectorCount > sectors) return undefined;
    const fatSectors: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(buffer.readUInt32LE(76 + 4 * i));
    }
    const difatSeen = new Set<number>();
    for (let next = buffer.readUInt32LE(68); fatSectors.length < fatSectorCount;) {
      const difat = sector(next);
      if (!difat || difatSeen.has(next)) return undefined;
      difatSeen.add(next);
      for (let i = 0; i < entriesPerSector - 1 && fatSectors.length < fatSectorCount; i += 1) {
        fatSectors.push(difat.readUInt32LE(4 * i));
      }
      next = difat.readUInt32LE(size - 4);
    }

    const fat: number[] = [];
    for (const number of fatSectors) {
      const content = sector(number);
      if (!content) return undefined;
      for (let i = 0; i < entriesPerSector; i += 1) fat.push(content.readUInt32LE(4 * i));
    }

    const names: string[] = [];
    const directorySeen = new Set<number>();
    for (let next = buffer.readUInt32LE(48); next !== END_OF_CHAIN; next = fat[next]) {
      const content = sector(next);
      if (!content || directorySeen.has(next) || next >= fat.length) return undefined;
      directorySeen.add(next);
      for (let offset = 0; offset < size; offset += DIRECTORY_ENTRY_BYTES) {
        // Type 0: an unused slot.
        if (content[offset + 66] === 0) continue;
        const nameBytes = content.readUInt16LE(offset + 64);
        if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) return undefined;
        names.push(content.toString('utf16le', offset, offset + nameBytes - 2));
      }
    }
    return names;
  } catch {
    return undefined;
  }
}
