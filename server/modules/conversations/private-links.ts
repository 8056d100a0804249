/**
 * What staff read in place of a link that opens a candidate's own page.
 *
 * The product's e-mails to a candidate carry private links (their application page, the offer,
 * an erasure confirmation), and a reply often quotes them back. Anyone holding such a link acts
 * as the candidate, and the e-mail tells them to keep it to themselves, so the thread staff
 * read shows where the link was, never the link.
 */
export const HIDDEN_LINK = "[the candidate's private link: not shown to staff]";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

/**
 * A token, not a word or a slug: 20 or more URL-safe characters with a capital letter in them.
 * The product's tokens are 32 random bytes in base64url, so they nearly always have one; job
 * slugs and page names are lower case.
 */
function isTokenLike(part: string): boolean {
  return part.length >= 20 && /^[A-Za-z0-9_-]+$/.test(part) && /[A-Z]/.test(part);
}

function carriesToken(url: string): boolean {
  return url.split(/[/?&=#.]/).some(isTokenLike);
}

export function hidePrivateLinks(text: string): string {
  return text.replace(URL_PATTERN, (url) => (carriesToken(url) ? HIDDEN_LINK : url));
}
