import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { ApiSection } from './ApiSection';
import { BenefitsSection } from './BenefitsSection';
import { ChipsSection } from './ChipsSection';
import { ComparisonSection } from './ComparisonSection';
import type { ContentSection } from './content-types';
import { CtaSection } from './CtaSection';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { ProseSection } from './ProseSection';
import type { SectionTone } from './SectionShell';
import { SplitSection } from './SplitSection';
import { StatsSection } from './StatsSection';
import { StepsSection } from './StepsSection';
import { TestimonialsSection } from './TestimonialsSection';
import { UseCasesSection } from './UseCasesSection';
import { visuallyHidden } from '@/shared/lib/a11y';

export interface SectionRendererProps {
  sections: ContentSection[];
  /**
   * The page title, used as a visually hidden h1 when no hero section is present, so
   * every page still has exactly one h1.
   */
  fallbackTitle?: string;
}

/** Alternating backgrounds for rhythm; the hero brings its own and does not count. */
export function sectionTones(sections: ContentSection[]): SectionTone[] {
  let position = 0;
  return sections.map((section) => {
    if (section.kind === 'hero') return 'plain';
    const tone: SectionTone = position % 2 === 0 ? 'plain' : 'tint';
    position += 1;
    return tone;
  });
}

function renderSection(
  section: ContentSection,
  tone: SectionTone,
  isFirstHero: boolean,
): ReactNode {
  switch (section.kind) {
    case 'hero':
      return <HeroSection section={section} titleComponent={isFirstHero ? 'h1' : 'h2'} />;
    case 'features':
      return <FeaturesSection section={section} tone={tone} />;
    case 'benefits':
      return <BenefitsSection section={section} tone={tone} />;
    case 'useCases':
      return <UseCasesSection section={section} tone={tone} />;
    case 'steps':
      return <StepsSection section={section} tone={tone} />;
    case 'comparison':
      return <ComparisonSection section={section} tone={tone} />;
    case 'stats':
      return <StatsSection section={section} tone={tone} />;
    case 'testimonials':
      return <TestimonialsSection section={section} tone={tone} />;
    case 'cta':
      return <CtaSection section={section} tone={tone} />;
    case 'faq':
      return <FaqSection section={section} tone={tone} />;
    case 'prose':
      return <ProseSection section={section} tone={tone} />;
    case 'split':
      return <SplitSection section={section} tone={tone} />;
    case 'chips':
      return <ChipsSection section={section} tone={tone} />;
    case 'api':
      return <ApiSection section={section} tone={tone} />;
    default: {
      // A new section kind without a component fails the type check here.
      const unhandled: never = section;
      return unhandled;
    }
  }
}

/** Renders a page's sections, in order, with the matching section components. */
export function SectionRenderer({ sections, fallbackTitle }: SectionRendererProps) {
  const tones = sectionTones(sections);
  const firstHero = sections.findIndex((section) => section.kind === 'hero');
  return (
    <>
      {firstHero < 0 && fallbackTitle ? (
        <Typography variant="h1" sx={visuallyHidden}>
          {fallbackTitle}
        </Typography>
      ) : null}
      {sections.map((section, index) => (
        <Fragment key={`${section.kind}-${index}`}>
          {renderSection(section, tones[index], index === firstHero)}
        </Fragment>
      ))}
    </>
  );
}
