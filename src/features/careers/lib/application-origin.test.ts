import { applicationOrigin } from './application-origin';

const form = 'https://www.vistaar.example/career/apply/7';

describe('applicationOrigin', () => {
  it("reads the form's own link", () => {
    expect(applicationOrigin(`${form}?utm_source=linkedin&utm_medium=social&ref=abc`, '')).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      ref: 'abc',
      referrerDomain: '',
    });
  });

  it('reads the job page link the applicant came through', () => {
    expect(
      applicationOrigin(form, 'https://www.vistaar.example/career/jobs/7?utm_source=naukri'),
    ).toMatchObject({ utmSource: 'naukri', referrerDomain: '' });
  });

  it('keeps the domain of another site that sent the applicant', () => {
    expect(applicationOrigin(form, 'https://www.google.com/')).toEqual({
      utmSource: '',
      utmMedium: '',
      ref: '',
      referrerDomain: 'www.google.com',
    });
  });

  it('ignores an unreadable referrer and cuts long values to the bound', () => {
    const origin = applicationOrigin(`${form}?ref=${'x'.repeat(300)}`, 'not a url');
    expect(origin.ref).toHaveLength(200);
    expect(origin.referrerDomain).toBe('');
  });
});
