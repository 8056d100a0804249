import { company } from '@vistaar/shared/config';
import type { BenefitsSection, ContentStat, HeroSection, PageMeta } from '@/shared/ui/sections';

export const contactMeta: PageMeta = {
  title: 'Contact Us',
  description: `Call, write or visit ${company.name} in ${company.address.city}. We answer every enquiry within ${company.responseTime}, ${company.hours}.`,
};

/** The four figures of the contact page, exactly as the spec words them. */
const contactStats: ContentStat[] = [
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

/** Who answers which kind of enquiry, so a visitor knows what to write and whom they will reach. */
export const enquiryGuide: BenefitsSection = {
  kind: 'benefits',
  id: 'what-to-write',
  eyebrow: 'Before you write',
  title: 'What to tell us, and who will answer',
  subtitle:
    'A few details in your first message save a round of questions. Every enquiry is read by a person in our New Delhi office and passed to the team that will do the work.',
  items: [
    {
      title: 'A new website, app or integration',
      text: 'Tell us what it should do, who will use it and any date you are working towards. A solution architect replies with questions or a first estimate.',
    },
    {
      title: 'Bulk SMS, WhatsApp, RCS or IVR',
      text: 'Mention your expected monthly volume and whether the messages are promotional or transactional, so we can advise on sender IDs, templates and DLT registration.',
    },
    {
      title: 'HRM, LMS, CRM or another product',
      text: 'Say how many employees or users you have and which modules matter most. We will set up a live demo on your own sample data.',
    },
    {
      title: 'Help with an existing account',
      text: 'Include your registered company name and, if you have one, the ticket or invoice number. Support answers account and delivery questions first.',
    },
    {
      title: 'Billing and invoices',
      text: 'Quote the invoice number and GSTIN. Our accounts team confirms payments and issues revised invoices on working days.',
    },
    {
      title: 'Careers and employee checks',
      text: 'Job seekers can apply on the careers page; background-check agencies verify former employees there with a one-time code.',
    },
  ],
};
