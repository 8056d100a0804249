import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, recordRequests, puneApplication, renderStaffWithLocation } from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import { applicationsFilterMessages } from '@vistaar/shared/validation';
import { ApplicationsDesk } from './ApplicationsDesk';

const jobs = [
  { id: 7, title: 'Senior React Developer' },
  { id: 8, title: 'Product Designer' },
];

/** Candidate n applied on day n: the list, newest first, starts with the highest n. */
function candidate(n: number, jobId = 7): ApplicationDetail {
  const firstName = `Person${n}`;
  return puneApplication({
    id: n,
    jobId,
    fullName: `${firstName} Rao`,
    firstName,
    lastName: 'Rao',
    email: `person${n}@example.in`,
    phone: `98110${String(n).padStart(5, '0')}`,
    jobTitle: jobs.find((job) => job.id === jobId)!.title,
    department: 'Engineering',
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
    daysInStage: 1,
  });
}

/** 30 applications for job 7 and 2 for job 8. */
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => candidate(index + 1, index < 2 ? 8 : 7));

beforeEach(() => {
  db.applications = many(32);
  window.localStorage.clear();
});

const renderDesk = (entry = '/applied-job', memberId = 7) =>
  renderStaffWithLocation(<ApplicationsDesk jobs={jobs} memberId={memberId} />, entry);

const grid = () => screen.getByRole('grid', { name: 'Job applications' });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);
const rowOf = (name: string) => dataRows().find((row) => within(row).queryByText(name))!;
const bar = () => screen.getByRole('region', { name: 'Selected applications' });
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

async function moveSelectedTo(user: ReturnType<typeof userEvent.setup>, stage: string) {
  await user.click(within(bar()).getByRole('button', { name: 'Move to stage' }));
  const dialog = await screen.findByRole('dialog', { name: /^Move \d+ application/ });
  await user.click(within(dialog).getByRole('combobox', { name: /Move to/ }));
  await user.click(screen.getByRole('option', { name: stage }));
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
}

describe('the desk’s dense view', () => {
  it('keeps the spec’s five by default, and offers 25, 50 or 100 compact rows, kept in the URL', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Person32 Rao');
    expect(dataRows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 32 results')).toBeInTheDocument();
    expect(grid().closest('.MuiDataGrid-root')).not.toHaveClass('MuiDataGrid-root--densityCompact');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));

    // The new page waits for paging to settle, a request and a render of 25 rows of 13 cells:
    // on a two-core machine running four test lanes that took longer than the usual wait.
    await waitFor(() => expect(dataRows()).toHaveLength(25), { timeout: 15_000 });
    expect(screen.getByText('Showing 1 to 25 of 32 results')).toBeInTheDocument();
    // The address follows once the choice settles (paging settles 300 ms after the last change).
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?pageSize=25'),
    );
    expect(requests.at(-1)!.searchParams.get('limit')).toBe('25');
    expect(grid().closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityCompact');
  });

  it('starts from the page size in the URL, and refuses one it does not offer', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    renderDesk('/applied-job?pageSize=100');
    await screen.findByText('Person1 Rao');
    expect(dataRows()).toHaveLength(32);
    expect(requests[0].searchParams.get('limit')).toBe('100');
  });

  it('keeps the chosen rows across pages and moves both pages’ choices in one move', async () => {
    const moves = recordRequests('POST', '/api/career/applications/stage', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Person32 Rao');
    await user.click(within(rowOf('Person32 Rao')).getByRole('checkbox'));
    await user.click(within(rowOf('Person31 Rao')).getByRole('checkbox'));

    await user.click(within(pager()).getByRole('button', { name: '2' }));
    await screen.findByText('Person27 Rao');
    expect(bar()).toHaveTextContent('2 applications selected');
    await user.click(within(rowOf('Person27 Rao')).getByRole('checkbox'));
    expect(bar()).toHaveTextContent('3 applications selected');

    // Back on page 1 its choices are still ticked; unticking one leaves the others.
    await user.click(within(pager()).getByRole('button', { name: '1' }));
    await screen.findByText('Person32 Rao');
    expect(within(rowOf('Person32 Rao')).getByRole('checkbox')).toBeChecked();
    await user.click(within(rowOf('Person31 Rao')).getByRole('checkbox'));
    expect(bar()).toHaveTextContent('2 applications selected');

    await moveSelectedTo(user, 'Screening');
    expect(await screen.findByText('2 applications moved')).toBeInTheDocument();
    expect(moves).toEqual([{ ids: [32, 27], stageId: 2 }]);
    expect(screen.queryByRole('region', { name: 'Selected applications' })).not.toBeInTheDocument();
  });

  it('forgets the choice when the search or a filter changes, as it would name rows out of sight', async () => {
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Person32 Rao');
    await user.click(within(rowOf('Person32 Rao')).getByRole('checkbox'));
    expect(bar()).toHaveTextContent('1 application selected');
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(screen.getByRole('option', { name: 'Product Designer' }));
    await screen.findByText('Person2 Rao');
    expect(screen.queryByRole('region', { name: 'Selected applications' })).not.toBeInTheDocument();
  });

  it('selects every application matching the filters once the page is chosen, and moves them all', async () => {
    const matching = recordRequests('GET', '/api/career/applications/matching');
    const moves = recordRequests('POST', '/api/career/applications/stage', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk('/applied-job?jobId=7');
    await screen.findByText('Person32 Rao');
    expect(screen.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();

    await user.click(within(grid()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(bar()).toHaveTextContent('5 applications selected');
    await user.click(within(bar()).getByRole('button', { name: 'Select all 30 matching' }));

    await waitFor(() => expect(bar()).toHaveTextContent('30 applications selected'));
    expect(bar()).toHaveTextContent('Every application matching the search and filters');
    expect(Object.fromEntries(matching[0].searchParams)).toEqual({ jobId: '7' });

    await moveSelectedTo(user, 'Interview');
    expect(await screen.findByText('30 applications moved')).toBeInTheDocument();
    expect(moves).toHaveLength(1);
    const moved = moves[0] as { ids: number[]; stageId: number };
    expect([...moved.ids].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 3),
    );
    expect(db.applications.filter((item) => item.stage.name === 'Interview')).toHaveLength(30);
  });

  it('says so instead of offering it when more match than one move may take', async () => {
    db.applications = many(PIPELINE_BULK_MOVE_MAX + 1);
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText(`Person${PIPELINE_BULK_MOVE_MAX + 1} Rao`);
    await user.click(within(grid()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(bar()).toHaveTextContent(applicationsFilterMessages.matchingTooMany);
    expect(within(bar()).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
  });

  it('shows the columns a member chose, and remembers them for that member only', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDesk();
    await screen.findByText('Person32 Rao');
    expect(within(grid()).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu', { name: 'Columns shown' });
    const names = within(menu)
      .getAllByRole('menuitemcheckbox')
      .map((item) => item.textContent);
    expect(names).not.toContain('Name');
    expect(names).not.toContain('Actions');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(grid()).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument(),
    );
    // Only column names and whether they show: nothing of the applications themselves.
    expect(window.localStorage.getItem('desk-columns:7')).toBe('{"email":false}');
    first.unmount();

    renderDesk();
    await screen.findByText('Person32 Rao');
    expect(within(grid()).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    renderDesk('/applied-job', 8);
    await waitFor(() => expect(screen.getAllByRole('grid')).toHaveLength(2));
    expect(
      within(screen.getAllByRole('grid')[1]).getByRole('columnheader', { name: 'Email' }),
    ).toBeInTheDocument();
  });
});
