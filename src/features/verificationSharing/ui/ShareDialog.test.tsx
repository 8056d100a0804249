import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderWithProviders } from '@tests/support/web';
import { ShareDialog } from './ShareDialog';

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ShareDialog open onClose={() => undefined} />);
  return { user };
}

describe('ShareDialog', () => {
  beforeEach(() => {
    db.employeeVerified = true;
  });

  it('ticks only employment dates and designation to begin with', () => {
    renderDialog();
    const ticked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    expect(ticked).toEqual(['Employment dates', 'Designation']);
    expect(screen.getByRole('checkbox', { name: 'Annual salary' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree to share/ })).not.toBeChecked();
  });

  it('sends nothing without the explicit agreement, then shares exactly what was ticked', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: "Verifier's organisation" }), 'VerifyCo');
    await user.type(
      screen.getByRole('textbox', { name: "Verifier's e-mail" }),
      'checks@verifyco.example.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'Purpose' }), 'Acme Software');
    await user.click(screen.getByRole('checkbox', { name: 'Employment status' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and share' }));
    expect(
      await screen.findByText('Please confirm that you agree to this disclosure.'),
    ).toBeInTheDocument();
    expect(db.shares).toEqual([]);
    // The notice names the verifier and purpose being typed.
    expect(
      screen.getByText(/with VerifyCo for this purpose: Background verification for Acme Software/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree to share/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and share' }));
    expect(
      await screen.findByText(
        'Shared with VerifyCo. We e-mailed the link to checks@verifyco.example.com.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('VV-7K2M-Q9XD-4HTR')).toBeInTheDocument();
    expect(db.shares).toEqual([
      {
        fields: ['employmentDates', 'designation', 'status'],
        organisation: 'VerifyCo',
        email: 'checks@verifyco.example.com',
        purpose: 'Background verification for Acme Software',
        days: 14,
        consent: true,
      },
    ]);
  });

  it('says so when no field is ticked', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Employment dates' }));
    await user.click(screen.getByRole('checkbox', { name: 'Designation' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and share' }));
    expect(await screen.findByText('Choose at least one field to share.')).toBeInTheDocument();
  });
});
