import { fillTemplate, linksOffWhitelist, smsLength } from './sms-text';

const REGISTERED = 'Dear {#var#}, your interview for {#var#} is on {#var#} IST. -Vistaar';

describe('fillTemplate', () => {
  it('puts each value in its {#var#}, in order, and nothing else changes', () => {
    expect(fillTemplate(REGISTERED, ['Meera', 'Payroll Analyst', '3 Mar, 10:30'])).toEqual({
      ok: true,
      text: 'Dear Meera, your interview for Payroll Analyst is on 3 Mar, 10:30 IST. -Vistaar',
    });
  });

  it('refuses too few or too many values rather than send a mangled text', () => {
    expect(fillTemplate(REGISTERED, ['Meera', 'Payroll Analyst'])).toMatchObject({
      ok: false,
      code: 'variables-count',
    });
    expect(fillTemplate(REGISTERED, ['a', 'b', 'c', 'd'])).toMatchObject({ ok: false });
  });

  it('takes placeholders written back to back as one slot of 30 characters each', () => {
    const time = 'Tue, 3 Mar 2026, 10:30-11:30 IST';
    expect(fillTemplate('Interview on {#var#}{#var#}. -Vistaar', [time])).toEqual({
      ok: true,
      text: `Interview on ${time}. -Vistaar`,
    });
    expect(fillTemplate('Interview on {#var#}.', [time])).toMatchObject({
      ok: false,
      code: 'variable-unfit',
    });
  });

  it.each([
    ['an empty value', ''],
    ['a value past 30 characters', 'Senior Principal Payroll Analyst II'],
    ['a value of two lines', 'Payroll\nAnalyst'],
    ['a value holding a placeholder', '{#var#}'],
  ])('refuses %s', (_, value) => {
    expect(fillTemplate(REGISTERED, ['Meera', value, '3 Mar'])).toMatchObject({
      ok: false,
      code: 'variable-unfit',
    });
  });
});

describe('linksOffWhitelist', () => {
  const whitelist = ['vistaarinfotech.in'];

  it('lets through links to a whitelisted host or one under it', () => {
    expect(
      linksOffWhitelist(
        'Book at https://vistaarinfotech.in/book/abc or careers.vistaarinfotech.in/jobs',
        whitelist,
      ),
    ).toEqual([]);
  });

  it('names every other host, with or without a scheme', () => {
    expect(
      linksOffWhitelist(
        'See http://evil.example/x, www.bit.ly/abc and vistaarinfotech.in.evil.example/y',
        whitelist,
      ),
    ).toEqual(['evil.example', 'www.bit.ly', 'vistaarinfotech.in.evil.example']);
  });

  it('finds no link in plain words and times', () => {
    expect(linksOffWhitelist('Your interview is at 10.30 a.m. in Pune.', whitelist)).toEqual([]);
  });
});

describe('smsLength', () => {
  it('counts GSM-7 septets: 160 in one SMS, 153 a part after that', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, parts: 2 });
    expect(smsLength('a'.repeat(307))).toEqual({ encoding: 'gsm7', units: 307, parts: 3 });
  });

  it('counts an extension character such as € or [ as two septets', () => {
    expect(smsLength(`${'a'.repeat(158)}€`)).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
  });

  it('falls to UCS-2 for anything outside GSM-7 (₹, Hindi): 70 in one SMS, 67 a part', () => {
    expect(smsLength('Fee ₹500')).toEqual({ encoding: 'ucs2', units: 8, parts: 1 });
    expect(smsLength('न'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsLength('न'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsLength('न'.repeat(135))).toEqual({ encoding: 'ucs2', units: 135, parts: 3 });
  });
});
