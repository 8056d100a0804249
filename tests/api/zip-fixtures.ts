import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

// Off the event loop: the server under test shares this process and sheds load when it stalls.
const deflate = promisify(deflateRaw);

export interface ZipPart {
  name: string;
  content: Buffer | string;
  /** Size written into the headers instead of the real one (a lying archive). */
  declaredSize?: number;
}

/** A zip archive built byte by byte, so tests can make the malformed ones real tools refuse to. */
export async function zip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content);
    const packed = await deflate(data);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export const MACRO_CONTENT_TYPES = CONTENT_TYPES.replace(
  'wordprocessingml.document.main+xml',
  'ms-word.document.macroEnabled.main+xml',
);

export const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Aarav Mehta, backend developer</w:t></w:r></w:p></w:body></w:document>';

export const docx = (extra: ZipPart[] = [], document: ZipPart['content'] = DOCUMENT_XML) =>
  zip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: 'word/document.xml', content: document },
    ...extra,
  ]);
