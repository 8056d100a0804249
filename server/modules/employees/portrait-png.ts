import { crc32, deflateSync } from 'node:zlib';

// Local bindings: the pixel loop runs 65,536 times, and global lookups are slow inside test sandboxes.
const { abs, max, min, round, sqrt } = Math;

function chunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([header, data, crc]);
}

/** A minimal PNG writer: 8-bit RGB, no filtering, one IDAT. `rgb` holds width*height*3 bytes. */
function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return round(255 * (lightness - a * max(-1, min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const clamp01 = (value: number) => max(0, min(1, value));

/**
 * A placeholder portrait: a soft gradient with a head-and-shoulders silhouette
 * in the given hue. Edges are anti-aliased from signed distances (in pixels).
 */
export function portraitPng(hue: number, size = 256): Buffer {
  const rgb = Buffer.alloc(size * size * 3);
  const top = hsl(hue, 0.5, 0.93);
  const bottom = hsl(hue, 0.45, 0.8);
  const figure = hsl(hue, 0.35, 0.36);
  const head = { x: 0.5 * size, y: 0.38 * size, r: 0.16 * size };
  const body = { x: 0.5 * size, y: 1.06 * size, rx: 0.42 * size, ry: 0.42 * size };
  const neck = { x: 0.5 * size, halfWidth: 0.07 * size, top: 0.5 * size, bottom: 0.7 * size };

  const glowRadius = 0.55 * size;
  for (let y = 0; y < size; y += 1) {
    const py = y + 0.5;
    const t = y / (size - 1);
    const row = [0, 1, 2].map((c) => top[c] + (bottom[c] - top[c]) * t);
    for (let x = 0; x < size; x += 1) {
      const px = x + 0.5;
      const hx = px - head.x;
      const hy = py - head.y;
      const fromHead = sqrt(hx * hx + hy * hy);
      const bx = (px - body.x) / body.rx;
      const by = (py - body.y) / body.ry;
      const bodyDistance = (sqrt(bx * bx + by * by) - 1) * min(body.rx, body.ry);
      const neckDistance = max(abs(px - neck.x) - neck.halfWidth, neck.top - py, py - neck.bottom);
      const coverage = clamp01(0.5 - min(fromHead - head.r, bodyDistance, neckDistance));
      // A faint glow behind the head keeps the flat gradient from looking dull.
      const glow = 0.08 * clamp01(1 - fromHead / glowRadius);
      const offset = (y * size + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const background = row[c] + (255 - top[c]) * glow;
        rgb[offset + c] = round(background + (figure[c] - background) * coverage);
      }
    }
  }
  return encodePng(size, size, rgb);
}
