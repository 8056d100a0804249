// Content types. A section type shares its name with its section component, so it is
// exported from the component's module, as one name that is both the type and the
// component (`import { FaqSection } from '@/shared/ui/sections'` gives both).
export type {
  PageMeta,
  ContentAction,
  ContentStat,
  IconItem,
  ContentSection,
  MarketingPageContent,
} from './content-types';

// Section components (each name is also that section's content type).
export { HeroSection } from './HeroSection';
export { FeaturesSection } from './FeaturesSection';
export { BenefitsSection } from './BenefitsSection';
export { CtaSection } from './CtaSection';
// Rendering a page.
export { SectionRenderer } from './SectionRenderer';
export { ScrollShapes } from './ScrollShapes';

// Building blocks.
export { ActionButton } from './ActionButton';
export { ContentActions } from './ContentActions';
export { IconCard } from './IconCard';
export { BackgroundVideo, BackgroundVideoButton } from './BackgroundVideo';
export { SectionShell, offscreenRenderingSx, type SectionTone } from './SectionShell';
export { SectionHeader } from './SectionHeader';
export { SubtitleOnDark } from './SubtitleOnDark';

export { StatFigure } from './StatFigure';
export { heroBandSx, ctaPanelSx } from './band-styles';

// Hooks.
export { PauseToggleIcons, pauseToggleStyles } from './PauseToggleIcons';
