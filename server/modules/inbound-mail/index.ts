export { createImapPoller } from './imap-poller';
export type { ImapPoller } from './imap-poller';
export type { InboundConsumer, InboundMessage } from './inbound-message';
export { createSmtpListener } from './smtp-listener';
export type { SmtpListener } from './smtp-listener';
