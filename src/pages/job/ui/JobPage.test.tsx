import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { Job } from '@/entities/job';
import { JobGonePage } from './JobGonePage';
import { JobPage } from './JobPage';

const job: Job = {
  id: 42,
  title: 'Android Developer (Kotlin)',
  department: 'Engineering',
  location: 'Hybrid - Mumbai',
  jobType: 'Full-time',
  experience: '2-3 years',
  salaryRange: '8-14 LPA',
  skills: ['Kotlin', 'Jetpack Compose'],
  description:
    'Ship apps used across India.\n\nYou will:\n- Build screens in Compose\n- Write tests',
  postedAt: '2026-01-05T20:00:00.000Z',
  closesOn: '2026-03-07',
  screeningQuestions: [],
};

describe('JobPage', () => {
  it('shows the whole job: description with its list, skills, facts in India dates, and how to apply', () => {
    const { container } = renderWithProviders(<JobPage job={job} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Android Developer (Kotlin)',
    );
    const about = screen.getByRole('region', { name: 'About the role' });
    expect(within(about).getByText('Ship apps used across India.')).toBeInTheDocument();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Build screens in Compose', 'Write tests']);
    const facts = screen.getByRole('complementary', { name: 'Job summary and sharing' });
    // Posted at 20:00 UTC on 5 January is 6 January in India.
    expect(within(facts).getByText('6 Jan 2026')).toBeInTheDocument();
    expect(within(facts).getByText('7 Mar 2026')).toBeInTheDocument();
    expect(within(facts).getByText('8-14 LPA')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Apply for this job' })) {
      expect(link).toHaveAttribute('href', '/job-application-form?jobId=42');
    }
    expect(screen.getByRole('link', { name: 'All open positions' })).toHaveAttribute(
      'href',
      '/career',
    );
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      validThrough: '2026-03-07T23:59:59+05:30',
    });
  });

  it('shares with plain links: WhatsApp, LinkedIn and e-mail carry the job page address', () => {
    document.documentElement.classList.add('js');
    renderWithProviders(<JobPage job={job} />);
    const url = encodeURIComponent(
      'https://www.vistaarinfotech.in/career/42-android-developer-kotlin',
    );
    expect(screen.getByRole('link', { name: /share on whatsapp/i }).getAttribute('href')).toContain(
      url,
    );
    const linkedIn = screen.getByRole('link', { name: /share on linkedin/i });
    expect(linkedIn).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /share by e-mail/i }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    document.documentElement.classList.remove('js');
  });

  it('offers job alerts with the job department ticked', () => {
    renderWithProviders(<JobPage job={job} />);
    expect(screen.getByRole('heading', { name: 'Get new jobs by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  });
});

describe('JobGonePage', () => {
  it('says the position is filled or closed, links to the open roles and carries no job data', () => {
    const { container } = renderWithProviders(<JobGonePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This position has been filled or closed',
    );
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
