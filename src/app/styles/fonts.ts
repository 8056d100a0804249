import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import interMetrics from '@capsizecss/metrics/inter';
import jakartaMetrics from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { LATIN_RANGE, webFonts } from './web-fonts';

const [inter, jakarta] = webFonts;
const faces = [
  { ...inter, metrics: interMetrics },
  { ...jakarta, metrics: jakartaMetrics },
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

/** The metric-matched fallback faces: inline in every page, so the first paint uses them. */
export const fallbackFontCss = faces
  .map(({ family, metrics }) => fallbackFaces(family, metrics))
  .join('\n');

/** The web fonts' own rules: for the staff app, and for public pages read without JavaScript. */
export const webFontCss = faces
  .map(
    ({ url, family }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2-variations"),url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  )
  .join('\n');
