import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { TwoFactorSecret } from './TwoFactorSecret';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPAB';
const enrolment = {
  secret,
  otpauthUrl: 'otpauth://totp/x',
  qrDataUrl: 'data:image/png;base64,AA==',
};

describe('TwoFactorSecret', () => {
  it('shows the key in groups of four, set apart by gaps that are no text', () => {
    renderWithProviders(<TwoFactorSecret enrolment={enrolment} />);
    const key = screen.getByTestId('two-factor-secret');
    const texts = [...key.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(texts).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EHPK', '3PXP', 'AB']);
    const gaps = key.querySelectorAll('[data-key-gap]');
    expect(gaps).toHaveLength(8);
    for (const gap of gaps) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
      expect(gap.textContent).toBe('');
    }
  });

  it('reads, and copies, as the whole key', () => {
    renderWithProviders(<TwoFactorSecret enrolment={enrolment} />);
    expect(screen.getByText(secret)).toBe(screen.getByTestId('two-factor-secret'));
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(secret);
  });
});
