const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

export interface CompoundEntry {
  name: string;
  kind: 'storage' | 'stream';
}

/**
 * An OLE compound file (MS-CFB version 3) built byte by byte: the header, one FAT sector and
 * a directory holding the root and these entries (all empty), the way a .doc is packed.
 * `loopingDirectory` makes the directory's sector chain point back at itself.
 */
export function compoundFile(
  entries: CompoundEntry[],
  options: { loopingDirectory?: boolean } = {},
): Buffer {
  const all = [{ name: 'Root Entry', type: 5 }].concat(
    entries.map((entry) => ({ name: entry.name, type: entry.kind === 'storage' ? 1 : 2 })),
  );
  const directorySectors = Math.ceil(all.length / (SECTOR / 128));

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + 4 * i);

  // Sector 0 is the FAT, sectors 1.. the directory.
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  for (let i = 1; i <= directorySectors; i += 1) {
    const next = i === directorySectors ? (options.loopingDirectory ? 1 : END_OF_CHAIN) : i + 1;
    fat.writeUInt32LE(next, 4 * i);
  }

  const directory = Buffer.alloc(directorySectors * SECTOR);
  all.forEach((entry, index) => {
    const offset = index * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, offset);
    directory.writeUInt16LE(name.length, offset + 64);
    directory[offset + 66] = entry.type;
    directory[offset + 67] = 1;
    // The root's child is the first entry; the others hang off each other as right siblings.
    directory.writeUInt32LE(NO_STREAM, offset + 68);
    directory.writeUInt32LE(
      index > 0 && index < all.length - 1 ? index + 1 : NO_STREAM,
      offset + 72,
    );
    directory.writeUInt32LE(index === 0 && all.length > 1 ? 1 : NO_STREAM, offset + 76);
    directory.writeUInt32LE(END_OF_CHAIN, offset + 116);
  });
  return Buffer.concat([header, fat, directory]);
}

/** What Word writes into every .doc, macros or not. */
export const WORD_STREAMS: CompoundEntry[] = [
  { name: 'WordDocument', kind: 'stream' },
  { name: '1Table', kind: 'stream' },
  { name: '\u0005SummaryInformation', kind: 'stream' },
];
