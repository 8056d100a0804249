import { screen } from '@testing-library/react';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { PostJobPage } from './PostJobPage';

beforeEach(() => {
  db.jobs = [
    {
      id: 7,
      title: 'Technical Writer',
      department: 'Product',
      location: 'Remote - India',
      jobType: 'Part-time',
      experience: '1-2 years',
      salaryRange: '6 LPA',
      skills: ['Markdown', 'API docs'],
      description: 'Write the developer guides for our messaging APIs.',
      postedAt: '2026-01-03T05:00:00.000Z',
      updatedAt: '2026-01-03T05:00:00.000Z',
      isActive: true,
      closesOn: '2026-03-04',
      closedReason: null,
      applicationCount: 0,
      screeningQuestions: [],
      knockoutStageId: null,
    },
  ];
});

function renderPage(entry: string) {
  return renderWithProviders(<PostJobPage />, {
    route: entry,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });
}

describe('PostJobPage', () => {
  it("is titled 'Post New Job' for a new job", () => {
    renderPage('/post-job');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post New Job');
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it("is titled 'Edit Job' with ?jobId= and saves changes", async () => {
    renderPage('/post-job?jobId=7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Job');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Technical Writer');
  });
});
