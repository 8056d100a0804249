export { MailQuarantinePage } from './ui/MailQuarantinePage';
