import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SENT_OTP, db, renderWithProviders } from '@tests/support/web';
import { SHARE_FIELDS, SHARE_FIELD_LABELS } from '@vistaar/shared/config';
import { VerifierAccess } from './VerifierAccess';

const TOKEN = 'A'.repeat(43);

describe('VerifierAccess', () => {
  beforeEach(() => {
    window.history.pushState({}, '', `/verify/${TOKEN}`);
    db.verifierLinks.set(TOKEN, {
      verificationId: 'VV-7K2M-Q9XD-4HTR',
      issuer: 'Vistaar Infotech Private Limited',
      employeeName: 'Rahul Sharma',
      verifierOrganisation: 'VerifyCo',
      verifierEmail: 'checks@verifyco.example.com',
      purpose: 'Background verification for Acme Software',
      issuedAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-12-02T10:00:00.000Z',
      fields: SHARE_FIELDS.map((key) => ({
        key,
        label: SHARE_FIELD_LABELS[key],
        value: key === 'designation' ? 'Senior Software Engineer' : null,
      })),
    });
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  it('shows the shared fields after the code, and says plainly which were not shared', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VerifierAccess />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Code sent to c****@verifyco.example.com')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Open the verification' }));
    expect(
      await screen.findByText('The code is not correct. 4 attempts left.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), SENT_OTP);
    await user.click(screen.getByRole('button', { name: 'Open the verification' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Employment verification issued by Vistaar Infotech Private Limited',
      }),
    ).toBeInTheDocument();
    const details = screen.getByText('Designation', { selector: 'dt' }).closest('dl')!;
    expect(within(details).getByText('Senior Software Engineer')).toBeInTheDocument();
    expect(within(details).getAllByText('not shared by the employee')).toHaveLength(7);
    expect(screen.getByRole('link', { name: /Download the signed letter/ })).toHaveAttribute(
      'href',
      `/api/verify/${TOKEN}/letter.pdf`,
    );
  });
});
