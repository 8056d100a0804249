export { OfferPage } from './ui/OfferPage';
export type { OfferPageProps } from './ui/OfferPage';
