import { fillBlocks, isBreakupBlock, readLetterHtml, sanitizeLetterHtml } from './letter-html';
import { offerValues } from './offer-values';

describe('offer letter rich text', () => {
  it('keeps only the allowed tags, without attributes, and drops scripts with their text', () => {
    expect(
      sanitizeLetterHtml(
        '<h1>Title</h1><h2 style="x" onclick="y()">Offer</h2><div><p>Dear <b>you</b> &amp; <i>yours</i><br>next</p></div>' +
          '<script>alert(1)</script><style>p{}</style><ul><li><a href="javascript:x">Link</a> text</li><ul><li>nested</li></ul></ul>' +
          '<img src=x onerror=alert(1)>loose &lt;tag&gt; <!-- comment -->',
      ),
    ).toBe(
      [
        '<p>Title</p>',
        '<h2>Offer</h2>',
        '<p>Dear <strong>you</strong> &amp; <em>yours</em><br>next</p>',
        '<ul>',
        '<li>Link text</li>',
        '<li>nested</li>',
        '</ul>',
        '<p>loose &lt;tag&gt;</p>',
      ].join('\n'),
    );
  });

  it('reads what it writes unchanged', () => {
    const once = sanitizeLetterHtml(
      '<h3>A</h3><ol><li><strong><em>b</em></strong></li></ol><p>c</p>',
    );
    expect(sanitizeLetterHtml(once)).toBe(once);
  });

  it('fills the placeholders and keeps the break-up as a block of its own', () => {
    const blocks = fillBlocks(
      readLetterHtml(
        '<p>Dear {{candidate.name}}, {{offer.ctc}} ({{offer.ctcInWords}})</p><p>{{ offer.ctcBreakup }}</p>',
      ),
      offerValues({
        candidateFirstName: 'Aarav',
        candidateLastName: 'Mehta',
        candidateAddress: '',
        jobTitle: 'Engineer',
        designation: 'Engineer',
        location: 'Pune',
        joiningDate: '2027-01-04',
        validUntil: '2026-12-05',
        reportingManager: 'Manoj',
        ctc: 1_850_000,
      }),
    );
    expect(blocks[0].lines[0][0].text).toBe(
      'Dear Aarav Mehta, Rs. 18,50,000 (Eighteen lakh fifty thousand rupees)',
    );
    expect(blocks.map(isBreakupBlock)).toEqual([false, true]);
  });
});
