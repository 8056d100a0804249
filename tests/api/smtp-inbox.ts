import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Map<string, string>;
  /** The decoded text/plain part (or the whole body of a single-part message). */
  text: string;
  html: string;
  /** The text/calendar alternative (an invitation), with its Content-Type (method=...). */
  calendar?: { contentType: string; text: string };
  attachments: { filename: string; type: string; text: string }[];
}

export interface Inbox {
  url: string;
  messages: ReceivedMail[];
  /** Messages to one address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

interface MimePart {
  type: string;
  headers: Map<string, string>;
  text: string;
}

/** The leaf parts of a MIME entity, nested multiparts (mixed around alternative) opened. */
function leafParts(headers: Map<string, string>, body: string): MimePart[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary || !/^multipart\//i.test(contentType)) {
    return [
      {
        type: contentType.split(';')[0].trim().toLowerCase(),
        headers,
        text: decodeBody(body, headers.get('content-transfer-encoding')),
      },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => {
      const part = section.replace(/^\r\n/, '');
      const end = part.indexOf('\r\n\r\n');
      return leafParts(unfoldHeaders(part.slice(0, end)), part.slice(end + 4));
    });
}

/** Just enough MIME to read what the mailer sends: headers, and the text and HTML parts decoded. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfoldHeaders(raw.slice(0, split));
  const parts = leafParts(headers, raw.slice(split + 4));
  const isAttachment = (part: MimePart) =>
    /^attachment/i.test(part.headers.get('content-disposition') ?? '');
  const body = (type: string) => parts.find((part) => part.type === type && !isAttachment(part));
  return {
    to,
    headers,
    text: body('text/plain')?.text ?? '',
    html: body('text/html')?.text ?? '',
    calendar: body('text/calendar')
      ? {
          contentType: body('text/calendar')!.headers.get('content-type') ?? '',
          text: body('text/calendar')!.text,
        }
      : undefined,
    attachments: parts.filter(isAttachment).map((part) => ({
      filename:
        /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
      type: part.type,
      text: part.text,
    })),
  };
}

/** A real SMTP server on loopback that keeps every message it is sent. */
export async function startInbox(): Promise<Inbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((message) => message.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
