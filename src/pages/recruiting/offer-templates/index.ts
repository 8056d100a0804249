export { OfferTemplatesPage } from './ui/OfferTemplatesPage';
