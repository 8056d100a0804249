export { ContactForm } from './ui/ContactForm';
export { useSendContactMessageMutation } from './api/contact-api';
export type { ContactMessageRequest, ContactMessageResponse } from './api/contact-api';
