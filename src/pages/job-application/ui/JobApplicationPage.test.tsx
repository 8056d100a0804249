import { configureStore } from '@reduxjs/toolkit';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Job } from '@/entities/job';
import { baseApi, sessionSlice } from '@/shared/api';
import { JobApplicationPage } from './JobApplicationPage';

const job: Job = {
  id: 9,
  title: 'Flutter Developer',
  department: 'Engineering',
  location: 'Hybrid - Bangalore',
  jobType: 'Hybrid',
  experience: '2-3 years',
  salaryRange: '10-14 LPA',
  skills: ['Flutter', 'Dart'],
  description: 'Build our attendance app.',
  postedAt: '2026-01-09T05:00:00.000Z',
};

let jobRequests = 0;

const server = setupServer(
  http.get('http://localhost/api/career/jobs/:id', ({ params }) => {
    jobRequests += 1;
    return Number(params.id) === job.id
      ? HttpResponse.json({ success: true, data: job })
      : HttpResponse.json(
          { success: false, message: 'This job is no longer open for applications.' },
          { status: 404 },
        );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jobRequests = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(entry: InitialEntry) {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[entry]}>
          <JobApplicationPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('JobApplicationPage', () => {
  it('uses the job carried from the careers page without fetching it', () => {
    renderPage({ pathname: '/job-application-form', search: '?jobId=9', state: { job } });
    expect(heading()).toHaveTextContent('Apply for Flutter Developer');
    expect(screen.getByText('Hybrid - Bangalore')).toBeInTheDocument();
    expect(jobRequests).toBe(0);
  });

  it('fetches the job named in ?jobId= after a reload', async () => {
    renderPage('/job-application-form?jobId=9');
    expect(await screen.findByText('Flutter Developer')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Apply for Flutter Developer');
    expect(jobRequests).toBe(1);
  });

  it("reads 'Apply for Your Dream Job' without a job", () => {
    renderPage('/job-application-form');
    expect(heading()).toHaveTextContent('Apply for Your Dream Job');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it('offers a general application when the job is no longer open', async () => {
    renderPage('/job-application-form?jobId=5');
    expect(
      await screen.findByText(/This job is no longer open for applications/),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Apply for Your Dream Job');
  });
});
