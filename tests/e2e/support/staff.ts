import { expect, type APIRequestContext } from '@playwright/test';

/** The staff account scripts/e2e-server.mjs creates at start-up. */
export const E2E_STAFF = {
  email: 'e2e.recruiter@example.com',
  password: 'browser tests walk the whole desk 2026',
};

export const STAFF_STATE = 'tests/.auth/staff.json';

const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 4326);

export interface CapturedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** Messages the test SMTP server received for an address. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${mailApiPort}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as CapturedMail[];
}

/** The port of the server's inbound SMTP listener, where candidates' replies arrive. */
export async function inboundMailPort(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${mailApiPort}/inbound`);
  return ((await response.json()) as { port: number }).port;
}

/** A request to the stand-in WhatsApp Cloud API, with the message id it answered. */
interface WhatsappRequest {
  url: string;
  body: Record<string, unknown>;
  id: string;
}

/** What the server posted to the stand-in WhatsApp Cloud API, oldest first. */
export async function whatsappSent(): Promise<WhatsappRequest[]> {
  const response = await fetch(`http://127.0.0.1:${mailApiPort}/whatsapp`);
  return (await response.json()) as WhatsappRequest[];
}

/** What the server posted to the stand-in Gupshup GatewayAPI (its form), with the id it answered. */
export async function smsSent(): Promise<{ form: Record<string, string>; id: string }[]> {
  const response = await fetch(`http://127.0.0.1:${mailApiPort}/sms`);
  return (await response.json()) as { form: Record<string, string>; id: string }[];
}

/** Undoes quoted-printable, which mail may use for long lines (`=` becomes `=3D`). */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * An address for a sign-in that stands for another device or a script. The sign-in route
 * takes ten a minute from one address, and the suite signs in through the API more often than
 * that when it runs quickly; the test server trusts the loopback proxy's X-Forwarded-For.
 */
export function addressOfItsOwn(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${part()}.${part()}`;
}

/** A bearer token of the e2e staff account, for seeding through the API (from its own address). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { emailId: E2E_STAFF.email, password: E2E_STAFF.password },
    headers: { 'x-forwarded-for': addressOfItsOwn() },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
