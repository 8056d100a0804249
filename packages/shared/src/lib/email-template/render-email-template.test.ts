import {
  plainTextToHtml,
  renderEmailTemplate,
  singleLine,
  unknownPlaceholders,
} from './render-email-template';

describe('rendering an e-mail template', () => {
  it('fills the known placeholders once, leaving values that look like placeholders as text', () => {
    const rendered = renderEmailTemplate(
      {
        subject: 'Hi {{ candidate.firstName }}',
        body: 'Dear {{candidate.firstName}}, {{job.title}}',
      },
      { 'candidate.firstName': '{{company.name}}', 'company.name': 'Vistaar Infotech' },
    );
    expect(rendered).toEqual({
      subject: 'Hi {{company.name}}',
      text: 'Dear {{company.name}}, {{job.title}}',
      missing: ['job.title'],
    });
  });

  it('names the placeholders nobody fills in', () => {
    expect(
      unknownPlaceholders('{{candidate.firstName}} {{candidate.age}} {{ job.salary }}'),
    ).toEqual(['candidate.age', 'job.salary']);
  });

  it('keeps a subject on one line whatever the values hold', () => {
    expect(singleLine('Hello Ravi\r\nBcc: x@example.com\u2028\tend')).toBe(
      'Hello Ravi Bcc: x@example.com end',
    );
  });

  it('makes the HTML part from escaped text, keeping paragraphs and line breaks', () => {
    const html = plainTextToHtml('Dear <script>alert(1)</script>,\n\nLine one\nLine "two" & more');
    expect(html).toContain(
      '<p style="margin:0 0 12px">Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>',
    );
    expect(html).toContain('Line one<br>Line &quot;two&quot; &amp; more</p>');
    expect(html).not.toContain('<script>');
  });
});
