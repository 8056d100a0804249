export { EmailTemplatesPage } from './ui/EmailTemplatesPage';
