import type { MarketingPath, paths } from '@vistaar/shared/config';

/** A route of the site: a marketing page or one of the named paths. Typos fail the type check. */
export type SiteRoute = MarketingPath | (typeof paths)[keyof typeof paths];
