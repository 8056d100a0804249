import { BenefitsSection, CtaSection, FeaturesSection } from '@/shared/ui/sections';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { theme } from '@/shared/ui/theme';
import { closingCta } from '../config/cta';
import { homeHero } from '../config/hero';
import { homeMeta } from '../config/meta';
import { organizationJsonLdText } from '../config/organization';
import { partners, partnersSubtitle, partnersTitle } from '../config/partners';
import { productsSection } from '../config/products';
import { servicesOverview } from '../config/services';
import { whyUsSection } from '../config/why-us';
import { HomeFeaturesCarousel } from './HomeFeaturesCarousel';
import { HomeHero } from './HomeHero';
import { PartnersMarquee } from './PartnersMarquee';

/**
 * Below md the carousel is a plain row that scrolls and snaps without any script (it never
 * moves by itself there), so only wide screens wake it when it comes into view.
 */
const pagedCarouselQuery = theme.breakpoints.up('md').replace(/^@media\s*/, '');

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
      <Island
        name="featuresCarousel"
        component={HomeFeaturesCarousel}
        props={{}}
        wakeWhere={pagedCarouselQuery}
      />
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
