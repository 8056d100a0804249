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
  /** The message's text (the plain part, or the HTML part's text). */
  text: string;
  receivedAt: string;
  attachments: InboundAttachment[];
}

/** Takes a received message; throwing makes the sender try again later (a 4xx answer). */
export type InboundConsumer = (message: InboundMessage) => Promise<void>;

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
