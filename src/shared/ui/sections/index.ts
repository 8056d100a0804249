// Content types. The 14 section types share their names with their section components,
// so each is exported below from its component's module, as one name that is both the
// type and the component (`import { FaqSection } from '@/shared/ui/sections'` gives both).
export type {
  PageMeta,
  ContentAction,
  ContentStat,
  IconItem,
  HeroMedia,
  IllustrationName,
  Testimonial,
  ContentSection,
  MarketingPageContent,
} from './content-types';

// Section components (each name is also that section's content type).
export { HeroSection, type HeroSectionProps } from './HeroSection';
export { FeaturesSection, type FeaturesSectionProps } from './FeaturesSection';
export { BenefitsSection, type BenefitsSectionProps } from './BenefitsSection';
export { UseCasesSection, type UseCasesSectionProps } from './UseCasesSection';
export { StepsSection, type StepsSectionProps } from './StepsSection';
export { ComparisonSection, type ComparisonSectionProps } from './ComparisonSection';
export { StatsSection, type StatsSectionProps } from './StatsSection';
export { TestimonialsSection, type TestimonialsSectionProps } from './TestimonialsSection';
export { CtaSection, type CtaSectionProps } from './CtaSection';
export { FaqSection, type FaqSectionProps } from './FaqSection';
export { ProseSection, type ProseSectionProps } from './ProseSection';
export { SplitSection, type SplitSectionProps } from './SplitSection';
export { ChipsSection, type ChipsSectionProps } from './ChipsSection';
export { ApiSection, type ApiSectionProps } from './ApiSection';

// Rendering a page.
export { SectionRenderer, sectionTones, type SectionRendererProps } from './SectionRenderer';
export { ScrollShapes } from './ScrollShapes';

// Building blocks.
export { ContentLink, type ContentLinkProps } from './ContentLink';
export { ActionButton, type ActionButtonProps, type SurfaceTone } from './ActionButton';
export { ContentActions, type ContentActionsProps } from './ContentActions';
export { Illustration, type IllustrationProps } from './Illustration';
export { IconCard, type IconCardProps } from './IconCard';
export { SectionShell, type SectionShellProps, type SectionTone } from './SectionShell';
export { SectionHeader, type SectionHeaderProps } from './SectionHeader';
export { isInPageAnchor, scrollToAnchor } from './anchor-navigation';

// Hooks.
export { useRotatingIndex } from './use-rotating-index';
export { usePrefersReducedMotion, REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';
export { usePageLoadedForExtras } from './use-page-loaded';
export { StatFigure } from './StatFigure';
export type { StatFigureProps } from './StatFigure';
export { heroBandSx, ctaPanelSx } from './band-styles';
