import net from 'node:net';
import path from 'node:path';
import { TWO_FACTOR_POLICIES, type TwoFactorPolicy } from '@vistaar/shared/config';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  hrInbox: string;
  /** Where candidates' replies go (the Reply-To of every e-mail to a candidate). */
  recruitingInbox: string;
  publicUrl: string;
  staffEmail: string | undefined;
  staffPassword: string | undefined;
  seedDemo: boolean;
  /** Secret for one-time-code HMACs and signed file links; generated per data dir when unset. */
  appSecret: string | undefined;
  corsOrigin: string | undefined;
  clientDir: string;
  logLevel: string;
  /** Proxies in front of the server: a hop count or their addresses/CIDRs; false when none. */
  trustProxy: false | number | string[];
  /**
   * Who must use a second factor on an installation whose admins have not chosen yet;
   * written to the database once, after which the Team screen's setting rules.
   */
  twoFactorDefault: TwoFactorPolicy;
  /** Turns on GET /metrics (Prometheus), answered only to this Bearer token; unset: off. */
  metricsToken: string | undefined;
  /** The resume inbox's SMTP listener; undefined: off (0: a port the system chooses). */
  intakeSmtpPort: number | undefined;
  /** The one address the listener accepts mail for (a +tag may name a job). */
  intakeAddress: string | undefined;
  /** The resume inbox's mailbox to poll instead (or as well): imap(s)://user:pass@host/INBOX. */
  intakeImapUrl: string | undefined;
  /** Sender domains the resume inbox accepts mail from, lower-case. */
  intakeAllowedSenderDomains: string[];
  /**
   * The domain of candidates' reply addresses (`jobs+<token>@REPLY_DOMAIN`), lower-case;
   * undefined: off, and e-mails to candidates keep the recruiting inbox as their Reply-To.
   */
  replyDomain: string | undefined;
  /** WhatsApp through the Cloud API; undefined (off) unless its four WHATSAPP_* values are set. */
  whatsapp: WhatsappConfig | undefined;
  /** SMS under India's DLT rules through Gupshup; undefined (off) unless its SMS_* values are set. */
  sms: SmsConfig | undefined;
  /**
   * Whether members' calendar addresses may point into this machine or its private network
   * (CALENDAR_ALLOW_PRIVATE_ADDRESSES=true, for a calendar server inside the company's own
   * network). Off: only public addresses are fetched.
   */
  calendarPrivateAddresses: boolean;
  isProduction: boolean;
}

/** What each approved (WhatsApp) or registered (SMS) template is sent for. */
const MESSAGE_PURPOSES = [
  'application_received',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_reminder',
  'document_request',
  'interview_booking_link',
] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
export type WhatsappPurpose = MessagePurpose;

export interface WhatsappConfig {
  /** The Graph API's base with its version, without a trailing slash. */
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  /** The Meta app's secret: the key of every webhook call's X-Hub-Signature-256. */
  appSecret: string;
  /** What the platform sends back when the webhook is subscribed. */
  verifyToken: string;
  /** The approved template (name and language) per purpose; a purpose without one sends nothing. */
  templates: Partial<Record<WhatsappPurpose, { name: string; language: string }>>;
  /** Rupees per billable message, per pricing category. */
  ratesInr: Record<string, number>;
}

const WHATSAPP_DEFAULT_RATES = 'utility=0.115,marketing=0.7846,authentication=0.115,service=0';
const TEMPLATE_PATTERN = /^([a-z0-9_]{1,512})(?::([A-Za-z_]{2,10}))?$/;

/**
 * WhatsApp: off unless WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET
 * and WHATSAPP_VERIFY_TOKEN are all set. Templates come from WHATSAPP_TEMPLATES
 * (`purpose=name[:language],...`) and WHATSAPP_TEMPLATE_<PURPOSE> (`name[:language]`, which
 * wins); the language defaults to `en`.
 */
function readWhatsapp(env: NodeJS.ProcessEnv, problems: string[]): WhatsappConfig | undefined {
  const names = [
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ] as const;
  const values = names.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => !value)) return undefined;
  const missing = names.filter((_, index) => !values[index]);
  if (missing.length > 0) {
    problems.push(`WhatsApp needs ${missing.join(', ')} as well (or none of the four)`);
    return undefined;
  }
  const [phoneNumberId, accessToken, appSecret, verifyToken] = values;
  if (!/^\d{5,20}$/.test(phoneNumberId)) {
    problems.push(
      'WHATSAPP_PHONE_NUMBER_ID must be the phone number ID (digits) from the Meta app',
    );
  }
  const apiBase = readUrl(
    'WHATSAPP_API_BASE',
    env.WHATSAPP_API_BASE || 'https://graph.facebook.com/v21.0',
    ['https:', 'http:'],
    problems,
  );
  const templates: WhatsappConfig['templates'] = {};
  const setTemplate = (purpose: string, value: string, source: string) => {
    const match = TEMPLATE_PATTERN.exec(value.trim());
    if (!(MESSAGE_PURPOSES as readonly string[]).includes(purpose) || !match) {
      problems.push(
        `${source} must name a purpose (${MESSAGE_PURPOSES.join(', ')}) and a template as name[:language] (got "${purpose}=${value}")`,
      );
      return;
    }
    templates[purpose as WhatsappPurpose] = { name: match[1], language: match[2] ?? 'en' };
  };
  for (const pair of (env.WHATSAPP_TEMPLATES ?? '').split(',').filter((p) => p.trim())) {
    const [purpose, value = ''] = pair.split('=');
    setTemplate(purpose.trim().toLowerCase(), value, 'WHATSAPP_TEMPLATES');
  }
  for (const purpose of MESSAGE_PURPOSES) {
    const value = env[`WHATSAPP_TEMPLATE_${purpose.toUpperCase()}`];
    if (value) setTemplate(purpose, value, `WHATSAPP_TEMPLATE_${purpose.toUpperCase()}`);
  }
  const ratesInr: Record<string, number> = {};
  for (const pair of (env.WHATSAPP_RATES_INR || WHATSAPP_DEFAULT_RATES).split(',')) {
    const [category, rate = ''] = pair.split('=').map((part) => part.trim());
    const amount = Number(rate);
    if (!/^[a-z_]+$/.test(category) || rate === '' || !Number.isFinite(amount) || amount < 0) {
      problems.push(`WHATSAPP_RATES_INR must read category=rupees,... (got "${pair}")`);
      continue;
    }
    ratesInr[category] = amount;
  }
  return {
    apiBase: (apiBase ?? '').replace(/\/$/, ''),
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    templates,
    ratesInr,
  };
}

const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A DLT-registered template: its ID on the DLT platform and its text, `{#var#}` for each variable. */
interface SmsTemplate {
  dltTemplateId: string;
  text: string;
}

export interface SmsConfig {
  /** Gupshup Enterprise's GatewayAPI endpoint. */
  apiUrl: string;
  /** The Gupshup Enterprise account's user ID (digits). */
  userId: string;
  /** The account's API password (Gupshup's plain authentication scheme). */
  apiKey: string;
  /** The DLT-registered sender header, six letters. */
  senderHeader: string;
  /** The DLT principal entity ID of the company. */
  principalEntityId: string;
  /**
   * The secret path segment of the delivery-report and inbound-SMS callbacks: Gupshup's
   * callbacks carry no signature, so only a caller who knows the URL is heard.
   */
  webhookToken: string;
  /** Hosts whose links an SMS may carry (lower-case); a link to any other host is refused. */
  urlWhitelist: string[];
  /** The registered template per purpose; a purpose without one sends nothing. */
  templates: Partial<Record<MessagePurpose, SmsTemplate>>;
}

const SMS_REQUIRED = [
  'SMS_USER_ID',
  'SMS_API_KEY',
  'SMS_SENDER_HEADER',
  'SMS_ENTITY_ID',
  'SMS_WEBHOOK_TOKEN',
] as const;
const DLT_ID_PATTERN = /^\d{10,30}$/;
/** `{#var#}` is the DLT platform's one variable placeholder. */
const SMS_VARIABLE = '{#var#}';

/**
 * SMS: off unless SMS_USER_ID, SMS_API_KEY, SMS_SENDER_HEADER, SMS_ENTITY_ID and
 * SMS_WEBHOOK_TOKEN are all set. Each purpose's template is SMS_TEMPLATE_<PURPOSE> as
 * `<DLT template ID>|<registered text>`; SMS_URL_WHITELIST lists the hosts links may point to.
 */
function readSms(env: NodeJS.ProcessEnv, problems: string[]): SmsConfig | undefined {
  const values = SMS_REQUIRED.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => !value)) return undefined;
  const missing = SMS_REQUIRED.filter((_, index) => !values[index]);
  if (missing.length > 0) {
    problems.push(`SMS needs ${missing.join(', ')} as well (or none of the five)`);
    return undefined;
  }
  const [userId, apiKey, header, principalEntityId, webhookToken] = values;
  const senderHeader = header.toUpperCase();
  if (!/^\d{1,20}$/.test(userId)) {
    problems.push('SMS_USER_ID must be the Gupshup Enterprise account number (digits)');
  }
  if (!/^[A-Z]{6}$/.test(senderHeader)) {
    problems.push(`SMS_SENDER_HEADER must be the six-letter DLT sender header (got "${header}")`);
  }
  if (!DLT_ID_PATTERN.test(principalEntityId)) {
    problems.push('SMS_ENTITY_ID must be the DLT principal entity ID (digits)');
  }
  if (!/^[A-Za-z0-9_-]{24,200}$/.test(webhookToken)) {
    problems.push('SMS_WEBHOOK_TOKEN must be 24 or more letters, digits, - or _ (a random secret)');
  }
  const urlWhitelist = (env.SMS_URL_WHITELIST ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of urlWhitelist) {
    if (!DOMAIN_PATTERN.test(host)) {
      problems.push(
        `SMS_URL_WHITELIST must list host names such as vistaarinfotech.in (got "${host}")`,
      );
    }
  }
  const apiUrl = readUrl(
    'SMS_API_URL',
    env.SMS_API_URL || 'https://enterprise.smsgupshup.com/GatewayAPI/rest',
    ['https:', 'http:'],
    problems,
  );
  const templates: SmsConfig['templates'] = {};
  for (const purpose of MESSAGE_PURPOSES) {
    const name = `SMS_TEMPLATE_${purpose.toUpperCase()}`;
    const value = env[name]?.trim();
    if (!value) continue;
    const bar = value.indexOf('|');
    const dltTemplateId = bar < 0 ? '' : value.slice(0, bar).trim();
    const text = bar < 0 ? '' : value.slice(bar + 1).trim();
    if (!DLT_ID_PATTERN.test(dltTemplateId) || !text.includes(SMS_VARIABLE)) {
      problems.push(
        `${name} must read <DLT template ID>|<registered text with {#var#} for each variable>`,
      );
      continue;
    }
    templates[purpose] = { dltTemplateId, text };
  }
  return {
    apiUrl: apiUrl ?? '',
    userId,
    apiKey,
    senderHeader,
    principalEntityId,
    webhookToken,
    urlWhitelist,
    templates,
  };
}

/**
 * The resume inbox: off unless INTAKE_SMTP_PORT or INTAKE_IMAP_URL is set; the listener needs
 * its address, and either needs the sender domains it accepts.
 */
function readIntake(env: NodeJS.ProcessEnv, problems: string[]) {
  const imapUrl = readUrl('INTAKE_IMAP_URL', env.INTAKE_IMAP_URL, ['imap:', 'imaps:'], problems);
  const portText = env.INTAKE_SMTP_PORT ?? '';
  const domains = (env.INTAKE_ALLOWED_SENDER_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const address = env.INTAKE_ADDRESS?.trim() || undefined;
  const port = portText === '' ? undefined : Number(portText);
  if (port === undefined && !imapUrl) return { port, address, domains, imapUrl };
  if (port !== undefined && (!/^\d{1,5}$/.test(portText) || port > 65535)) {
    problems.push(`INTAKE_SMTP_PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }
  if (port !== undefined && (!address || !EMAIL_PATTERN.test(address))) {
    problems.push(
      'INTAKE_ADDRESS must be the e-mail address resumes are sent to when INTAKE_SMTP_PORT is set',
    );
  }
  if (domains.length === 0) {
    problems.push(
      'INTAKE_ALLOWED_SENDER_DOMAINS must list the sender domains to accept (comma-separated) when INTAKE_SMTP_PORT or INTAKE_IMAP_URL is set',
    );
  }
  const bad = domains.filter((domain) => !DOMAIN_PATTERN.test(domain));
  if (bad.length > 0) {
    problems.push(`INTAKE_ALLOWED_SENDER_DOMAINS holds what is not a domain: ${bad.join(', ')}`);
  }
  return { port, address, domains, imapUrl };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readBoolean(
  name: string,
  value: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function readUrl(
  name: string,
  value: string | undefined,
  protocols: string[],
  problems: string[],
): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    }
    return value;
  } catch {
    problems.push(`${name} is not a valid URL`);
    return undefined;
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

// Plain `true` would trust every hop, so the client's own X-Forwarded-For would decide its address.
function readTrustProxy(value: string | undefined, problems: string[]): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else if (!['true', 'yes', 'on'].includes(text.toLowerCase())) {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
  }
  problems.push(
    `TRUST_PROXY must be the number of proxies in front of the server (1-10) or their addresses/CIDRs separated by commas, for example "1" or "10.0.0.0/8,127.0.0.1" (got "${text}"); "true" is refused because it lets any client choose its own address`,
  );
  return false;
}

/** Reads the environment, applies the documented defaults, and lists every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];

  const portText = env.PORT ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = readUrl(
    'DATABASE_URL',
    env.DATABASE_URL,
    ['postgres:', 'postgresql:'],
    problems,
  );
  const smtpUrl = readUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);
  const publicUrl =
    readUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'], problems) ??
    `http://localhost:${portText}`;
  const corsOrigin = readUrl('CORS_ORIGIN', env.CORS_ORIGIN, ['http:', 'https:'], problems);

  const mailFrom = env.MAIL_FROM ?? 'Vistaar Infotech <no-reply@vistaarinfotech.in>';
  const contactInbox = env.CONTACT_INBOX ?? 'support@vistaarinfotech.in';
  const hrInbox = env.HR_INBOX ?? 'careers@vistaarinfotech.in';
  const recruitingInbox = env.RECRUITING_INBOX || hrInbox;
  for (const [name, value] of [
    ['CONTACT_INBOX', contactInbox],
    ['HR_INBOX', hrInbox],
    ['RECRUITING_INBOX', recruitingInbox],
  ] as const) {
    if (!EMAIL_PATTERN.test(value))
      problems.push(`${name} must be an e-mail address (got "${value}")`);
  }
  if (!/@/.test(mailFrom))
    problems.push(`MAIL_FROM must contain an e-mail address (got "${mailFrom}")`);

  const staffEmail = env.STAFF_EMAIL || undefined;
  const staffPassword = env.STAFF_PASSWORD || undefined;
  if (staffEmail && !EMAIL_PATTERN.test(staffEmail))
    problems.push(`STAFF_EMAIL must be an e-mail address`);
  if (Boolean(staffEmail) !== Boolean(staffPassword)) {
    problems.push('STAFF_EMAIL and STAFF_PASSWORD must be set together');
  }

  const appSecret = env.APP_SECRET || undefined;
  if (appSecret && appSecret.length < 32)
    problems.push('APP_SECRET must be at least 32 characters');

  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && !/^[\x21-\x7e]{24,200}$/.test(metricsToken)) {
    problems.push(
      'METRICS_TOKEN must be 24 to 200 visible characters without spaces, for example the output of `openssl rand -hex 32`',
    );
  }

  const seedDemo = readBoolean('SEED_DEMO', env.SEED_DEMO, !databaseUrl, problems);
  const trustProxy = readTrustProxy(env.TRUST_PROXY, problems);

  const twoFactorDefault = (env.TWO_FACTOR_DEFAULT || 'admins') as TwoFactorPolicy;
  if (!TWO_FACTOR_POLICIES.includes(twoFactorDefault)) {
    problems.push(
      `TWO_FACTOR_DEFAULT must be one of ${TWO_FACTOR_POLICIES.join(', ')} (got "${twoFactorDefault}")`,
    );
  }

  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }

  const intake = readIntake(env, problems);
  const replyDomain = env.REPLY_DOMAIN?.trim().toLowerCase() || undefined;
  if (replyDomain && !DOMAIN_PATTERN.test(replyDomain)) {
    problems.push(
      `REPLY_DOMAIN must be a domain such as vistaarinfotech.in (got "${replyDomain}")`,
    );
  }
  if (replyDomain && intake.address?.toLowerCase() === `jobs@${replyDomain}`) {
    problems.push(
      `INTAKE_ADDRESS cannot be jobs@${replyDomain}: that is where candidates' replies go`,
    );
  }

  const whatsapp = readWhatsapp(env, problems);
  const sms = readSms(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    smtpUrl,
    mailFrom,
    contactInbox,
    hrInbox,
    recruitingInbox,
    publicUrl: publicUrl.replace(/\/$/, ''),
    staffEmail: staffEmail?.toLowerCase(),
    staffPassword,
    seedDemo,
    appSecret,
    corsOrigin,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel,
    trustProxy,
    twoFactorDefault,
    metricsToken,
    intakeSmtpPort: intake.port,
    intakeAddress: intake.address,
    intakeImapUrl: intake.imapUrl,
    intakeAllowedSenderDomains: intake.domains,
    replyDomain,
    whatsapp,
    sms,
    calendarPrivateAddresses: env.CALENDAR_ALLOW_PRIVATE_ADDRESSES === 'true',
    isProduction: env.NODE_ENV === 'production',
  };
}
