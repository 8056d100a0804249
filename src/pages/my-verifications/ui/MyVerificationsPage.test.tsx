import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  SENT_OTP,
  db,
  employeeDetailsRecord,
  ravisSharing,
  recordRequests,
  renderWithProviders,
  server,
  disclosureLedgerLines,
  ravisLedgerLines,
} from '@tests/support/web';
import { privacyRequestMessages, shareMessages } from '@vistaar/shared/validation';
import { goTo } from '@/shared/lib/navigation';
import { MyVerificationsPage } from './MyVerificationsPage';

jest.mock('@/shared/lib/navigation', () => ({ goTo: jest.fn() }));

function renderPage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<MyVerificationsPage />, { route: '/my-verifications' });
  return { user, ...view };
}

/** Each share's card, by the verifier's organisation (its heading). */
function shareCard(organisation: string) {
  const heading = screen.getByRole('heading', { level: 3, name: organisation });
  return heading.closest<HTMLElement>('.MuiCard-root')!;
}

describe('MyVerificationsPage', () => {
  beforeEach(() => {
    db.mySharing = ravisSharing;
    db.employeeVerified = true;
  });

  afterEach(() => {
    window.sessionStorage.clear();
    jest.mocked(goTo).mockClear();
  });

  it('opens after the employee code, date of birth and one-time code check', async () => {
    db.employeeVerified = false;
    db.verifiableEmployees = [
      {
        employeeCode: 'VI-001',
        dob: '1990-05-15',
        destination: 'r****@example.com',
        record: employeeDetailsRecord,
      },
    ];
    const { user, unmount } = renderPage();
    expect(
      await screen.findByText(/To see your verifications, first verify with your employee code/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shares' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Employee Verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employee Verification' });
    await user.type(within(dialog).getByRole('textbox', { name: /employee code/i }), 'VI-001');
    await user.click(within(dialog).getByRole('group', { name: 'Date of Birth' }));
    await user.keyboard('15051990');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /otp/i }), SENT_OTP);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/employee-details'));
    unmount();

    // Back on this page from the employee details, in the same browser.
    renderPage();
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Ravi Kumar for this visit.',
    );
  });

  it('lists every share with its standing, what it discloses and how often it was viewed', async () => {
    renderPage();
    const shares = await screen.findByRole('region', { name: 'Shares' });
    expect(
      within(shares)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['VerifyCo', 'HomeLoans Bank', 'Tenant Checks Ltd']);

    const active = shareCard('VerifyCo');
    expect(within(active).getByText('active')).toBeInTheDocument();
    expect(active).toHaveTextContent(
      'checks@verifyco.example.com · Background verification for Acme Software',
    );
    expect(active).toHaveTextContent('Shared: Employment dates, Designation');
    expect(active).toHaveTextContent(/VV-7K2M-Q9XD-4HTR · created .* · 2 views/);
    expect(within(active).getByRole('button', { name: 'Revoke' })).toBeEnabled();

    const expired = shareCard('HomeLoans Bank');
    expect(within(expired).getByText('expired')).toBeInTheDocument();
    expect(expired).toHaveTextContent('Shared: Employment dates, Annual salary');
    expect(expired).toHaveTextContent(/1 view$/);
    expect(within(expired).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();

    const revoked = shareCard('Tenant Checks Ltd');
    expect(within(revoked).getByText('revoked')).toBeInTheDocument();
    expect(revoked).toHaveTextContent(/0 views$/);
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('shows every view and change in the ledger, newest first', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Every disclosure' });
    expect(disclosureLedgerLines()).toEqual(ravisLedgerLines);
  });

  it('says when HR has suspended sharing', async () => {
    db.mySharing = { ...ravisSharing, sharingSuspended: true };
    renderPage();
    expect(
      await screen.findByText(/HR has suspended sharing for your record for now/),
    ).toBeInTheDocument();
  });

  it('revokes a link at once after asking, and the list shows it revoked', async () => {
    const revocations = recordRequests('POST', '/api/verifications/shares/3/revoke');
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Shares' });

    await user.click(within(shareCard('VerifyCo')).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    expect(confirm).toHaveTextContent(
      'VerifyCo will no longer be able to open it or check its letter as valid. This takes effect at once.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revocations).toEqual([]);

    await user.click(within(shareCard('VerifyCo')).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(within(shareCard('VerifyCo')).getByText('revoked')).toBeInTheDocument(),
    );
    expect(within(shareCard('VerifyCo')).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(disclosureLedgerLines()[0]).toBe('Revoked (VerifyCo)');
    expect(revocations).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s reason when the link cannot be revoked', async () => {
    server.use(
      http.post(`${__API_BASE_URL__}/api/verifications/shares/:shareId/revoke`, () =>
        HttpResponse.json(
          { success: false, message: 'This share is already revoked or expired.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Shares' });
    await user.click(within(shareCard('VerifyCo')).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This share is already revoked or expired.',
    );
  });

  it('sends HR a report of an error in the record, checking its length first', async () => {
    const reports = recordRequests('POST', '/api/verifications/error-reports', (request) =>
      request.json(),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Report an error in my record' });
    const description = within(form).getByRole('textbox', { name: 'What is wrong?' });
    await user.type(description, 'Wrong');
    await user.click(within(form).getByRole('button', { name: 'Send to HR' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(shareMessages.reportRequired),
    );
    expect(reports).toEqual([]);

    await user.clear(description);
    await user.type(description, 'My grade is B3 since April 2026, not B2.');
    await user.click(within(form).getByRole('button', { name: 'Send to HR' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you. HR will look into it and e-mail you when it is resolved.',
    );
    expect(reports).toEqual([{ description: 'My grade is B3 since April 2026, not B2.' }]);
    expect(description).toHaveValue('');
    await waitFor(() => expect(disclosureLedgerLines()[0]).toBe('Error in the record reported'));
  });

  it('shows the server’s reason when the report cannot be sent', async () => {
    server.use(
      http.post(`${__API_BASE_URL__}/api/verifications/error-reports`, () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests. Please try again later.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Report an error in my record' });
    await user.type(
      within(form).getByRole('textbox', { name: 'What is wrong?' }),
      'My grade is B3 since April 2026, not B2.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send to HR' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  });

  it('says when the verifications cannot be loaded', async () => {
    server.use(
      http.get(`${__API_BASE_URL__}/api/verifications/mine`, () =>
        HttpResponse.json(
          { success: false, message: 'The service is busy. Please try again shortly.' },
          { status: 503 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again shortly.',
    );
  });

  it('names a nominee for the record, with the shared rules, and removes it', async () => {
    const saves = recordRequests('PUT', '/api/verifications/nominee');
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Nominee' });
    await user.type(within(form).getByRole('textbox', { name: /Nominee's name/ }), 'Meena Kumar');
    await user.type(
      within(form).getByRole('textbox', { name: /Nominee's e-mail/ }),
      'not-an-address',
    );
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(await within(form).findByText('Email is invalid')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    const email = within(form).getByRole('textbox', { name: /Nominee's e-mail/ });
    await user.clear(email);
    await user.type(email, 'meena.kumar@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(await screen.findByText(privacyRequestMessages.nomineeSaved)).toBeInTheDocument();
    expect(db.mySharing.nominee).toMatchObject({
      nomineeName: 'Meena Kumar',
      nomineeEmail: 'meena.kumar@example.com',
    });
    expect(
      await screen.findByText('Your nominee: Meena Kumar (meena.kumar@example.com).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove nominee' }));
    expect(await screen.findByText(privacyRequestMessages.nomineeRemoved)).toBeInTheDocument();
    expect(db.mySharing.nominee).toBeNull();
  });
});
