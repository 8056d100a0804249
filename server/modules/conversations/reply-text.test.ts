import { foldReply } from './reply-text';

describe('foldReply', () => {
  it('folds a quoted message under its "On ... wrote:" line, and the lines starting with ">"', () => {
    const text = [
      'Thank you, Tuesday at 11 works for me.',
      '',
      'On Mon, 2 Mar 2026 at 10:02, Priya Sharma <jobs+abc@vistaar.test> wrote:',
      '> Dear Kiran,',
      '> Could you come in on Tuesday?',
    ].join('\n');
    expect(foldReply(text)).toEqual({
      body: 'Thank you, Tuesday at 11 works for me.',
      quoted: [
        'On Mon, 2 Mar 2026 at 10:02, Priya Sharma <jobs+abc@vistaar.test> wrote:',
        '> Dear Kiran,',
        '> Could you come in on Tuesday?',
      ].join('\n'),
    });
  });

  it('folds an attribution wrapped over two lines, a bare quote and an Outlook block', () => {
    expect(foldReply('Yes.\nOn Mon, 2 Mar 2026, Priya Sharma\n<x@y.in> wrote:\n> Hi').body).toBe(
      'Yes.',
    );
    expect(foldReply('Noted.\n> Earlier text').quoted).toBe('> Earlier text');
    expect(
      foldReply('See below.\r\n\r\n-----Original Message-----\r\nFrom: Priya\r\nHi').body,
    ).toBe('See below.');
    expect(foldReply('Fine.\nFrom: Priya Sharma <x@y.in>\nSent: Monday').body).toBe('Fine.');
  });

  it('folds signatures: the "-- " delimiter and common mobile ones', () => {
    expect(foldReply('I accept.\n-- \nKiran Bhat\n+91 98450 00000')).toEqual({
      body: 'I accept.',
      quoted: '-- \nKiran Bhat\n+91 98450 00000',
    });
    expect(foldReply('On my way.\n\nSent from my iPhone').quoted).toBe('Sent from my iPhone');
    expect(foldReply('Ok\nGet Outlook for Android').body).toBe('Ok');
  });

  it('keeps a text with nothing to fold, or nothing above the fold, whole', () => {
    expect(foldReply('  Just a line.  ')).toEqual({ body: 'Just a line.', quoted: '' });
    expect(foldReply('> only a quote')).toEqual({ body: '> only a quote', quoted: '' });
    // "On" in a sentence is not an attribution.
    expect(foldReply('On Monday I can join.\nThanks').quoted).toBe('');
  });
});
