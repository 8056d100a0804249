import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { CandidateImportDialog } from './CandidateImportDialog';

const HEADERS = ['First Name', 'Last Name', 'Email', 'Mobile', 'Designation', 'Resume'];

function seedImport() {
  db.candidateImport = {
    id: 7,
    fileName: 'freshteam.csv',
    fileKind: 'csv',
    rowsCount: 3,
    status: 'uploaded',
    headers: HEADERS,
    // The server's suggestion knows only the usual headings: Designation is left out here.
    fields: ['firstName', 'lastName', 'email', 'phone', 'ignore', 'ignore'],
    mappingSaved: false,
    consentSource: null,
    createdAt: '2026-05-04T06:00:00.000Z',
  };
  db.candidateImportOutcome = {
    counts: { create: 1, merge: 1, refuse: 1 },
    rows: [
      {
        row: 2,
        name: 'Neha Iyer',
        email: 'neha@example.com',
        outcome: 'create',
        candidateId: null,
        reason: null,
      },
      {
        row: 3,
        name: 'Priya Sharma',
        email: 'priya@example.com',
        outcome: 'merge',
        candidateId: 12,
        reason: null,
      },
      {
        row: 4,
        name: 'Ravi Kumar',
        email: '',
        outcome: 'refuse',
        candidateId: null,
        reason: 'No e-mail and no phone.',
      },
    ],
  };
}

const render = () =>
  renderWithProviders(<CandidateImportDialog open onClose={() => undefined} />, {
    route: '/talent-pool',
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('CandidateImportDialog', () => {
  it('uploads a file, maps each column with a select (a ready mapping to start from), shows the dry run and imports', async () => {
    seedImport();
    const mappings = recordRequests('PUT', '/api/candidate-imports/7/mapping', (request) =>
      request.json(),
    );
    const user = userEvent.setup();
    render();

    await user.upload(
      screen.getByLabelText('Import file'),
      new File(['First Name,Last Name\n'], 'freshteam.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const table = await screen.findByRole('table', { name: 'Column mapping' });
    expect(within(table).getAllByRole('row')).toHaveLength(HEADERS.length + 1);
    expect(
      within(table).getByRole('combobox', { name: 'Field for Designation' }),
    ).toHaveTextContent('Ignore');

    // The Freshteam mapping, chosen with the keyboard, fills in Designation.
    await user.click(screen.getByRole('combobox', { name: 'Ready mapping' }));
    await screen.findByRole('option', { name: 'Freshteam candidate export' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      within(table).getByRole('combobox', { name: 'Field for Designation' }),
    ).toHaveTextContent('Current title');

    // Consent is required before the dry run.
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Say how the candidates agreed to be contacted.')).toBeVisible();
    expect(mappings).toHaveLength(0);

    await user.click(
      screen.getByRole('combobox', { name: 'How the candidates agreed to be contacted' }),
    );
    await user.click(await screen.findByRole('option', { name: "On the job portal's consent" }));
    await user.click(screen.getByRole('button', { name: 'Dry run' }));

    const dryRun = await screen.findByRole('table', { name: 'Dry run' });
    expect(screen.getByRole('status')).toHaveTextContent('1 to create, 1 to merge, 1 refused.');
    const rows = within(dryRun).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Create',
      'Merge with candidate #12',
      'Refuse: No e-mail and no phone.',
    ]);
    expect(mappings).toHaveLength(1);
    expect(mappings[0]).toEqual({
      fields: ['firstName', 'lastName', 'email', 'phone', 'currentTitle', 'ignore'],
      consentSource: 'job_portal',
    });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const result = await screen.findByRole('table', { name: 'Import result' });
    expect(screen.getByRole('status')).toHaveTextContent('1 created, 1 merged, 1 refused.');
    expect(within(result).getByText('Created as candidate #900')).toBeVisible();
    expect(within(result).getByText('Merged with candidate #12')).toBeVisible();
    await waitFor(() => expect(db.candidateImport?.status).toBe('applied'));
  });

  it('shows why a file was refused and stays on the upload step', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a CSV or XLSX file of candidates.',
    );
    await user.upload(
      screen.getByLabelText('Import file'),
      new File(['x'], 'people.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Choose a CSV or XLSX file of candidates.',
      ),
    );
    expect(screen.queryByRole('table', { name: 'Column mapping' })).not.toBeInTheDocument();
  });
});
