import { descriptionHtml, descriptionSummary, descriptionText } from './description-formats';
import { parseDescription } from './parse-description';

const TEXT = [
  'First paragraph,',
  'with a second line.',
  '',
  '',
  'What you will do:',
  '- Build things',
  '-   Review <script>alert(1)</script> code  ',
  'After the list.',
  '',
  '- Another list',
].join('\r\n');

describe('job descriptions as staff type them', () => {
  it('reads paragraphs (their lines kept) and lists', () => {
    expect(parseDescription(TEXT)).toEqual([
      { kind: 'paragraph', lines: ['First paragraph,', 'with a second line.'] },
      { kind: 'paragraph', lines: ['What you will do:'] },
      { kind: 'list', items: ['Build things', 'Review <script>alert(1)</script> code'] },
      { kind: 'paragraph', lines: ['After the list.'] },
      { kind: 'list', items: ['Another list'] },
    ]);
  });

  it('makes HTML with every piece of text escaped', () => {
    expect(descriptionHtml(TEXT)).toBe(
      '<p>First paragraph,<br>with a second line.</p><p>What you will do:</p>' +
        '<ul><li>Build things</li><li>Review &lt;script&gt;alert(1)&lt;/script&gt; code</li></ul>' +
        '<p>After the list.</p><ul><li>Another list</li></ul>',
    );
  });

  it('treats a dash without a space, and blank input, as ordinary text', () => {
    expect(parseDescription('-5 degrees\n--- ')).toEqual([
      { kind: 'paragraph', lines: ['-5 degrees', '---'] },
    ]);
    expect(parseDescription('  \n\n ')).toEqual([]);
  });

  it('summarises as plain text, cut at a word', () => {
    expect(descriptionText(TEXT)).toBe(
      'First paragraph, with a second line. What you will do: Build things. Review <script>alert(1)</script> code. After the list. Another list.',
    );
    const summary = descriptionSummary('word '.repeat(60), 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/word…$/);
    expect(descriptionSummary('Short.')).toBe('Short.');
    expect(descriptionSummary('No full stop')).toBe('No full stop.');
  });
});
