import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STAFF_TOKEN, db, renderWithProviders, server } from '@tests/support/web';
import { ExportApplicationsButton } from './ExportApplicationsButton';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('ExportApplicationsButton', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the CSV of the current filter under the name the server gives', async () => {
    renderWithProviders(
      <ExportApplicationsButton filter={{ search: 'ravi', stage: 2, department: '' }} />,
      signedIn,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['applications-2026-11-25.csv']));
    expect(db.exports).toEqual([{ search: 'ravi', stage: '2' }]);
  });

  it("shows the server's reason when the export is refused", async () => {
    server.use(
      http.get(`${__API_BASE_URL__}/api/career/export-job-applications`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Check the filters.',
            errors: { appliedTo: 'The end date must not be before the start date.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ExportApplicationsButton filter={{}} />, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the filters.');
    expect(clicked).toEqual([]);
  });
});
