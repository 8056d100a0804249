import { SectionRenderer } from '@/shared/ui/sections';
import { PageHead } from '@/shared/ui/seo';
import { aboutMeta, aboutSections } from '../config/about-content';

/** About: who we are, mission and vision, values, why choose us, and the way to /contact. */
export function AboutPage() {
  return (
    <>
      <PageHead title={aboutMeta.title} description={aboutMeta.description} path="/about" />
      <SectionRenderer sections={aboutSections} fallbackTitle={aboutMeta.title} />
    </>
  );
}
