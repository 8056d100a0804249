const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

const decode = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);

/**
 * A matched passage as the server sends it (escaped text, matched words in <mark>) as plain
 * text parts, so the screen renders it as text and never as HTML.
 */
export function snippetParts(html: string): { text: string; matched: boolean }[] {
  return html
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), matched: true }
        : { text: decode(part), matched: false },
    );
}
