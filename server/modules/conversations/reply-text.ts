/** A received e-mail's text: what the sender wrote, and what is folded behind it. */
export interface FoldedText {
  body: string;
  /** Quoted earlier messages and the signature, shown on asking ('Show quoted text'). */
  quoted: string;
}

/** Where a quoted earlier message or a signature starts, line by line. */
const FOLD_STARTS: readonly RegExp[] = [
  // The attribution line of most clients: "On Mon, 3 Mar 2026 at 10:02, Priya <...> wrote:".
  /^on\b.{0,300}\bwrote:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}$/i,
  /^-{2,}\s*forwarded message\s*-{2,}$/i,
  /^_{10,}$/,
  // Outlook's header block of the message answered.
  /^from:\s.+$/i,
  // The signature delimiter ("-- ", kept loose: mail clients often strip its space).
  /^--\s*$/,
  /^sent from my (iphone|ipad|android|mobile|samsung|galaxy|phone|blackberry)\b/i,
  /^sent from (yahoo mail|mail for windows|outlook)\b/i,
  /^get outlook for (ios|android)\b/i,
  /^sent via\b/i,
];

const isQuoteLine = (line: string) => /^\s*>/.test(line);

/**
 * Splits a reply into its new text and what it quotes or signs off with: from the first
 * line that opens a quoted message ("On ... wrote:", "-----Original Message-----", an
 * Outlook "From:" block), a run of lines starting with '>', or a signature ("-- ", "Sent
 * from my iPhone") to the end. An attribution wrapped over two lines counts too. When
 * nothing would remain above the fold, the whole text stays the body.
 */
export function foldReply(text: string): FoldedText {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trimEnd();
    const joined = `${line} ${lines[index + 1]?.trim() ?? ''}`.trim();
    if (
      isQuoteLine(line) ||
      FOLD_STARTS.some((pattern) => pattern.test(line.trim())) ||
      (/^on\b/i.test(line.trim()) && /\bwrote:\s*$/i.test(joined))
    ) {
      cut = index;
      break;
    }
  }
  if (cut < 0) return { body: text.trim(), quoted: '' };
  const body = lines.slice(0, cut).join('\n').trim();
  if (!body) return { body: text.trim(), quoted: '' };
  return { body, quoted: lines.slice(cut).join('\n').trim() };
}
