/**
 * The web fonts' family names: the theme's font stacks and the faces the pages load must
 * agree, and the islands runtime needs them without loading the theme.
 */
export const fontFamilies = {
  body: 'Inter Variable',
  heading: 'Plus Jakarta Sans Variable',
} as const;
