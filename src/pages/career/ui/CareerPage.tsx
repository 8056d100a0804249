import { useId, type ReactNode } from 'react';
import { JobList } from '@/features/careers';
import { EmployeeVerificationButton } from '@/features/employees';
import { JobAlertsSection } from '@/features/jobAlerts';
import { paths } from '@vistaar/shared/config';
import { Island } from '@/shared/ui/island';
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

const verificationIsland = (
  <Island
    name="careerVerification"
    component={EmployeeVerificationButton}
    props={{ variant: 'outlined', color: 'inherit', size: 'large' }}
    hydrate="interaction"
  />
);

/** Careers: hero with figures, perks, culture, the open positions and a closing call to action. */
export function CareerPage({ verificationSlot = verificationIsland }: CareerPageProps = {}) {
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
        {/* Server HTML only: the cards are links, and the page is rendered afresh when a job
            changes, so the list needs no script (and no island) in the browser. */}
        <JobList />
      </SectionShell>
      <JobAlertsSection />
      <CareerCta />
    </>
  );
}
