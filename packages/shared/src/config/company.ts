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
  /**
   * Offices by the city job locations name ('Mumbai, India', 'Hybrid - Mumbai'): on-site and
   * hybrid jobs report to these addresses, and their job pages say so to search engines.
   */
  offices: {
    Delhi: {
      streetAddress: '3rd Floor, B-42, Okhla Industrial Area Phase II',
      locality: 'New Delhi',
      region: 'Delhi',
      postalCode: '110020',
    },
    Mumbai: {
      streetAddress: 'Unit 704, Sagar Tech Plaza, Andheri-Kurla Road, Andheri East',
      locality: 'Mumbai',
      region: 'Maharashtra',
      postalCode: '400059',
    },
    Bangalore: {
      streetAddress: '4th Floor, 27 Hosur Road, Koramangala',
      locality: 'Bengaluru',
      region: 'Karnataka',
      postalCode: '560095',
    },
    Hyderabad: {
      streetAddress: 'Level 3, Plot 12, Madhapur Road, HITEC City',
      locality: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500081',
    },
    Pune: {
      streetAddress: 'Office 402, 9 Airport Road, Yerawada',
      locality: 'Pune',
      region: 'Maharashtra',
      postalCode: '411006',
    },
    Chennai: {
      streetAddress: '2nd Floor, 110 Rajiv Gandhi Salai, Taramani',
      locality: 'Chennai',
      region: 'Tamil Nadu',
      postalCode: '600113',
    },
  },
  /**
   * The person who answers questions about personal data (DPDP Act s.8(9), Rules 2025 rule 9),
   * named by role so the page stays true when the person changes.
   */
  dataProtectionContact: {
    role: 'Data Protection Officer',
    email: 'privacy@vistaarinfotech.in',
  },
  hours: 'Mon-Sat 9:30 AM-6:00 PM',
  /**
   * The working week as `hours` states it, by day number (0 Sunday to 6 Saturday): e-mails
   * held for the next working day skip the others. A five-day week leaves 6 out.
   */
  workingDays: [1, 2, 3, 4, 5, 6],
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

export type OfficeCity = keyof typeof company.offices;
export type Office = (typeof company.offices)[OfficeCity];

/** The office of a job location's city, if the company has one there. */
export function officeIn(city: string | undefined): Office | undefined {
  return city && Object.hasOwn(company.offices, city)
    ? company.offices[city as OfficeCity]
    : undefined;
}
