/** A job description as staff type it: paragraphs (their lines kept) and bulleted lists. */
export type DescriptionBlock =
  { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const LIST_ITEM = /^\s*- +(.*)$/;

/**
 * Reads the plain-text format staff write descriptions in: a blank line between paragraphs,
 * lines starting with '- ' as a list. Nothing in it is markup; callers render the text
 * escaped, so what staff or anyone else types can never become HTML.
 */
export function parseDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let current: DescriptionBlock | undefined;
    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      const item = LIST_ITEM.exec(rawLine)?.[1]?.trim();
      if (item !== undefined) {
        if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }));
        if (item) current.items.push(item);
      } else {
        if (current?.kind !== 'paragraph')
          blocks.push((current = { kind: 'paragraph', lines: [] }));
        current.lines.push(line);
      }
    }
  }
  return blocks.filter((block) => (block.kind === 'list' ? block.items : block.lines).length > 0);
}
