import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { StaffJob } from '@/entities/job';
import { PostedJobsTable } from './PostedJobsTable';

const job = (id: number, title: string, extra: Partial<StaffJob> = {}): StaffJob => ({
  id,
  title,
  department: 'Engineering',
  location: 'Bangalore, India',
  jobType: 'Full-time',
  experience: '2-3 years',
  salaryRange: '10 LPA',
  skills: ['Java'],
  description: 'Text',
  postedAt: `2026-01-0${id}T05:00:00.000Z`,
  updatedAt: `2026-01-0${id}T05:00:00.000Z`,
  isActive: true,
  closesOn: `2026-03-0${id}`,
  closedReason: null,
  applicationCount: 0,
  screeningQuestions: [],
  knockoutStageId: null,
  ...extra,
});

let listRequests: URL[] = [];

beforeEach(() => {
  listRequests = recordRequests('GET', '/api/career/manage/jobs');
  db.jobs = [
    job(3, 'Android Developer', { applicationCount: 5 }),
    job(2, 'UI Designer', { department: 'Design', isActive: false }),
    job(1, 'Support Engineer'),
  ];
});

function PostJobProbe() {
  const { search } = useLocation();
  return <h1>Post job {search}</h1>;
}

function renderTable(entry: string | { pathname: string; state: unknown } = '/jobs-list') {
  return renderWithProviders(
    <Routes>
      <Route path="/jobs-list" element={<PostedJobsTable />} />
      <Route path="/post-job" element={<PostJobProbe />} />
    </Routes>,
    { route: entry, preloadedState: { session: { token: STAFF_TOKEN } } },
  );
}

const rowOf = async (title: string) => {
  const cell = await screen.findByText(title);
  return cell.closest('[role="row"]') as HTMLElement;
};

describe('PostedJobsTable', () => {
  it('lists the jobs with status, applications and server-side paging', async () => {
    renderTable();
    const row = await rowOf('Android Developer');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('3 Jan 2026')).toBeInTheDocument();
    expect(within(await rowOf('UI Designer')).getByText('Closed')).toBeInTheDocument();
    expect(listRequests[0].searchParams.get('page')).toBe('1');
    expect(listRequests[0].searchParams.get('limit')).toBe('10');
  });

  it('shows a job closed by its closing date as closed, with that reason and the date', async () => {
    db.jobs = [
      job(4, 'Data Engineer', {
        isActive: false,
        closedReason: 'closing-date',
        closesOn: '2026-01-31',
      }),
    ];
    renderTable();
    const row = await rowOf('Data Engineer');
    expect(within(row).getByText('Closed: closing date passed')).toBeInTheDocument();
    expect(within(row).getByText('31 Jan 2026')).toBeInTheDocument();
  });

  it('shows the message carried from the post-job form', async () => {
    renderTable({ pathname: '/jobs-list', state: { notice: 'Job posted successfully' } });
    expect(await screen.findByText('Job posted successfully')).toBeInTheDocument();
  });

  it('closes an open job and says so', async () => {
    const user = userEvent.setup();
    renderTable();
    const row = await rowOf('Support Engineer');
    await user.click(within(row).getByRole('menuitem', { name: 'Close job' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Support Engineer')).getByText('Closed')).toBeInTheDocument(),
    );
  });

  it('asks before deleting, and reports when a job with applications was closed instead', async () => {
    const user = userEvent.setup();
    renderTable();
    const row = await rowOf('Android Developer');
    await user.click(within(row).getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.jobs).toHaveLength(3);

    await user.click(
      within(await rowOf('Android Developer')).getByRole('menuitem', { name: 'Delete' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('This job has applications, so it was closed instead of deleted.'),
    ).toBeInTheDocument();
    expect(db.jobs.find((item) => item.id === 3)?.isActive).toBe(false);
  });

  it('deletes a job without applications', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(
      within(await rowOf('Support Engineer')).getByRole('menuitem', { name: 'Delete' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Job deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Support Engineer')).not.toBeInTheDocument());
  });

  it('opens a job for editing', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(within(await rowOf('UI Designer')).getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Post job ?jobId=2' })).toBeInTheDocument();
  });
});
