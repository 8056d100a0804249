/**
 * The company's identity, in one place. Every value here is a default meant to be
 * replaced by the real company's details before going live.
 */
export const company = {
  name: 'Vistaar Infotech',
  legalName: 'Vistaar Infotech Private Limited',
  tagline: 'since 2015',
  foundedYear: 2015,
  domain: 'vistaarinfotech.in',
  siteUrl: 'https://www.vistaarinfotech.in',
  phones: [
    { label: 'Sales', display: '+91 11 4109 7700', tel: '+911141097700' },
    { label: 'Support', display: '+91 98110 45270', tel: '+919811045270' },
  ],
  emails: {
    support: 'support@vistaarinfotech.in',
    sales: 'sales@vistaarinfotech.in',
    careers: 'careers@vistaarinfotech.in',
    security: 'security@vistaarinfotech.in',
    privacy: 'privacy@vistaarinfotech.in',
  },
  address: {
    line1: '3rd Floor, B-42, Okhla Industrial Area Phase II',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110020',
    country: 'India',
  },
  hours: 'Mon-Sat 9:30 AM-6:00 PM',
  responseTime: '2-4 hours',
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/vistaar-infotech' },
    { network: 'X', url: 'https://x.com/vistaarinfotech' },
    { network: 'Facebook', url: 'https://www.facebook.com/vistaarinfotech' },
    { network: 'Instagram', url: 'https://www.instagram.com/vistaarinfotech' },
    { network: 'YouTube', url: 'https://www.youtube.com/@vistaarinfotech' },
  ],
  certifications: ['ISO 27001:2022', 'ISO 9001:2015'],
  partnerBadges: ['Meta Business Partner', 'Google Cloud Partner', 'AWS Partner'],
} as const;

export type SocialNetwork = (typeof company.social)[number]['network'];

export function formatAddress(separator = ', '): string {
  const { line1, city, state, postalCode, country } = company.address;
  return [line1, `${city}, ${state} ${postalCode}`, country].join(separator);
}
