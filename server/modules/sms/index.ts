export { gupshupProvider } from './gupshup-provider';
export { createSmsOutbox, type SmsOutbox } from './sms-outbox';
export { listSentSms } from './sms-repository';
export { smsWebhookRoutes } from './sms-webhook-routes';
export { smsDelivery } from './sms-delivery';
