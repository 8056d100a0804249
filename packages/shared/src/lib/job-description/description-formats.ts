import { parseDescription } from './parse-description';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** The description as HTML paragraphs and lists, every piece of text escaped. */
export function descriptionHtml(text: string): string {
  return parseDescription(text)
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
}

/** A line read as part of running text ends as a sentence unless it already ends in punctuation. */
const asSentence = (line: string) => (/[.,;:!?…)]$/.test(line) ? line : `${line}.`);

/** The description as one line of plain text (list items as sentences), for summaries. */
export function descriptionText(text: string): string {
  return parseDescription(text)
    .flatMap((block) => (block.kind === 'list' ? block.items : block.lines))
    .map(asSentence)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of the description, cut at a word and marked with an ellipsis when cut. */
export function descriptionSummary(text: string, maxLength = 155): string {
  const plain = descriptionText(text);
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  const atWord = cut.lastIndexOf(' ') > maxLength / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.-]+$/, '')}…`;
}
