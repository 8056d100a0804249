export { AcceptInvitationPage } from './ui/AcceptInvitationPage';
