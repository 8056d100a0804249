import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  db,
  fakeMatchMedia,
  recordRequests,
  puneApplication,
  renderStaffWithLocation,
  gridRowOf,
} from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import { useAppDispatch } from '@/shared/api';
import { startDeskRequests } from '../model/desk-requests';
import { ApplicationsDesk } from './ApplicationsDesk';

const jobs = [
  { id: 7, title: 'Senior React Developer' },
  { id: 8, title: 'Product Designer' },
];

/** Four candidates for two jobs, newest first: Meera, Arjun, Sneha (all React), Kabir (Design). */
function candidate(
  id: number,
  fullName: string,
  jobId: number,
  stage: { id: number; name: string },
  createdAt: string,
): ApplicationDetail {
  const [firstName, lastName] = fullName.split(' ');
  return puneApplication({
    id,
    jobId,
    fullName,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.in`,
    phone: `98110452${id}0`,
    jobTitle: jobs.find((job) => job.id === jobId)!.title,
    department: jobId === 8 ? 'Design' : 'Engineering',
    createdAt,
    stage: { ...stage, kind: 'open' },
  });
}

const NEW = { id: 1, name: 'New' };
const SCREENING = { id: 2, name: 'Screening' };

beforeEach(() => {
  db.applications = [
    candidate(4, 'Meera Joshi', 7, NEW, '2026-04-20T06:00:00.000Z'),
    candidate(3, 'Arjun Singh', 7, NEW, '2026-04-10T06:00:00.000Z'),
    candidate(2, 'Sneha Reddy', 7, SCREENING, '2026-03-28T06:00:00.000Z'),
    candidate(1, 'Kabir Shah', 8, NEW, '2026-03-01T06:00:00.000Z'),
  ];
});

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const renderDesk = (entry = '/applied-job') =>
  renderStaffWithLocation(<ApplicationsDesk jobs={jobs} />, entry);

const rowOf = (name: string) => gridRowOf(name)!;

describe('the desk and the pipeline', () => {
  it('shows each row’s stage and days in it', async () => {
    renderDesk();
    const row = await waitFor(() => rowOf('Sneha Reddy'));
    expect(
      within(screen.getByRole('grid')).getByRole('columnheader', { name: 'Stage' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Screening')).toBeInTheDocument();
    expect(within(row).getByText('3 days')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sneha Reddy' })).toHaveAttribute(
      'href',
      '/applied-job/2',
    );
  });

  it('filters by job, stage and days applied, keeping them in the URL with the search', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    const user = userEvent.setup({ delay: null });
    renderDesk('/applied-job?search=e');
    await screen.findByText('Meera Joshi');

    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(screen.getByRole('option', { name: 'Senior React Developer' }));
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(screen.getByRole('option', { name: 'New' }));
    // The staff area's DD/MM/YYYY picker, fetched when reached for (here, or in an earlier
    // test); the URL keeps YYYY-MM-DD.
    const lookalike = screen.queryByRole('textbox', { name: 'Applied from' });
    if (lookalike) await user.click(lookalike);
    await user.click(await screen.findByRole('group', { name: 'Applied from' }));
    await user.keyboard('15042026');

    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent(
        '?search=e&jobId=7&stage=1&appliedFrom=2026-04-15',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Arjun Singh')).not.toBeInTheDocument());
    expect(screen.getByText('Meera Joshi')).toBeInTheDocument();
    const last = requests[requests.length - 1];
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      limit: '5',
      search: 'e',
      jobId: '7',
      stage: '1',
      appliedFrom: '2026-04-15',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?search=e'),
    );
  });

  it('starts from the filters a link carries, leaving out malformed ones', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    renderDesk('/applied-job?stage=2&appliedTo=2026-02-31&jobId=x');
    expect(await screen.findByText('Sneha Reddy')).toBeInTheDocument();
    expect(screen.queryByText('Meera Joshi')).not.toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      page: '1',
      limit: '5',
      stage: '2',
    });
  });

  it('moves the chosen rows to a stage with a comment, and says how many moved', async () => {
    const moves = recordRequests('POST', '/api/career/applications/stage', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Meera Joshi');
    await user.click(within(rowOf('Meera Joshi')).getByRole('checkbox'));
    await user.click(within(rowOf('Arjun Singh')).getByRole('checkbox'));

    const bar = screen.getByRole('region', { name: 'Selected applications' });
    expect(bar).toHaveTextContent('2 applications selected');
    await user.click(within(bar).getByRole('button', { name: 'Move to stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications' });
    await user.click(within(dialog).getByRole('combobox', { name: /Move to/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).not.toContain('Rejected');
    await user.click(screen.getByRole('option', { name: 'Interview' }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Strong portfolios');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    const notice = await screen.findByText('2 applications moved');
    expect(notice.closest('[role="status"]')).toHaveFocus();
    expect(moves).toEqual([{ ids: [4, 3], stageId: 3, comment: 'Strong portfolios' }]);
    await waitFor(() =>
      expect(within(rowOf('Meera Joshi')).getByText('Interview')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Selected applications' })).not.toBeInTheDocument();
  });

  it('rejects the chosen rows only with a reason from the list', async () => {
    const moves = recordRequests('POST', '/api/career/applications/stage', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Kabir Shah');
    await user.click(within(rowOf('Kabir Shah')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 application' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Choose a reason for the rejection'),
    ).toBeInTheDocument();
    expect(moves).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Reason for the rejection/ }));
    await user.click(await screen.findByRole('option', { name: 'Position filled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('1 application moved')).toBeInTheDocument();
    expect(moves).toEqual([{ ids: [1], stageId: 6, rejectionReasonId: 2 }]);
    expect(db.applicationEvents.get(1)?.[0]).toMatchObject({
      toStage: { name: 'Rejected' },
      rejectionReason: { label: 'Position filled' },
    });
  });

  it('shows cards with the stage, a checkbox and labelled actions on a phone', async () => {
    window.matchMedia = fakeMatchMedia(['max-width']);
    renderDesk();
    const list = await screen.findByRole('list', { name: 'Job applications' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const meera = cards[0];
    expect(within(meera).getByRole('heading', { name: 'Meera Joshi' })).toBeInTheDocument();
    expect(within(meera).getByText('New')).toBeInTheDocument();
    expect(within(meera).getByRole('checkbox', { name: 'Select Meera Joshi' })).toBeInTheDocument();
    for (const name of [
      'View Meera Joshi',
      'Resume of Meera Joshi',
      'Open the page of Meera Joshi',
    ]) {
      expect(within(meera).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 4 of 4 results')).toBeInTheDocument();

    await userEvent.click(within(meera).getByRole('checkbox', { name: 'Select Meera Joshi' }));
    expect(screen.getByRole('region', { name: 'Selected applications' })).toHaveTextContent(
      '1 application selected',
    );
  });

  it('lists the notes that mention me under For you, with the unread count, and marks one read', async () => {
    db.mentions = [
      {
        id: 2,
        applicationId: 3,
        candidateName: 'Arjun Singh',
        jobTitle: 'Senior React Developer',
        note: 'Can you take his second interview on Friday?',
        by: 'Rohit Bansal',
        createdAt: '2026-04-21T09:00:00.000Z',
        read: false,
      },
      {
        id: 1,
        applicationId: 2,
        candidateName: 'Sneha Reddy',
        jobTitle: 'Senior React Developer',
        note: 'Offer approved.',
        by: 'Rohit Bansal',
        createdAt: '2026-04-18T09:00:00.000Z',
        read: true,
      },
    ];
    const user = userEvent.setup({ delay: null });
    renderDesk();
    const button = await screen.findByRole('button', { name: /For you \(1 unread\)/ });
    await user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Notes that mention you' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Can you take his second interview on Friday?');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).not.toHaveTextContent('Unread');

    await user.click(within(items[0]).getByRole('link', { name: 'Arjun Singh' }));
    expect(db.mentions[0].read).toBe(true);
    expect(await screen.findByRole('button', { name: 'For you' })).toBeInTheDocument();
  });

  it('switches to the board and back, keeping the view in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderDesk('/applied-job?jobId=7');
    await screen.findByText('Meera Joshi');
    await user.click(screen.getByRole('button', { name: 'Board' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?jobId=7&view=board'),
    );
    expect(
      await screen.findByRole('group', { name: 'Board of Senior React Developer' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?jobId=7'),
    );
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});

/** The desk as the staff routes open it: its first requests sent for the link before it renders. */
function StartedDesk({ search }: { search: string }) {
  const dispatch = useAppDispatch();
  useState(() => startDeskRequests(dispatch, new URLSearchParams(search)));
  return <ApplicationsDesk jobs={jobs} />;
}

describe('the desk’s requests sent before it renders', () => {
  it.each([
    [
      'a list with its search, page size and filters',
      '?search=e&pageSize=25&stage=1',
      'Meera Joshi',
    ],
    ['a job’s board', '?jobId=7&view=board', 'Sneha Reddy'],
  ])('are the ones %s then asks for: nothing is asked twice', async (_case, search, shown) => {
    const lists = recordRequests('GET', '/api/career/get-job-applications');
    const stages = recordRequests('GET', '/api/pipeline/stages');
    renderStaffWithLocation(<StartedDesk search={search} />, `/applied-job${search}`);
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    expect(lists).toHaveLength(1);
    expect(stages).toHaveLength(1);
  });
});
