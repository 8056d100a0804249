import { company } from '@vistaar/shared/config';

/** schema.org Organization data, rendered on the home page as a JSON-LD data block. */
export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${company.siteUrl}/#organization`,
  name: company.name,
  legalName: company.legalName,
  url: company.siteUrl,
  logo: `${company.siteUrl}/favicon.svg`,
  slogan: company.tagline,
  foundingDate: String(company.foundedYear),
  foundingLocation: {
    '@type': 'Place',
    name: `${company.address.city}, ${company.address.country}`,
  },
  email: company.emails.support,
  telephone: company.phones[0].tel,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address.line1,
    addressLocality: company.address.city,
    addressRegion: company.address.state,
    postalCode: company.address.postalCode,
    addressCountry: 'IN',
  },
  contactPoint: company.phones.map((phone) => ({
    '@type': 'ContactPoint',
    telephone: phone.tel,
    contactType: phone.label === 'Sales' ? 'sales' : 'customer support',
    areaServed: 'IN',
    availableLanguage: ['en', 'hi'],
  })),
  sameAs: company.social.map((profile) => profile.url),
};

/** The JSON text, safe to place inside a script element (no `<`, so no early `</script>`). */
export function organizationJsonLdText(): string {
  return JSON.stringify(organizationJsonLd).replace(/</g, '\\u003c');
}
