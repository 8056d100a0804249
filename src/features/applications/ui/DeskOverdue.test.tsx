import { screen, waitFor, within } from '@testing-library/react';
import {
  STAFF_TOKEN,
  boardCandidate,
  boardJob,
  db,
  recordRequests,
  renderWithProviders,
  gridRowOf,
} from '@tests/support/web';
import { ApplicationsDesk } from './ApplicationsDesk';
import { PipelineBoard } from './PipelineBoard';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

beforeEach(() => {
  db.applications = [
    boardCandidate(1, 'Meera Joshi', 2, { overdue: true }),
    boardCandidate(2, 'Arjun Singh', 2, { overdue: false }),
  ];
});

const rowOf = gridRowOf;

describe('overdue applications', () => {
  it('carry an Overdue chip in words on the desk, and the filter asks the server for them', async () => {
    const asked = recordRequests('GET', '/api/career/get-job-applications', (request) =>
      Promise.resolve(new URL(request.url).searchParams.get('overdue')),
    );
    renderWithProviders(<ApplicationsDesk jobs={[boardJob]} />, {
      ...signedIn,
      route: '/applied-job',
    });
    const meera = await waitFor(() => rowOf('Meera Joshi')!);
    expect(within(meera).getByText('Overdue')).toBeVisible();
    expect(within(rowOf('Arjun Singh')!).queryByText('Overdue')).toBeNull();
    expect(asked[0]).toBeNull();
  });

  it('lists only the overdue ones under the Overdue filter', async () => {
    const asked = recordRequests('GET', '/api/career/get-job-applications', (request) =>
      Promise.resolve(new URL(request.url).searchParams.get('overdue')),
    );
    renderWithProviders(<ApplicationsDesk jobs={[boardJob]} />, {
      ...signedIn,
      route: '/applied-job?overdue=true',
    });
    await waitFor(() => expect(rowOf('Meera Joshi')).toBeDefined());
    expect(rowOf('Arjun Singh')).toBeUndefined();
    expect(asked).toContain('true');
    expect(screen.getByRole('combobox', { name: 'Time limit' })).toHaveTextContent('Overdue');
  });

  it('show on the board cards in words, not colour alone', async () => {
    renderWithProviders(<PipelineBoard job={boardJob} stages={db.pipelineStages} />, {
      ...signedIn,
      route: '/applied-job?jobId=7&view=board',
    });
    const card = (await screen.findByText('Meera Joshi')).closest('li, article, [role="listitem"]');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Overdue')).toBeVisible();
    const other = screen.getByText('Arjun Singh').closest('li, article, [role="listitem"]');
    expect(within(other as HTMLElement).queryByText('Overdue')).toBeNull();
  });
});
