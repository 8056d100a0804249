export { ApprovalChains } from './ui/ApprovalChains';
export { OfferDecision } from './ui/OfferDecision';
export { OfferPanel } from './ui/OfferPanel';
export { OfferSettings } from './ui/OfferSettings';
export { OffersAwaitingMe } from './ui/OffersAwaitingMe';
