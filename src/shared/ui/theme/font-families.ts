import { fontFamilies } from '@vistaar/shared/config';

export { fontFamilies };

/** A web font, then its metric-matched fallbacks (see fonts.ts), then the given system fonts. */
export function fontStack(family: string, ...rest: string[]): string {
  return [`"${family}"`, `"${family} Fallback"`, `"${family} Fallback Roboto"`, ...rest].join(', ');
}
