export { createImapPoller } from './imap-poller';
export type { ImapPoller } from './imap-poller';
export { splitTag } from './inbound-message';
export type { InboundConsumer, InboundMessage, InboundRoute } from './inbound-message';
export { createSmtpListener } from './smtp-listener';
export type { SmtpListener } from './smtp-listener';
