export { createScheduledEmailSender } from './scheduled-email-sender';
export type { ScheduledEmailSender } from './scheduled-email-sender';
export { scheduledEmailRoutes } from './scheduled-email-routes';
export { emailTemplateRoutes } from './template-routes';
