import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { Job } from '@/entities/job';
import { JobApplicationPage, type JobApplicationPageProps } from './JobApplicationPage';

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
  closesOn: '2026-03-10',
  screeningQuestions: [],
};

/** The page as the server renders it: the job it looked up for `?jobId=`, if open. */
function renderPage(props: JobApplicationPageProps) {
  return renderWithProviders(<JobApplicationPage {...props} />);
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('JobApplicationPage', () => {
  it('shows the job named in ?jobId=', () => {
    renderPage({ job, requestedJobId: 9 });
    expect(heading()).toHaveTextContent('Apply for Flutter Developer');
    expect(screen.getByText('Hybrid - Bangalore')).toBeInTheDocument();
  });

  it("reads 'Apply for Your Dream Job' without a job", () => {
    renderPage({ job: null, requestedJobId: 0 });
    expect(heading()).toHaveTextContent('Apply for Your Dream Job');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.queryByText(/no longer open/)).not.toBeInTheDocument();
  });

  it('offers a general application when the job is no longer open', () => {
    renderPage({ job: null, requestedJobId: 5 });
    expect(screen.getByText(/This job is no longer open for applications/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Apply for Your Dream Job');
  });

  it('carries the full description in a panel the applicant can open above the form', () => {
    renderPage({
      job: { ...job, description: 'Build our attendance app.\n\n- Flutter UI\n- Offline sync' },
      requestedJobId: 9,
    });
    const panel = screen.getByText('Read the full job description').closest('details')!;
    expect(panel).not.toHaveAttribute('open');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flutter UI', 'Offline sync', 'Flutter', 'Dart']);
    expect(within(panel).getByRole('link', { name: "Open this job's page" })).toHaveAttribute(
      'href',
      '/career/9-flutter-developer',
    );
    expect(
      panel.compareDocumentPosition(screen.getByRole('button', { name: 'Submit Application' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
