import type { BehaviourIslandName, IslandBehaviour } from '@/shared/ui/island';

/**
 * Where each behaviour island's code is: a small chunk of plain DOM code, through its slice's
 * `island-*` entry, which imports neither React nor MUI.
 */
export const behaviourLoaders: Record<BehaviourIslandName, () => Promise<IslandBehaviour>> = {
  featuresCarousel: () =>
    import('@/pages/home/island-features-carousel').then((m) => m.startFeaturesCarousel),
  headlineRotation: () =>
    import('@/shared/ui/sections/headline-rotation').then((m) => m.startHeadlineRotation),
  jobShareLink: () => import('@/pages/job/island-copy-link').then((m) => m.startCopyLink),
  notFoundActions: () =>
    import('@/pages/not-found/island-actions').then((m) => m.startNotFoundActions),
  scrollShapes: () =>
    import('@/shared/ui/sections/scroll-shapes-motion').then((m) => m.startScrollShapes),
};
