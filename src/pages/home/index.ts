export { HomePage } from './ui/HomePage';
export { HomeFeaturesCarousel } from './ui/HomeFeaturesCarousel';
export { PartnersMarquee } from './ui/PartnersMarquee';
export { organizationJsonLd, organizationJsonLdText } from './config/organization';
export type { OrganizationJsonLd } from './config/organization';
