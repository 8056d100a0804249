import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import {
  dispatch,
  domainOf,
  inboundMessage,
  routeAllows,
  type InboundRoute,
} from './inbound-message';

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** The domain it names itself by in its greeting. */
  name: string;
  /**
   * The addresses mail is accepted for, each with the senders it takes mail from: a sender
   * no route takes is refused at MAIL FROM, a recipient no route (or not its route) takes at
   * RCPT TO.
   */
  routes: readonly InboundRoute[];
  maxMessageBytes: number;
  log: FastifyBaseLogger;
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
 * The built-in SMTP listener: it accepts mail only for its routes' addresses and only from
 * the senders each takes (refusing the rest with a 5xx reply at MAIL FROM or RCPT TO), up to
 * a size, parses each message (mailparser) and hands it to the routes of its recipients. A
 * consumer's failure answers 451, so the sending server tries again.
 */
export function createSmtpListener(options: SmtpListenerOptions): SmtpListener {
  const { log, routes } = options;

  const server = new SMTPServer({
    name: options.name,
    banner: 'Resume intake',
    // Senders are told apart by domain, not by password; there is no account to sign in to.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxMessageBytes,
    logger: false,
    onMailFrom(address: SMTPServerAddress, _session, callback) {
      if (!routes.some((route) => routeAllows(route, address.address))) {
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
    onRcptTo(address: SMTPServerAddress, session, callback) {
      const route = routes.find((candidate) => candidate.accepts(address.address));
      if (!route) return callback(smtpError(550, '5.1.1 No such mailbox here'));
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      if (!routeAllows(route, sender)) {
        return callback(smtpError(550, '5.7.1 Mail from this domain is not accepted here'));
      }
      return callback();
    },
    onData(stream, session, callback) {
      void (async () => {
        // Loaded with the first message: most installations receive no mail here.
        const { simpleParser } = await import('mailparser');
        const parsed = await simpleParser(stream);
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          throw smtpError(552, '5.3.4 Message too large');
        }
        const message = inboundMessage(
          parsed,
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        await dispatch(routes, message);
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
