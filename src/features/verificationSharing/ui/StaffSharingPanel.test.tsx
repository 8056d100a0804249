import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  STAFF_TOKEN,
  db,
  ravisSharing,
  recordRequests,
  renderWithProviders,
  server,
  disclosureLedgerLines,
  ravisLedgerLines,
} from '@tests/support/web';
import { shareMessages } from '@vistaar/shared/validation';
import { StaffSharingPanel } from './StaffSharingPanel';

const RAVI = 4;
const REPORT = 'My joining date is 6 January 2020, not 16 January.';

function renderPanel(employeeId = RAVI) {
  const user = userEvent.setup();
  renderWithProviders(<StaffSharingPanel employeeId={employeeId} />, {
    preloadedState: { session: { token: STAFF_TOKEN } },
  });
  return { user };
}

/** The card of an open error report, by what the employee wrote. */
const reportCard = (description: string) =>
  screen.getByText(description).closest<HTMLElement>('.MuiCard-root')!;

describe('StaffSharingPanel', () => {
  beforeEach(() => {
    db.employeeSharing.set(RAVI, ravisSharing);
  });

  it('says plainly when nothing has been shared or disclosed', async () => {
    db.employeeSharing.set(RAVI, {
      ...ravisSharing,
      shares: [],
      ledger: [],
      errorReports: [],
    });
    renderPanel();
    expect(await screen.findByText('Nothing has been shared yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been disclosed yet.')).toBeInTheDocument();
  });

  it('shows the shares, their views and revocations, and the full ledger, with nothing to revoke', async () => {
    renderPanel();
    const shares = await screen.findByRole('region', { name: 'Shares' });
    expect(
      within(shares)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['VerifyCo', 'HomeLoans Bank', 'Tenant Checks Ltd']);
    expect(within(shares).getByText('active')).toBeInTheDocument();
    expect(within(shares).getByText('expired')).toBeInTheDocument();
    expect(within(shares).getByText('revoked')).toBeInTheDocument();
    expect(shares).toHaveTextContent(/VV-7K2M-Q9XD-4HTR · created .* · 2 views/);
    expect(within(shares).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(disclosureLedgerLines()).toEqual(ravisLedgerLines);
  });

  it('resolves an open error report with a note for the employee', async () => {
    const resolutions = recordRequests(
      'POST',
      `/api/employees/${RAVI}/verification-error-reports/1/resolve`,
      (request) => request.json(),
    );
    const { user } = renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Open error reports (1)' }),
    ).toBeInTheDocument();
    const report = reportCard(REPORT);
    const note = within(report).getByRole('textbox', { name: 'Note for the employee' });

    await user.type(note, 'Done');
    await user.click(within(report).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(shareMessages.resolutionRequired));
    expect(resolutions).toEqual([]);

    await user.clear(note);
    await user.type(note, 'Corrected to 6 January 2020.');
    await user.click(within(report).getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByRole('heading', { name: 'Open error reports (0)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(REPORT)).not.toBeInTheDocument();
    expect(resolutions).toEqual([{ note: 'Corrected to 6 January 2020.' }]);
    expect(disclosureLedgerLines()[0]).toBe('Error report resolved by HR');
    expect(db.employeeSharing.get(RAVI)?.errorReports[0]).toMatchObject({
      resolutionNote: 'Corrected to 6 January 2020.',
    });
  });

  it('keeps the report open with the server’s reason when it cannot be resolved', async () => {
    server.use(
      http.post(
        `${__API_BASE_URL__}/api/employees/:id/verification-error-reports/:reportId/resolve`,
        () =>
          HttpResponse.json(
            { success: false, message: 'This report is already resolved.' },
            { status: 409 },
          ),
      ),
    );
    const { user } = renderPanel();
    await screen.findByRole('heading', { name: 'Open error reports (1)' });
    const report = reportCard(REPORT);
    await user.type(
      within(report).getByRole('textbox', { name: 'Note for the employee' }),
      'Corrected to 6 January 2020.',
    );
    await user.click(within(report).getByRole('button', { name: 'Resolve' }));
    expect(await within(report).findByRole('alert')).toHaveTextContent(
      'This report is already resolved.',
    );
    expect(screen.getByRole('heading', { name: 'Open error reports (1)' })).toBeInTheDocument();
  });

  it('suspends sharing with a reason kept in the ledger, then resumes it', async () => {
    const suspensions = recordRequests(
      'POST',
      `/api/employees/${RAVI}/verification-sharing/suspend`,
      (request) => request.json(),
    );
    const resumptions = recordRequests(
      'POST',
      `/api/employees/${RAVI}/verification-sharing/resume`,
      (request) => request.json(),
    );
    const { user } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Sharing open' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Reason (kept in the ledger)' }),
      'Record under correction',
    );
    await user.click(screen.getByRole('button', { name: 'Suspend sharing' }));

    expect(await screen.findByRole('heading', { name: 'Sharing suspended' })).toBeInTheDocument();
    expect(suspensions).toEqual([{ note: 'Record under correction' }]);
    expect(db.employeeSharing.get(RAVI)?.sharingSuspended).toBe(true);
    expect(disclosureLedgerLines()[0]).toBe('Sharing suspended by HR');
    expect(
      screen.queryByRole('textbox', { name: 'Reason (kept in the ledger)' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume sharing' }));
    expect(await screen.findByRole('heading', { name: 'Sharing open' })).toBeInTheDocument();
    expect(resumptions).toEqual([{}]);
    expect(disclosureLedgerLines()[0]).toBe('Sharing resumed by HR');
    expect(screen.getByRole('textbox', { name: 'Reason (kept in the ledger)' })).toHaveValue('');
  });

  it('says why sharing could not be suspended', async () => {
    server.use(
      http.post(`${__API_BASE_URL__}/api/employees/:id/verification-sharing/suspend`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Your role does not allow this. Ask an admin if you need it.',
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Suspend sharing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this. Ask an admin if you need it.',
    );
    expect(screen.getByRole('heading', { name: 'Sharing open' })).toBeInTheDocument();
  });

  it('says when the sharing of the record cannot be loaded', async () => {
    renderPanel(99);
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found.');
    expect(screen.queryByRole('button', { name: 'Suspend sharing' })).not.toBeInTheDocument();
  });
});
