import type { ContactFormPost } from '@vistaar/shared/validation';
import { BenefitsSection, HeroSection } from '@/shared/ui/sections';
import { PageHead } from '@/shared/ui/seo';
import {
  contactCardsTitle,
  contactHero,
  contactMeta,
  enquiryGuide,
  formIntro,
  nextSteps,
} from '../config/contact-content';
import { ContactCards } from './ContactCards';
import { ContactFormSection } from './ContactFormSection';

/**
 * Contact: the 'Get In Touch' hero with the four figures, three ways to reach us, the form,
 * and what to write for each kind of enquiry.
 */
export function ContactPage({ posted }: { posted?: ContactFormPost }) {
  return (
    <>
      <PageHead title={contactMeta.title} description={contactMeta.description} path="/contact" />
      <HeroSection section={contactHero} />
      <ContactCards title={contactCardsTitle} tone="plain" />
      <ContactFormSection
        title={formIntro.title}
        text={formIntro.text}
        steps={nextSteps}
        tone="tint"
        posted={posted}
      />
      <BenefitsSection section={enquiryGuide} tone="plain" />
    </>
  );
}
