import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, renderWithProviders, seniorReactJob, server } from '@tests/support/web';
import type { StaffJob } from '@vistaar/shared/contract';
import { theme } from '@/shared/ui/theme';
import { JobList } from './JobList';

const API = 'http://localhost/api/career';

const jobs: StaffJob[] = [
  { ...seniorReactJob, skills: ['React', 'TypeScript', 'Redux Toolkit'] },
  {
    ...seniorReactJob,
    id: 3,
    title: 'Inside Sales Executive',
    department: 'Sales',
    location: 'Remote - India',
    jobType: 'Contract',
    experience: '1-2 years',
    salaryRange: '4 LPA',
    skills: ['CRM', 'Hindi', 'English'],
    description: 'Qualify inbound leads for our messaging platform.',
    postedAt: '2026-01-02T09:30:00.000Z',
    updatedAt: '2026-01-02T09:30:00.000Z',
    closesOn: '2026-03-03',
  },
];

beforeEach(() => {
  db.jobs = jobs.map((job) => ({ ...job }));
});

function renderJobList() {
  return renderWithProviders(<JobList />, { route: '/career' });
}

describe('JobList', () => {
  it('shows "Loading jobs..." until the jobs arrive', async () => {
    renderJobList();
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
    expect(await screen.findByText('Senior React Developer')).toBeInTheDocument();
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument();
  });

  it('shows every job as a card with its facts, skills and an Apply Now link', async () => {
    renderJobList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const card = within(cards[0]);
    expect(card.getByRole('heading', { name: 'Senior React Developer' })).toBeInTheDocument();
    expect(card.getByText('Engineering')).toBeInTheDocument();
    expect(card.getByText(/Build the staff dashboards/)).toBeInTheDocument();
    for (const skill of ['React', 'TypeScript', 'Redux Toolkit']) {
      expect(card.getByText(skill)).toBeInTheDocument();
    }
    for (const fact of ['Delhi, India', '3-5 years', 'Full-time', '18-24 LPA']) {
      expect(card.getByText(fact)).toBeInTheDocument();
    }
    const apply = card.getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '/job-application-form?jobId=7');
    expect(within(cards[1]).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/job-application-form?jobId=3',
    );
  });

  it("links each card to the job's own page with 'View details'", async () => {
    renderJobList();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/career/7-senior-react-developer',
    );
  });

  it('shows the empty message when no job is open', async () => {
    server.use(http.get(`${API}/get-jobs`, () => HttpResponse.json({ success: true, data: [] })));
    renderJobList();
    expect(await screen.findByText('No job openings available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message in red and no jobs when the request fails", async () => {
    server.use(
      http.get(`${API}/get-jobs`, () =>
        HttpResponse.json(
          { success: false, message: 'Jobs are unavailable right now.' },
          { status: 503 },
        ),
      ),
    );
    renderJobList();
    const error = await screen.findByText('Jobs are unavailable right now.');
    expect(error).toHaveStyle({ color: theme.palette.error.main });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No job openings available at the moment.')).not.toBeInTheDocument();
  });

  it("shows 'Network Error.' when the server cannot be reached", async () => {
    server.use(http.get(`${API}/get-jobs`, () => HttpResponse.error()));
    renderJobList();
    const error = await screen.findByText('Network Error.');
    expect(error).toHaveStyle({ color: theme.palette.error.main });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Network Error.' when the failure carries no message", async () => {
    server.use(
      http.get(`${API}/get-jobs`, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderJobList();
    expect(await screen.findByText('Network Error.')).toBeInTheDocument();
  });
});
