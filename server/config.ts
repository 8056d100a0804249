import path from 'node:path';
import { TWO_FACTOR_POLICIES, type TwoFactorPolicy } from '@vistaar/shared/config';
import {
  readIntake,
  readSms,
  readWhatsapp,
  type SmsConfig,
  type WhatsappConfig,
} from './lib/channel-config';
import {
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  readBoolean,
  readTrustProxy,
  readUrl,
} from './lib/env-values';

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

export type {
  MessagePurpose,
  SmsConfig,
  WhatsappConfig,
  WhatsappPurpose,
} from './lib/channel-config';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

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
