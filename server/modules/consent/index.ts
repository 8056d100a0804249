export { honourReply } from './consent-replies';
export { consentRoutes } from './consent-routes';
export {
  findCandidateByConsentNumber,
  findLatestApplication,
  moveChannelConsents,
} from './consent-repository';
export { mayMessage, recordFormOptIns } from './consent-service';
export { messagingFooter } from './unsubscribe-link';
export { messagingUnsubscribeRoutes } from './unsubscribe-routes';
