/** Providers that ignore dots in the local part: j.doe@ and jdoe@ reach the same person. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for counting mail sent to one person: case-folded, its
 * `+tag` dropped (victim+1@ and victim+2@ are one inbox), and for Gmail its dots too. Only for
 * counting: the address itself is stored and written to as given.
 */
export function mailboxOf(email: string): string {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain in DOTLESS_DOMAINS) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
