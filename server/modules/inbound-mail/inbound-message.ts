import type { AddressObject, ParsedMail } from 'mailparser';

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
  /** The Message-ID header (with its angle brackets), so an answer can name it. */
  messageId: string | undefined;
  /** The message's text (the plain part, or the HTML part's text). */
  text: string;
  receivedAt: string;
  attachments: InboundAttachment[];
}

/** Takes a received message; throwing makes the sender try again later (a 4xx answer). */
export type InboundConsumer = (message: InboundMessage) => Promise<void>;

/** The addresses one consumer takes mail for, and from whom. */
export interface InboundRoute {
  /** Whether mail to this recipient is this route's (the first route that accepts it wins). */
  accepts(recipient: string): boolean;
  /** Sender domains the route takes mail from, lower-case; undefined: any sender. */
  allowedSenderDomains?: readonly string[];
  /** Gets the message with only this route's recipients. */
  consume: InboundConsumer;
}

/** Whether a route takes mail from this sender. */
export const routeAllows = (route: InboundRoute, sender: string) =>
  !route.allowedSenderDomains ||
  route.allowedSenderDomains.some((domain) => domain.toLowerCase() === domainOf(sender));

/**
 * Hands a message to each route that accepts one of its recipients (and its sender), with
 * those recipients; says whether any took it.
 */
export async function dispatch(
  routes: readonly InboundRoute[],
  message: InboundMessage,
): Promise<boolean> {
  let taken = false;
  for (const [index, route] of routes.entries()) {
    const mine = message.recipients.filter(
      (recipient) => routes.findIndex((candidate) => candidate.accepts(recipient)) === index,
    );
    if (mine.length > 0 && routeAllows(route, message.sender)) {
      await route.consume({
        ...message,
        recipients: mine,
        tags: mine.flatMap((recipient) => splitTag(recipient)[1] ?? []),
      });
      taken = true;
    }
  }
  return taken;
}

export const domainOf = (address: string) =>
  address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The address without its +tag, and the tag: 'intake+job-12@x.in' → ['intake@x.in', 'job-12']. */
export function splitTag(address: string): [string, string | undefined] {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0) return [address.toLowerCase(), undefined];
  return [
    `${local.slice(0, plus)}${address.slice(at)}`.toLowerCase(),
    local.slice(plus + 1).toLowerCase(),
  ];
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/** A parsed message as consumers get it, whichever way it arrived. */
export function inboundMessage(
  parsed: ParsedMail,
  sender: string,
  recipients: string[],
): InboundMessage {
  return {
    sender,
    from: addresses(parsed.from)[0],
    recipients,
    tags: recipients.flatMap((recipient) => splitTag(recipient)[1] ?? []),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId,
    text: (parsed.text ?? '').trim(),
    receivedAt: new Date().toISOString(),
    attachments: parsed.attachments.map((attachment) => ({
      fileName: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** The recipients a message names in its headers (To and Cc), for mail read from a mailbox. */
export const headerRecipients = (parsed: ParsedMail) => [
  ...addresses(parsed.to),
  ...addresses(parsed.cc),
];
