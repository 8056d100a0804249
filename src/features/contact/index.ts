export { ContactForm } from './ui/ContactForm';
