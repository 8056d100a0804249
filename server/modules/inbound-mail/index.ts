export { createSmtpListener } from './smtp-listener';
export type { InboundConsumer, InboundMessage, SmtpListener } from './smtp-listener';
