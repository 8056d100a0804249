/**
 * Every interactive part of a server-rendered public page. The server marks each one in
 * the HTML by name; the browser loads that island's code and hydrates it on its own.
 */
export type IslandName =
  | 'featuresCarousel'
  | 'headlineRotation'
  | 'scrollShapes'
  | 'contactForm'
  | 'careerVerification'
  | 'jobApplicationForm'
  | 'jobAlerts'
  | 'jobShareLink'
  | 'employeeDetails'
  | 'notFoundActions'
  | 'verifierAccess'
  | 'verificationCheck'
  | 'myVerifications'
  | 'myApplication'
  | 'applicantLink'
  | 'erasureConfirmation'
  | 'emailChangeConfirmation';

/**
 * When an island wakes up: at once (needed right away), when the browser is idle, when it
 * scrolls into view, or only when someone reaches for it (a pointer over it, a touch, focus,
 * a key, or the page's first scroll). An interaction inside any island wakes it earlier.
 */
export type IslandHydration = 'load' | 'idle' | 'visible' | 'interaction';

/** Attributes the server writes on an island's container and the browser reads back. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  hydrate: 'data-island-hydrate',
  wakeWhere: 'data-island-wake-where',
  idPrefix: 'data-island-id',
  /** Set by the browser once the island's code has run (hydrated, or its behaviour started). */
  awake: 'data-island-awake',
} as const;

/** The JSON list of every file the page's islands run, fetched ahead once the page is idle. */
export const islandCodeElementId = 'island-code';

/**
 * Islands whose behaviour is plain DOM code over the server's HTML (a carousel's paging, a
 * headline's rotating word, shapes drifting on scroll, copying a job's link, the 404 page's
 * buttons): they never load React or MUI, so a page whose islands are all of this kind runs a
 * few kilobytes of script.
 */
const behaviourIslandNames = [
  'featuresCarousel',
  'headlineRotation',
  'scrollShapes',
  'jobShareLink',
  'notFoundActions',
] as const satisfies readonly IslandName[];

export type BehaviourIslandName = (typeof behaviourIslandNames)[number];
/** Islands hydrated with their React component. */
export type ReactIslandName = Exclude<IslandName, BehaviourIslandName>;

/** Starts a behaviour island's behaviour on the HTML inside `root`. */
export type IslandBehaviour = (root: HTMLElement) => void;

export function isBehaviourIsland(name: IslandName): name is BehaviourIslandName {
  return (behaviourIslandNames as readonly IslandName[]).includes(name);
}

/** Islands that talk to the API: they share one store, which the others never load. */
export const storeIslandNames: readonly IslandName[] = [
  'contactForm',
  'careerVerification',
  'jobApplicationForm',
  'jobAlerts',
  'employeeDetails',
  'verifierAccess',
  'verificationCheck',
  'myVerifications',
  'myApplication',
  'applicantLink',
  'erasureConfirmation',
  'emailChangeConfirmation',
];
