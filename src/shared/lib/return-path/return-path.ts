import { paths } from '@vistaar/shared/config';

/** The query parameter of /login that holds the page to go back to after sign-in. */
export const RETURN_PATH_PARAM = 'next';

const RETURN_PATH_MAX_LENGTH = 2048;
// Only the origin matters: a path that resolves anywhere else is not one of ours.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The page to open after sign-in, if `value` is a path on this site; otherwise null (the
 * caller goes to the staff default). Refused: anything not starting with one '/', a second
 * '/' or a '\' after it (protocol-relative), schemes, control characters (browsers drop tabs
 * and line breaks, so '/\t/evil.example' would become '//evil.example'), backslashes (read
 * as '/'), a path that only normalises to '//…', and /login itself.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  if (url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering the page a signed-out visitor asked for. */
export function loginPathReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back
    ? `${paths.login}?${new URLSearchParams({ [RETURN_PATH_PARAM]: back })}`
    : paths.login;
}

/** The return path a /login URL's query carries, if it is a safe one. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}
