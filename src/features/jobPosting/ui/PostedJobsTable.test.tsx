import { configureStore } from '@reduxjs/toolkit';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { StaffJob } from '@/entities/job';
import { baseApi, sessionSlice } from '@/shared/api';
import { PostedJobsTable } from './PostedJobsTable';

const API = 'http://localhost/api/career/manage/jobs';
const theme = createTheme();

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
  ...extra,
});

let jobs: StaffJob[] = [];
let listRequests: URL[] = [];

/** Staff jobs like the contract: paged list, status toggle, delete that closes a job with applications. */
const server = setupServer(
  http.get(API, ({ request }) => {
    const url = new URL(request.url);
    listRequests.push(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    return HttpResponse.json({
      success: true,
      data: jobs.slice((page - 1) * limit, page * limit),
      total: jobs.length,
    });
  }),
  http.patch(`${API}/:id/status`, async ({ params, request }) => {
    const { isActive } = (await request.json()) as { isActive: boolean };
    jobs = jobs.map((item) => (item.id === Number(params.id) ? { ...item, isActive } : item));
    const data = jobs.find((item) => item.id === Number(params.id));
    return HttpResponse.json({
      success: true,
      message: isActive ? 'Job opened' : 'Job closed',
      data,
    });
  }),
  http.delete(`${API}/:id`, ({ params }) => {
    const target = jobs.find((item) => item.id === Number(params.id));
    if (!target)
      return HttpResponse.json({ success: false, message: 'Job not found' }, { status: 404 });
    if (target.applicationCount > 0) {
      jobs = jobs.map((item) => (item.id === target.id ? { ...item, isActive: false } : item));
      return HttpResponse.json({
        success: true,
        message: 'This job has applications, so it was closed instead of deleted.',
        data: { deleted: false, closed: true },
      });
    }
    jobs = jobs.filter((item) => item.id !== target.id);
    return HttpResponse.json({ success: true, message: 'Job deleted', data: { deleted: true } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listRequests = [];
  jobs = [
    job(3, 'Android Developer', { applicationCount: 5 }),
    job(2, 'UI Designer', { department: 'Design', isActive: false }),
    job(1, 'Support Engineer'),
  ];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function PostJobProbe() {
  const { search } = useLocation();
  return <h1>Post job {search}</h1>;
}

function renderTable(entry: string | { pathname: string; state: unknown } = '/jobs-list') {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/jobs-list" element={<PostedJobsTable />} />
            <Route path="/post-job" element={<PostJobProbe />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
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
    jobs = [
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
    expect(jobs).toHaveLength(3);

    await user.click(
      within(await rowOf('Android Developer')).getByRole('menuitem', { name: 'Delete' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('This job has applications, so it was closed instead of deleted.'),
    ).toBeInTheDocument();
    expect(jobs.find((item) => item.id === 3)?.isActive).toBe(false);
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
