export { candidateOfferRoutes } from './candidate-offer-routes';
export { checkSignedAcceptance } from './candidate-offer-service';
export { createOfferExpirySweep } from './offer-expiry';
export type { OfferExpirySweep } from './offer-expiry';
export { offerRoutes } from './offer-routes';
export { offerSettingsRoutes } from './offer-settings-routes';
export { preboardingRoutes } from './preboarding-routes';
