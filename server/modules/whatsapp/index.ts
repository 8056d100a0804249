export { whatsappDelivery } from './whatsapp-delivery';
export { listSentWhatsapp } from './whatsapp-repository';
export { createWhatsappOutbox, type WhatsappOutbox } from './whatsapp-outbox';
export { freeTextState } from './whatsapp-window';
export { whatsappCostRoutes } from './whatsapp-routes';
export { whatsappWebhookRoutes } from './whatsapp-webhook-routes';
