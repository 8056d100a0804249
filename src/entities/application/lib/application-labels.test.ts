import {
  ctcLabel,
  formatApplicationDate,
  formatFileSize,
  noticeLabel,
  ratingLabels,
  sourceLabel,
} from './application-labels';

describe('formatFileSize', () => {
  it('gives megabytes from 0.1 MB up', () => {
    expect(formatFileSize(1_572_864)).toBe('1.50 MB');
    expect(formatFileSize(1_536_000)).toBe('1.46 MB');
    expect(formatFileSize(104_858)).toBe('0.10 MB');
  });

  it('gives whole kilobytes below 0.1 MB, rounded up so a small file is never 0', () => {
    expect(formatFileSize(43_008)).toBe('42 KB');
    expect(formatFileSize(104_857)).toBe('103 KB');
    expect(formatFileSize(1_000)).toBe('1 KB');
  });
});

describe('ratingLabels', () => {
  it('shows the average to one decimal on the 4-point scale, and reads out how many scorecards', () => {
    expect(ratingLabels({ average: 3.25, submissions: 2 })).toEqual({
      text: '3.3 / 4',
      spoken: 'Rated 3.3 out of 4 from 2 scorecards',
    });
    expect(ratingLabels({ average: 2, submissions: 1 })).toEqual({
      text: '2.0 / 4',
      spoken: 'Rated 2.0 out of 4 from 1 scorecard',
    });
  });

  it('says so when nobody has rated the candidate yet', () => {
    expect(ratingLabels(null).text).toBe('Not rated');
  });
});

describe('notice, CTC and source labels', () => {
  const none = { noticePeriod: null, noticeUntil: null, servingNotice: false } as const;

  it('shows a CTC that reads as one figure the Indian way, and any other as typed', () => {
    expect(ctcLabel('18.5 LPA', 1_850_000)).toBe('₹18.5 LPA / ₹18,50,000');
    expect(ctcLabel('6-8 LPA', null)).toBe('6-8 LPA');
  });

  it('says the notice period, the last working day and whether notice is being served', () => {
    expect(noticeLabel(none)).toBe('');
    expect(noticeLabel({ ...none, noticePeriod: '30' })).toBe('30 days');
    expect(noticeLabel({ ...none, noticePeriod: 'immediate', servingNotice: true })).toBe(
      'Immediate, serving notice',
    );
    expect(noticeLabel({ ...none, noticePeriod: 'date', noticeUntil: '2026-07-31' })).toBe(
      `Until ${formatApplicationDate('2026-07-31')}`,
    );
  });

  it('names the source with its referrer and detail', () => {
    expect(sourceLabel({ source: 'careers_site', sourceDetail: '' })).toBe('Careers site');
    expect(
      sourceLabel({
        source: 'referral',
        sourceDetail: '',
        referrer: { code: 'VI-3001', name: 'Rohan Das' },
      }),
    ).toBe('Referral by Rohan Das (VI-3001)');
    expect(sourceLabel({ source: 'linkedin', sourceDetail: 'utm_source=linkedin' })).toBe(
      'LinkedIn: utm_source=linkedin',
    );
  });
});
