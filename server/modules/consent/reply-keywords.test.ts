import { replyKeyword } from './reply-keywords';

describe('replyKeyword', () => {
  it.each(['STOP', 'stop', ' Stop.\nThanks', 'UNSUBSCRIBE!', 'unsubscribe'])(
    'reads %p as a stop',
    (body) => {
      expect(replyKeyword(body)).toEqual({ kind: 'stop' });
    },
  );

  it('reads YES with or without a channel', () => {
    expect(replyKeyword('yes')).toEqual({ kind: 'yes', channel: null });
    expect(replyKeyword('YES WhatsApp')).toEqual({ kind: 'yes', channel: 'whatsapp' });
    expect(replyKeyword('Yes sms.')).toEqual({ kind: 'yes', channel: 'sms' });
  });

  it.each([
    'Please stop by the office on Monday',
    'I will not stop applying',
    'Thanks\nSTOP',
    'yes please call me',
    'YES TELEGRAM',
    '',
  ])('leaves %p as an ordinary message', (body) => {
    expect(replyKeyword(body)).toBeUndefined();
  });
});
