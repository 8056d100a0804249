export { OfferApprovalPage, OfferApprovalsPage } from './ui/OfferApprovalsPage';
