import { HIDDEN_LINK, hidePrivateLinks } from './private-links';

describe('hidePrivateLinks', () => {
  it("hides the candidate's own page, offer and erasure links", () => {
    const text = [
      'Your private page: http://127.0.0.1:4519/my-application/hkwUT8oa4cqeDqYZm2bCuqsukbcspEKJA2a98iUCMmg',
      'Your offer: https://www.vistaarinfotech.in/offer/Q2x7VbN0kz3_Hq9yPw-1mTtLr8sXcA5eJdFgUiOpZ0k.',
      '> Confirm: https://www.vistaarinfotech.in/my-application/confirm-erasure/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-aBcDe',
    ].join('\n');
    expect(hidePrivateLinks(text)).toBe(
      [
        `Your private page: ${HIDDEN_LINK}`,
        `Your offer: ${HIDDEN_LINK}`,
        `> Confirm: ${HIDDEN_LINK}`,
      ].join('\n'),
    );
  });

  it('hides a token carried in the query', () => {
    expect(
      hidePrivateLinks(
        'Stop alerts: https://example.in/job-alerts/unsubscribe?token=Zx81KqP0aLm2Vn7BcRt5Yw',
      ),
    ).toBe(`Stop alerts: ${HIDDEN_LINK}`);
  });

  it('keeps ordinary links: job pages, the careers site, a candidate’s own portfolio', () => {
    const text =
      'See https://www.vistaarinfotech.in/careers/senior-backend-developer-pune-42 and https://github.com/kiran-rao/portfolio, or https://www.vistaarinfotech.in/privacy-policy.';
    expect(hidePrivateLinks(text)).toBe(text);
  });
});
