import { useId, type ReactNode } from 'react';
import { JobList } from '@/features/careers';
import { EmployeeVerificationButton } from '@/features/employees';
import { paths } from '@/shared/config';
import { FeaturesSection, SectionHeader, SectionShell } from '@/shared/ui/sections';
import { PageHead } from '@/shared/ui/seo';
import { careerMeta, openPositionsSection, perksSection } from '../config/career-content';
import { CareerCta } from './CareerCta';
import { CareerHero } from './CareerHero';
import { CultureSection } from './CultureSection';

export interface CareerPageProps {
  /** Replaces the 'Employee Verification' button (tests render the page without it). */
  verificationSlot?: ReactNode;
}

/** Careers: hero with figures, perks, culture, the open positions and a closing call to action. */
export function CareerPage({
  verificationSlot = <EmployeeVerificationButton variant="outlined" color="inherit" size="large" />,
}: CareerPageProps = {}) {
  const positionsHeadingId = useId();
  return (
    <>
      <PageHead title={careerMeta.title} description={careerMeta.description} path={paths.career} />
      <CareerHero verificationSlot={verificationSlot} />
      <FeaturesSection section={perksSection} />
      <CultureSection />
      <SectionShell id="open-positions" labelledBy={positionsHeadingId}>
        <SectionHeader
          id={positionsHeadingId}
          eyebrow={openPositionsSection.eyebrow}
          title={openPositionsSection.title}
          subtitle={openPositionsSection.subtitle}
        />
        <JobList />
      </SectionShell>
      <CareerCta />
    </>
  );
}
