// The server the browser tests run against: a fresh data directory, demo content,
// a known staff account, a loopback SMTP server whose messages the tests can read
// over a small HTTP endpoint (GET /messages), and a loopback stand-in for the WhatsApp
// Cloud API's messages endpoint, whose requests the same endpoint lists (GET /whatsapp), and
// one for Gupshup Enterprise's SMS GatewayAPI (GET /sms lists what it was sent).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_PORT ?? 4319);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 4326);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));

/** @type {{ to: string[]; raw: string; receivedAt: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

/** A port free now, for the server's inbound SMTP listener (candidates' replies). */
const inboundPort = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

/** The WhatsApp number's id and app secret the server is given (the tests sign webhooks with it). */
const WHATSAPP_PHONE_NUMBER_ID = '109876543210987';
const WHATSAPP_APP_SECRET = 'e2e-meta-app-secret';

/** @type {{ url: string; body: unknown; id: string }[]} */
const whatsappRequests = [];
// The Cloud API's POST /{phone-number-id}/messages as documented: each send answered with a
// new wamid, as the platform does when it accepts a message.
const cloudApi = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let body = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = null;
    }
    const id = `wamid.E2E${whatsappRequests.length + 1}`;
    whatsappRequests.push({ url: request.url ?? '', body, id });
    response.setHeader('Content-Type', 'application/json');
    if (
      request.method !== 'POST' ||
      !request.url?.endsWith(`/${WHATSAPP_PHONE_NUMBER_ID}/messages`)
    ) {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { message: 'Unknown path', code: 100 } }));
      return;
    }
    response.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body?.to, wa_id: body?.to }],
        messages: [{ id }],
      }),
    );
  });
});
await new Promise((resolve) => cloudApi.listen(0, '127.0.0.1', resolve));
const cloudApiPort = cloudApi.address().port;

/** @type {{ form: Record<string, string>; id: string }[]} */
const smsRequests = [];
// Gupshup's GatewayAPI (method=SendMessage, format=json) as documented: each message answered
// with a new id, as Gupshup does when it accepts one.
const gatewayApi = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const id = `${Date.now()}${smsRequests.length + 1}-328736121207676738`;
    smsRequests.push({ form, id });
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify({
        response: { id, phone: form.send_to ?? '', details: '', status: 'success' },
      }),
    );
  });
});
await new Promise((resolve) => gatewayApi.listen(0, '127.0.0.1', resolve));
const gatewayApiPort = gatewayApi.address().port;

const mailApi = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/sms') {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(smsRequests));
    return;
  }
  if (url.pathname === '/whatsapp') {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(whatsappRequests));
    return;
  }
  if (url.pathname === '/inbound') {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ port: inboundPort }));
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(found));
});
mailApi.listen(mailApiPort, '127.0.0.1');

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // E2E_DATABASE_URL runs the same browser tests against PostgreSQL (an empty database).
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Candidates' replies come back to the built-in listener (GET /inbound says its port).
    INTAKE_SMTP_PORT: String(inboundPort),
    INTAKE_ADDRESS: 'resumes@vistaar.test',
    INTAKE_ALLOWED_SENDER_DOMAINS: 'talentpartners.example',
    REPLY_DOMAIN: 'vistaar.test',
    // WhatsApp on, against the stand-in above; no templates, so only staff's free text goes.
    WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: 'e2e-access-token',
    WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
    WHATSAPP_API_BASE: `http://127.0.0.1:${cloudApiPort}/v21.0`,
    // SMS on, against the stand-in above, with the interview notice registered only.
    SMS_USER_ID: '2000123456',
    SMS_API_KEY: 'e2e-gupshup-password',
    SMS_SENDER_HEADER: 'VISTAR',
    SMS_ENTITY_ID: '1101456780000012345',
    SMS_WEBHOOK_TOKEN: 'e2e-sms-callback-token-0123456789',
    SMS_TEMPLATE_INTERVIEW_SCHEDULED:
      '1107161234567890002|Dear {#var#}, your interview for {#var#} is on {#var#}{#var#}. -Vistaar Infotech',
    SMS_API_URL: `http://127.0.0.1:${gatewayApiPort}/GatewayAPI/rest`,
    STAFF_EMAIL: 'e2e.recruiter@example.com',
    STAFF_PASSWORD: 'browser tests walk the whole desk 2026',
    // Browser tests sign this admin in with its password alone; a new installation's
    // requirement for admins is proven by tests/api/staff-two-factor.test.ts, and the
    // invited recruiter's browser test enrols an authenticator.
    TWO_FACTOR_DEFAULT: 'off',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The tests reach the server as through a proxy on loopback: a test that applies many
    // times (the board's full column) gives each application its own X-Forwarded-For
    // address, and the browser, which sends none, stays 127.0.0.1.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
  mailApi.close();
  cloudApi.close();
  gatewayApi.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
server.on('exit', (code) => {
  smtp.close();
  mailApi.close();
  cloudApi.close();
  gatewayApi.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
