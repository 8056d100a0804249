export { eraseApplication, eraseContactMessage, eraseVerificationShare } from './erasure-service';
