import { csvLine, parseCsv, UTF8_BOM } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'Name,Notes\r\n"Mehta, Aarav","Said ""yes""\nthen left"\r\nPriya,plain\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Notes'],
      ['Mehta, Aarav', 'Said "yes"\nthen left'],
      ['Priya', 'plain'],
    ]);
  });

  it('drops a byte order mark, blank rows, and keeps empty cells and a last row without a break', () => {
    expect(parseCsv(`${UTF8_BOM}a,b\n\n,x\n1,`)).toEqual([
      ['a', 'b'],
      ['', 'x'],
      ['1', ''],
    ]);
  });

  it('reads back what csvLine writes', () => {
    const cells = ['=cmd', 'a "b", c', 'line\r\nbreak'];
    expect(parseCsv(csvLine(cells))).toEqual([["'=cmd", 'a "b", c', 'line\r\nbreak']]);
  });

  it('refuses a quote left open or text after a closing quote', () => {
    expect(parseCsv('a,"open\n')).toBeNull();
    expect(parseCsv('"closed"x,b\n')).toBeNull();
  });
});
