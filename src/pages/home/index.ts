export { HomePage } from './ui/HomePage';
export { organizationJsonLd, organizationJsonLdText } from './config/organization';
export type { OrganizationJsonLd } from './config/organization';
