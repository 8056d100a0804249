import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  db,
  recordRequests,
  puneApplication,
  renderStaffWithLocation,
  gridRowOf,
} from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import type { Interview } from '@vistaar/shared/contract';
import { ApplicationsDesk } from './ApplicationsDesk';

const jobs = [{ id: 7, title: 'Senior React Developer' }];

function candidate(
  id: number,
  fullName: string,
  rating: ApplicationDetail['rating'],
  createdAt: string,
): ApplicationDetail {
  const [firstName, lastName] = fullName.split(' ');
  return puneApplication({
    id,
    jobId: 7,
    fullName,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.in`,
    phone: `98110452${id}0`,
    jobTitle: 'Senior React Developer',
    department: 'Engineering',
    createdAt,
    stage: { id: 3, name: 'Interview', kind: 'open' },
    rating,
  });
}

function interviewOf(id: number, applicationId: number, status: Interview['status']): Interview {
  return {
    id,
    applicationId,
    candidateName: 'Candidate',
    jobTitle: 'Senior React Developer',
    mode: 'video',
    startsAt: '2026-04-21T04:30:00.000Z',
    endsAt: '2026-04-21T05:30:00.000Z',
    durationMinutes: 60,
    videoUrl: 'https://meet.example.com/abc',
    location: null,
    status,
    interviewers: [],
  };
}

beforeEach(() => {
  db.applications = [
    candidate(3, 'Meera Joshi', { average: 3.25, submissions: 2 }, '2026-04-20T06:00:00.000Z'),
    candidate(2, 'Arjun Singh', { average: 2, submissions: 1 }, '2026-04-10T06:00:00.000Z'),
    candidate(1, 'Sneha Reddy', null, '2026-03-28T06:00:00.000Z'),
  ];
  // Meera and Arjun have interviews; Sneha's was cancelled.
  db.interviews = [
    interviewOf(1, 3, 'scheduled'),
    interviewOf(2, 2, 'scheduled'),
    interviewOf(3, 1, 'cancelled'),
  ];
});

const renderDesk = (entry = '/applied-job') =>
  renderStaffWithLocation(<ApplicationsDesk jobs={jobs} />, entry);

const rowOf = (name: string) => gridRowOf(name)!;

describe('the desk’s rating and interview filters', () => {
  it('shows each row’s rating from the scorecards, or that there is none', async () => {
    renderDesk();
    await waitFor(() => rowOf('Meera Joshi'));
    expect(within(rowOf('Meera Joshi')).getByText('3.3 / 4')).toBeInTheDocument();
    expect(within(rowOf('Sneha Reddy')).getByText('Not rated')).toBeInTheDocument();
  });

  it('filters by the least rating and a scheduled interview, keeping both in the URL', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    const user = userEvent.setup({ delay: null });
    renderDesk('/applied-job?search=e');
    await screen.findByText('Sneha Reddy');

    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(screen.getByRole('option', { name: 'At least 3 / 4 (Good)' }));
    await user.click(screen.getByRole('combobox', { name: 'Interview' }));
    await user.click(screen.getByRole('option', { name: 'Has an interview' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent(
        '?search=e&minRating=3&hasInterview=true',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Arjun Singh')).not.toBeInTheDocument());
    expect(screen.getByText('Meera Joshi')).toBeInTheDocument();
    expect(Object.fromEntries(requests[requests.length - 1].searchParams)).toEqual({
      page: '1',
      limit: '5',
      search: 'e',
      minRating: '3',
      hasInterview: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?search=e'),
    );
  });

  it('lists those without a scheduled interview, a cancelled one not counting', async () => {
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Meera Joshi');
    await user.click(screen.getByRole('combobox', { name: 'Interview' }));
    await user.click(screen.getByRole('option', { name: 'No interview' }));
    await waitFor(() => expect(screen.queryByText('Meera Joshi')).not.toBeInTheDocument());
    expect(screen.getByText('Sneha Reddy')).toBeInTheDocument();
    expect(screen.queryByText('Arjun Singh')).not.toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?hasInterview=false');
  });

  it('starts from the rating and interview a link carries, leaving out malformed ones', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    renderDesk('/applied-job?minRating=3&hasInterview=true');
    expect(await screen.findByText('Meera Joshi')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveTextContent(
      'At least 3 / 4 (Good)',
    );
    expect(screen.getByRole('combobox', { name: 'Interview' })).toHaveTextContent(
      'Has an interview',
    );
    expect(Object.fromEntries(requests[0].searchParams)).toMatchObject({
      minRating: '3',
      hasInterview: 'true',
    });
  });

  it('drops a rating off the scale and an interview value that is neither true nor false', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    renderDesk('/applied-job?minRating=9&hasInterview=maybe');
    expect(await screen.findByText('Sneha Reddy')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ page: '1', limit: '5' });
  });
});
