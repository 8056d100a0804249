import { company } from '@vistaar/shared/config';
import type { BenefitsSection } from '@/shared/ui/sections';

/** Why us, with the figures from the spec's marketing claims. */
export const whyUsSection: BenefitsSection = {
  kind: 'benefits',
  id: 'why-us',
  eyebrow: `Why ${company.name}`,
  title: 'A technology partner that stays after go-live',
  subtitle:
    'We build, host and support what we deliver, so you deal with one team that knows your system inside out.',
  items: [
    {
      title: 'One team, end to end',
      text: 'Consulting, design, development, hosting and support under one contract, so nothing falls between vendors.',
    },
    {
      title: 'Made for Indian business',
      text: 'DLT-compliant messaging, GST-ready billing, and voice and chat in Hindi, English and regional languages.',
    },
    {
      title: 'Certified processes',
      text: `Information security and quality management certified to ${company.certifications.join(' and ')}.`,
    },
    {
      title: 'Platforms that stay up',
      text: 'Our messaging and voice platforms are monitored around the clock and have kept 99.9% uptime.',
    },
    {
      title: 'Clear, fixed quotes',
      text: 'A written scope and a fixed price before work starts, and per-message rates with no hidden set-up fees.',
    },
    {
      title: 'Start small, grow later',
      text: 'Begin with one channel or one module and add more as you grow, without migrating your data.',
    },
  ],
  aside: {
    title: 'The numbers behind our work',
    text: `Ten years of building and running software for companies across India, from our office in ${company.address.city}.`,
    stats: [
      { value: '500+', label: 'Happy clients' },
      { value: '1000+', label: 'Projects completed' },
      { value: '10+', label: 'Years of experience' },
      { value: '99%', label: 'Client satisfaction' },
      { value: '99.9%', label: 'Platform uptime' },
      { value: '10,000+', label: 'Companies reached on our platforms' },
    ],
  },
};
