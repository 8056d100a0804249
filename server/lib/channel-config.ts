import { DOMAIN_PATTERN, EMAIL_PATTERN, readUrl } from './env-values';

/*
 * The outside channels the server may be configured to use, each off until its variables
 * are set: WhatsApp, SMS and resumes received by e-mail.
 */

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
export function readWhatsapp(
  env: NodeJS.ProcessEnv,
  problems: string[],
): WhatsappConfig | undefined {
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
export function readSms(env: NodeJS.ProcessEnv, problems: string[]): SmsConfig | undefined {
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
export function readIntake(env: NodeJS.ProcessEnv, problems: string[]) {
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
