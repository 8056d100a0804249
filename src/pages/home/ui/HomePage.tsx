import { BenefitsSection, CtaSection, FeaturesSection } from '@/shared/ui/sections';
import { PageHead } from '@/shared/ui/seo';
import { closingCta } from '../config/cta';
import { featuresCarousel } from '../config/features';
import { homeHero } from '../config/hero';
import { homeMeta } from '../config/meta';
import { organizationJsonLdText } from '../config/organization';
import { partners, partnersSubtitle, partnersTitle } from '../config/partners';
import { productsSection } from '../config/products';
import { servicesOverview } from '../config/services';
import { whyUsSection } from '../config/why-us';
import { FeaturesCarousel } from './FeaturesCarousel';
import { HomeHero } from './HomeHero';
import { PartnersMarquee } from './PartnersMarquee';

/**
 * The home page. The schema.org Organization data is a JSON-LD data block: browsers
 * never execute it, so the content security policy's script rules do not apply.
 */
export function HomePage() {
  return (
    <>
      <PageHead title={homeMeta.title} description={homeMeta.description} path="/" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: organizationJsonLdText() }}
      />
      <HomeHero content={homeHero} />
      <FeaturesCarousel section={featuresCarousel} tone="plain" />
      <FeaturesSection section={servicesOverview} tone="tint" />
      <FeaturesSection section={productsSection} tone="plain" />
      <BenefitsSection section={whyUsSection} tone="tint" />
      <PartnersMarquee
        title={partnersTitle}
        subtitle={partnersSubtitle}
        partners={partners}
        tone="plain"
      />
      <CtaSection section={closingCta} tone="plain" />
    </>
  );
}
