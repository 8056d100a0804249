/**
 * Every interactive part of a server-rendered public page. The server marks each one in
 * the HTML by name; the browser loads that island's code and hydrates it on its own.
 */
export const islandNames = [
  'siteHeader',
  'homeHero',
  'featuresCarousel',
  'partnersMarquee',
  'heroSection',
  'testimonials',
  'scrollShapes',
  'faq',
  'contactForm',
  'careerVerification',
  'jobList',
  'jobApplicationForm',
  'employeeDetails',
  'notFoundActions',
] as const;

export type IslandName = (typeof islandNames)[number];

/**
 * When an island wakes up: at once (above the fold and needed right away), when the browser
 * is idle, or when it scrolls into view. An interaction inside it wakes it earlier.
 */
export type IslandHydration = 'load' | 'idle' | 'visible';

/** Attributes the server writes on an island's container and the browser reads back. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  hydrate: 'data-island-hydrate',
  idPrefix: 'data-island-id',
} as const;

/** Islands that talk to the API: they share one store, which the others never load. */
export const storeIslandNames: readonly IslandName[] = [
  'contactForm',
  'careerVerification',
  'jobList',
  'jobApplicationForm',
];
