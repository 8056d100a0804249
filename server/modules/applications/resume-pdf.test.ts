import { detectResumeType } from '../files';
import { resumePdf } from './resume-pdf';

const pdf = resumePdf({
  name: 'Ananya (Anu) Iyer',
  headline: 'Backend developer \\ Node.js',
  contact: 'ananya@example.com | Pune',
  sections: [
    { heading: 'Summary', lines: ['Builds APIs. '.repeat(40)] },
    { heading: 'Experience', lines: ['2021-present: Engineer, Example Systems, Pune.'] },
  ],
});
const text = pdf.toString('latin1');

describe('resumePdf', () => {
  it('is a PDF by its bytes', async () => {
    expect(await detectResumeType(pdf)).toBe('pdf');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(Number(first)).toBe(0);
    const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
    for (let n = 1; n < Number(count); n += 1) {
      const entry = table.slice(n * 20, n * 20 + 20);
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  });

  it('declares the exact length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = match.index + match[0].length;
    const end = text.indexOf('\nendstream', start);
    expect(end - start).toBe(Number(match[1]));
  });

  it('escapes string delimiters and wraps long lines', () => {
    expect(text).toContain('(Ananya \\(Anu\\) Iyer) Tj');
    expect(text).toContain('(Backend developer \\\\ Node.js) Tj');
    const lines = [...text.matchAll(/\((Builds APIs[^)]*)\) Tj/g)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => line.length <= 88)).toBe(true);
  });
});
