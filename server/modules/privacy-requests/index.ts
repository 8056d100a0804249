export { SIGN_OFF, signOffHtml } from './privacy-request-mails';
export {
  anonymiseApplicationRequests,
  listApplicationRequests,
} from './privacy-requests-repository';
export { privacyRequestsRoutes } from './privacy-requests-routes';
export { completeAutomatically, recordSelfServiceRequest } from './privacy-requests-service';
