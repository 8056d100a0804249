import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { TwoFactorSecret } from './TwoFactorSecret';

describe('TwoFactorSecret', () => {
  it('shows the key in groups of four that copy as one key', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    renderWithProviders(
      <TwoFactorSecret
        enrolment={{
          secret,
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,AA==',
        }}
      />,
    );
    const key = screen.getByTestId('two-factor-secret');
    expect([...key.children].map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    expect(key.textContent).toBe(secret);
  });
});
