import { company } from '@/shared/config';
import type { ContentStat, HeroSection, PageMeta } from '@/shared/ui/sections';

export const contactMeta: PageMeta = {
  title: 'Contact Us',
  description: `Call, write or visit ${company.name} in ${company.address.city}. We answer every enquiry within ${company.responseTime}, ${company.hours}.`,
};

/** The four figures of the contact page, exactly as the spec words them. */
export const contactStats: ContentStat[] = [
  { value: '500+', label: 'Happy Clients' },
  { value: '1000+', label: 'Projects Completed' },
  { value: '10+', label: 'Years Experience' },
  { value: '99%', label: 'Client Satisfaction' },
];

export const contactHero: HeroSection = {
  kind: 'hero',
  eyebrow: 'Contact Us',
  title: 'Get In Touch',
  subtitle: `A quote for a new project, a question about one of our services or help with your account: call us, write to us or visit our ${company.address.city} office. Every enquiry gets a reply within ${company.responseTime}.`,
  stats: contactStats,
};

export const contactCardsTitle = 'Talk to a person, not a ticket queue';

export const formIntro = {
  title: 'Send Us a Message',
  text: `Tell us what you need and the right specialist will get back to you within ${company.responseTime} during business hours.`,
};

/** What a visitor can expect after writing to us. */
export const nextSteps: { title: string; text: string }[] = [
  {
    title: 'We read your message',
    text: 'It goes straight to our team in New Delhi, not to an automated queue, and reaches the specialist for your topic.',
  },
  {
    title: `You hear back within ${company.responseTime}`,
    text: `By phone or e-mail, ${company.hours}. Messages sent later are answered first thing the next working day.`,
  },
  {
    title: 'We plan the next step together',
    text: 'A short call, a live demo or a written estimate: whatever helps you decide, with no obligation.',
  },
];
