import { noticePeriodText } from './notice-period';

describe('noticePeriodText', () => {
  it('says nothing when nothing was given, and "Serving notice" when only that was', () => {
    expect(noticePeriodText({ noticePeriod: null, noticeUntil: null, servingNotice: false })).toBe(
      '',
    );
    expect(noticePeriodText({ noticePeriod: null, noticeUntil: null, servingNotice: true })).toBe(
      'Serving notice',
    );
  });

  it('names a fixed period, a last working day and whether notice is being served', () => {
    expect(noticePeriodText({ noticePeriod: '30', noticeUntil: null, servingNotice: false })).toBe(
      '30 days',
    );
    expect(
      noticePeriodText({ noticePeriod: 'immediate', noticeUntil: null, servingNotice: false }),
    ).toBe('Immediate');
    expect(
      noticePeriodText({ noticePeriod: 'date', noticeUntil: '2027-01-05', servingNotice: true }),
    ).toBe('Until 5 Jan 2027, serving notice');
    expect(
      noticePeriodText({ noticePeriod: 'negotiable', noticeUntil: null, servingNotice: true }),
    ).toBe('Negotiable, serving notice');
  });
});
