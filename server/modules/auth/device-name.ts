import Bowser from 'bowser';

/**
 * A session's device as a person recognises it ('Chrome 126 on Android 13'), from the
 * User-Agent it signed in with; the raw string when it names no known browser.
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 120);
  const major = browser.version?.split('.')[0];
  const system = [os.name, os.version].filter(Boolean).join(' ');
  return `${browser.name}${major ? ` ${major}` : ''}${system ? ` on ${system}` : ''}`;
}
