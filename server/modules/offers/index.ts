export { candidateOfferRoutes } from './candidate-offer-routes';
export { checkSignedAcceptance } from './candidate-offer-service';
export { createJoiningSweep } from './joining-reminders';
export type { JoiningSweep } from './joining-reminders';
export { joiningRoutes } from './joining-routes';
export { createOfferExpirySweep } from './offer-expiry';
export type { OfferExpirySweep } from './offer-expiry';
export { offerRoutes } from './offer-routes';
export { offerSettingsRoutes } from './offer-settings-routes';
