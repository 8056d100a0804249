import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { domainOf, inboundMessage, splitTag, type InboundConsumer } from './inbound-message';

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** The one address mail is accepted for (with or without a +tag). */
  address: string;
  /** Sender domains accepted (lower-case); mail from any other is refused at MAIL FROM. */
  allowedSenderDomains: readonly string[];
  maxMessageBytes: number;
  log: FastifyBaseLogger;
  consumers: readonly InboundConsumer[];
}

export interface SmtpListener {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The port it listens on (the one given, or the one the system chose for 0). */
  port(): number;
}

/** An SMTP refusal with its reply code, as smtp-server sends it. */
function smtpError(code: number, message: string) {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The built-in SMTP listener: it accepts mail only for its one address and only from the
 * allowed sender domains (refusing the rest with a 5xx reply at MAIL FROM or RCPT TO), up to
 * a size, parses each message (mailparser) and hands it to every consumer in turn. A
 * consumer's failure answers 451, so the sending server tries again.
 */
export function createSmtpListener(options: SmtpListenerOptions): SmtpListener {
  const { log } = options;
  const intakeAddress = options.address.toLowerCase();
  const allowed = new Set(options.allowedSenderDomains.map((domain) => domain.toLowerCase()));

  const server = new SMTPServer({
    name: domainOf(intakeAddress),
    banner: 'Resume intake',
    // Senders are told apart by domain, not by password; there is no account to sign in to.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxMessageBytes,
    logger: false,
    onMailFrom(address: SMTPServerAddress, _session, callback) {
      if (!allowed.has(domainOf(address.address))) {
        log.warn(
          {
            event: 'inbound-mail.refused',
            reason: 'sender-domain',
            domain: domainOf(address.address),
          },
          'inbound e-mail refused: sender domain not allowed',
        );
        return callback(smtpError(550, '5.7.1 Mail from this domain is not accepted here'));
      }
      return callback();
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (splitTag(address.address)[0] !== intakeAddress) {
        return callback(smtpError(550, '5.1.1 No such mailbox here'));
      }
      return callback();
    },
    onData(stream, session, callback) {
      void (async () => {
        const parsed = await simpleParser(stream);
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          throw smtpError(552, '5.3.4 Message too large');
        }
        const message = inboundMessage(
          parsed,
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        for (const consume of options.consumers) await consume(message);
        log.info(
          { event: 'inbound-mail.received', attachments: message.attachments.length },
          'inbound e-mail taken in',
        );
      })().then(
        () => callback(),
        (error: Error & { responseCode?: number }) => {
          if (error.responseCode) return callback(error);
          log.error({ err: error, event: 'inbound-mail.failed' }, 'inbound e-mail not taken in');
          callback(smtpError(451, '4.3.0 Could not take the message in; please try again later'));
        },
      );
    },
  });
  server.on('error', (error) =>
    log.error({ err: error, event: 'inbound-mail.error' }, 'SMTP listener error'),
  );

  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.server.off('error', reject);
          log.info(
            { event: 'inbound-mail.listening', port: listeningPort() },
            'SMTP listener ready',
          );
          resolve();
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    port: () => listeningPort(),
  };

  function listeningPort() {
    return (server.server.address() as AddressInfo | null)?.port ?? options.port;
  }
}
