import type { FastifyBaseLogger } from 'fastify';
import {
  dispatch,
  domainOf,
  headerRecipients,
  inboundMessage,
  type InboundRoute,
} from './inbound-message';

export interface ImapPollerOptions {
  /** imap://user:password@host:143/INBOX or imaps://...:993/INBOX (the mailbox: INBOX if none). */
  url: string;
  log: FastifyBaseLogger;
  /** A message goes to the routes its To and Cc recipients name (or the mailbox's own address). */
  routes: readonly InboundRoute[];
  intervalMs?: number;
}

export interface ImapPoller {
  /** One visit to the mailbox: every unseen message taken in, then flagged seen. */
  pollOnce(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const POLL_EVERY_MS = 60_000;

/**
 * Polls an IMAP mailbox (imapflow): each unseen message is parsed and handed to the routes of
 * its recipients that take mail from its sender, and flagged seen once they took it; one no
 * route takes is flagged seen and left aside. A consumer's failure leaves the message unseen,
 * so the next visit tries it again.
 */
export function createImapPoller(options: ImapPollerOptions): ImapPoller {
  const { log } = options;
  const url = new URL(options.url);
  const mailbox = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX';
  // Mail reaching the mailbox by Bcc names none of its addresses: it is the mailbox's own.
  const ownAddress = decodeURIComponent(url.username);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function visit() {
    // The IMAP client and the parser load on the first visit: most installations configure no
    // mailbox, and those that do poll it only once the server is up.
    const [{ ImapFlow }, { simpleParser }] = await Promise.all([
      import('imapflow'),
      import('mailparser'),
    ]);
    const client = new ImapFlow({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'imaps:' ? 993 : 143),
      secure: url.protocol === 'imaps:',
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
    });
    client.on('error', (error) =>
      log.warn({ err: error, event: 'inbound-mail.imap_error' }, 'IMAP connection error'),
    );
    await client.connect();
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const uids = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of uids) {
          const fetched = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (!fetched || !fetched.source) continue;
          const parsed = await simpleParser(fetched.source);
          const sender = parsed.from?.value[0]?.address ?? '';
          const named = headerRecipients(parsed);
          const message = inboundMessage(parsed, sender, named.length > 0 ? named : [ownAddress]);
          if (!(await dispatch(options.routes, message))) {
            log.warn(
              { event: 'inbound-mail.refused', reason: 'sender-domain', domain: domainOf(sender) },
              'mailbox message left aside: no address of it takes mail from its sender',
            );
          }
          await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => undefined);
    }
  }

  const poller: ImapPoller = {
    pollOnce() {
      running ??= visit()
        .catch((error) =>
          log.error({ err: error, event: 'inbound-mail.imap_failed' }, 'IMAP poll failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      timer = setInterval(() => void poller.pollOnce(), options.intervalMs ?? POLL_EVERY_MS);
      timer.unref();
      void poller.pollOnce();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
  return poller;
}
