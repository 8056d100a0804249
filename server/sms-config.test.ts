import { ConfigError, loadConfig } from './config';

const SMS = {
  NODE_ENV: 'test',
  SMS_USER_ID: '2000123456',
  SMS_API_KEY: 'gupshup-password',
  SMS_SENDER_HEADER: 'vistar',
  SMS_ENTITY_ID: '1101456780000012345',
  SMS_WEBHOOK_TOKEN: 'sms-callback-token-0123456789abcdef',
  SMS_URL_WHITELIST: 'VistaarInfotech.in, careers.vistaarinfotech.in',
  SMS_TEMPLATE_INTERVIEW_REMINDER:
    '1107161234567890005|Reminder: {#var#}, your interview for {#var#} is on {#var#}{#var#}.',
};

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the SMS settings', () => {
  it('are off when none is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toBeUndefined();
  });

  it('read the account, the DLT header and entity, the whitelist and each registered template', () => {
    expect(loadConfig(SMS).sms).toEqual({
      apiUrl: 'https://enterprise.smsgupshup.com/GatewayAPI/rest',
      userId: '2000123456',
      apiKey: 'gupshup-password',
      senderHeader: 'VISTAR',
      principalEntityId: '1101456780000012345',
      webhookToken: 'sms-callback-token-0123456789abcdef',
      urlWhitelist: ['vistaarinfotech.in', 'careers.vistaarinfotech.in'],
      templates: {
        interview_reminder: {
          dltTemplateId: '1107161234567890005',
          text: 'Reminder: {#var#}, your interview for {#var#} is on {#var#}{#var#}.',
        },
      },
    });
  });

  it('name what is missing when only some are set', () => {
    expect(problems({ NODE_ENV: 'test', SMS_USER_ID: '2000123456' })).toEqual([
      'SMS needs SMS_API_KEY, SMS_SENDER_HEADER, SMS_ENTITY_ID, SMS_WEBHOOK_TOKEN as well (or none of the five)',
    ]);
  });

  it('refuse a header that is not six letters, a short token and a template without its ID or variables', () => {
    expect(
      problems({
        ...SMS,
        SMS_SENDER_HEADER: 'VIST12',
        SMS_WEBHOOK_TOKEN: 'short',
        SMS_TEMPLATE_APPLICATION_RECEIVED: 'Dear {#var#}, thank you.',
        SMS_TEMPLATE_DOCUMENT_REQUEST: '1107161234567890006|Please send your documents.',
      }),
    ).toEqual([
      'SMS_SENDER_HEADER must be the six-letter DLT sender header (got "VIST12")',
      'SMS_WEBHOOK_TOKEN must be 24 or more letters, digits, - or _ (a random secret)',
      'SMS_TEMPLATE_APPLICATION_RECEIVED must read <DLT template ID>|<registered text with {#var#} for each variable>',
      'SMS_TEMPLATE_DOCUMENT_REQUEST must read <DLT template ID>|<registered text with {#var#} for each variable>',
    ]);
  });
});
