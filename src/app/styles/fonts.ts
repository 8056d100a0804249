import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import interMetrics from '@capsizecss/metrics/inter';
import jakartaMetrics from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { fontFamilies } from '@/shared/ui/theme';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/**
 * Only the Latin files are served: everything our pages say is in them. Anything outside
 * the range (the rupee sign, for one) is drawn by the phone's own font rather than pulling
 * an 86 KB extended file for one glyph.
 */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const faces = [
  { family: fontFamilies.body, url: interLatin, metrics: interMetrics },
  { family: fontFamilies.heading, url: jakartaLatin, metrics: jakartaMetrics },
] as const;

/**
 * Fallback faces scaled to the web font's metrics (Arial and its metric twin Liberation Sans
 * on desktops, Roboto on Android), so text keeps its place when the web font swaps in.
 */
function fallbackFaces(family: string, metrics: typeof interMetrics): string {
  return [
    {
      suffix: 'Fallback',
      system: arial,
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular'],
    },
    { suffix: 'Fallback Roboto', system: roboto, local: ['Roboto', 'Roboto-Regular'] },
  ]
    .map(({ suffix, system, local }) =>
      createFontStack([metrics, system], { fontFaceFormat: 'styleString' })
        .fontFaces.replace(/font-family: "[^"]+"/, `font-family: "${family} ${suffix}"`)
        .replace(/src: [^;]+;/, `src: ${local.map((name) => `local('${name}')`).join(', ')};`),
    )
    .join('\n');
}

/** The @font-face rules every page carries inline in its head. */
export const fontFaceCss = faces
  .map(
    ({ family, url, metrics }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2-variations"),url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}\n${fallbackFaces(family, metrics)}`,
  )
  .join('\n');

/** Font files worth preloading: both are used above the fold on every page. */
export const preloadFontUrls: readonly string[] = faces.map((face) => face.url);
