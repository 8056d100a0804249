import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { fontFamilies } from '@vistaar/shared/config';
import { afterLoadAndFirstPaint } from '@/shared/lib/after-first-paint';

/**
 * Only the Latin files are served: everything our pages say is in them. Anything outside
 * the range (the rupee sign, for one) is drawn by the phone's own font rather than pulling
 * an 86 KB extended file for one glyph.
 */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const webFonts = [
  { family: fontFamilies.body, url: interLatin },
  { family: fontFamilies.heading, url: jakartaLatin },
] as const;

/**
 * Public pages paint first in the metric-matched fallback faces and ask for the web fonts
 * only once the page has loaded and painted: on a slow connection the font files would
 * otherwise share the first bytes with the page and hold back its first paint. The swap
 * moves nothing.
 */
export function loadWebFontsAfterFirstPaint() {
  afterLoadAndFirstPaint(() => {
    const faces = webFonts.map(
      ({ family, url }) =>
        new FontFace(family, `url(${url}) format("woff2")`, {
          style: 'normal',
          weight: '100 900',
          display: 'swap',
          unicodeRange: LATIN_RANGE,
        }),
    );
    // Each face added on its own would lay the whole page out again when it arrives; added
    // together once both are in, the page is laid out once.
    void Promise.all(faces.map((face) => face.load()))
      .then(() => faces.forEach((face) => document.fonts.add(face)))
      .catch(() => undefined);
  });
}
