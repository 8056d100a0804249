import { screen, within } from '@testing-library/react';
import type { Interview, InterviewKit as Kit } from '@vistaar/shared/contract';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { InterviewKit } from './InterviewKit';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const interview: Interview = {
  id: 21,
  applicationId: 12,
  candidateName: 'Rohan Das',
  jobTitle: 'Backend Developer',
  mode: 'video',
  startsAt: '2026-12-01T04:30:00.000Z',
  endsAt: '2026-12-01T05:30:00.000Z',
  durationMinutes: 60,
  videoUrl: 'https://meet.example.com/abc-defg-hij',
  location: null,
  status: 'scheduled',
  interviewers: [{ id: 1, name: 'Hr', feedbackSubmitted: false }],
};

const kit: Kit = {
  interview,
  fields: [
    { label: 'Name', value: 'Rohan Das' },
    { label: 'Experience', value: '4 years' },
    { label: 'Current employer', value: 'Example Systems' },
  ],
  resume: { fileName: 'rohan-das.pdf', url: '/api/career/applications/12/resume?signature=x' },
  job: {
    title: 'Backend Developer',
    department: 'Engineering',
    location: 'Pune',
    experience: '3-5 years',
    skills: ['Node.js', 'PostgreSQL'],
    description: 'Build our APIs.\n\n- Design services\n- Review code',
  },
  criteria: ['Node.js', 'System design'],
};

describe('InterviewKit', () => {
  beforeEach(() => {
    db.interviews = [interview];
    db.interviewKits.set(interview.id, kit);
  });

  it('shows the interview, the fields for the job, the resume, the description and the scorecard', async () => {
    renderWithProviders(<InterviewKit interviewId={interview.id} />, signedIn);
    expect(
      await screen.findByRole('article', { name: /Rohan Das, Backend Developer/ }),
    ).toBeInTheDocument();
    const candidate = screen.getByRole('region', { name: 'Candidate' });
    expect(within(candidate).getByText('Example Systems')).toBeInTheDocument();
    expect(within(candidate).queryByText(/CTC/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open resume' })).toHaveAttribute(
      'href',
      kit.resume!.url,
    );
    const job = screen.getByRole('region', { name: 'Job' });
    expect(within(job).getByText('Design services')).toBeInTheDocument();
    expect(within(job).getByText('PostgreSQL')).toBeInTheDocument();
    const scorecard = screen.getByRole('region', { name: 'Scorecard' });
    expect(
      within(scorecard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Node.js'), expect.stringContaining('System design')]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says when the kit is not open to the member', async () => {
    renderWithProviders(<InterviewKit interviewId={99} />, signedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Interview not found. A kit is open to the interview's panel until their feedback is in.",
    );
  });
});
