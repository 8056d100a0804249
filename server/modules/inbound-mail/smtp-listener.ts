import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One file attached to an inbound e-mail. */
interface InboundAttachment {
  fileName: string | undefined;
  contentType: string;
  content: Buffer;
}

/** An e-mail the product received, parsed, as every consumer gets it. */
export interface InboundMessage {
  /** The envelope sender (MAIL FROM), the one the allow-list was checked against. */
  sender: string;
  /** The header From's address, when there is one. */
  from: string | undefined;
  /** The envelope recipients that were accepted. */
  recipients: string[];
  /** The +tags of those recipients (`intake+job-12@...` gives 'job-12'), lower-cased. */
  tags: string[];
  subject: string;
  /** The message's text (the plain part, or the HTML part's text). */
  text: string;
  receivedAt: string;
  attachments: InboundAttachment[];
}

/** Takes a received message; throwing makes the sender try again later (a 4xx answer). */
export type InboundConsumer = (message: InboundMessage) => Promise<void>;

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

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The address without its +tag, and the tag: 'intake+job-12@x.in' → ['intake@x.in', 'job-12']. */
function splitTag(address: string): [string, string | undefined] {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0) return [address.toLowerCase(), undefined];
  return [
    `${local.slice(0, plus)}${address.slice(at)}`.toLowerCase(),
    local.slice(plus + 1).toLowerCase(),
  ];
}

const firstAddress = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.value[0]?.address;

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
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const message: InboundMessage = {
          sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          from: firstAddress(parsed.from),
          recipients,
          tags: recipients.flatMap((recipient) => splitTag(recipient)[1] ?? []),
          subject: parsed.subject ?? '',
          text: (parsed.text ?? '').trim(),
          receivedAt: new Date().toISOString(),
          attachments: parsed.attachments.map((attachment) => ({
            fileName: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        };
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
