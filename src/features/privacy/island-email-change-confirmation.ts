export { EmailChangeConfirmation } from './ui/EmailChangeConfirmation';
