import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  STAFF_TOKEN,
  boardCandidate,
  db,
  raviEmployee,
  recordRequests,
  renderWithProviders,
  renderStaffWithLocation,
} from '@tests/support/web';
import type { Employee } from '@/entities/employee';
import { candidateMessages } from '@vistaar/shared/validation';
import { ApplicationsDesk } from './ApplicationsDesk';
import { SourceDialog } from './SourceDialog';

const jobs = [{ id: 7, title: 'Senior React Developer' }];

const rohan: Employee = {
  ...raviEmployee,
  id: 3,
  employee_code: 'VI-3001',
  full_name: 'Rohan Das',
  personal_email: 'rohan@example.com',
  official_email: '',
  designation: 'Engineer',
  profile_image_url: null,
};

beforeEach(() => {
  db.jobs = [];
  db.employees = [rohan];
  db.applications = [
    boardCandidate(1, 'Asha Rao', 1, {
      noticePeriod: 'immediate',
      expectedCtcAmount: 1_000_000,
      expectedCTC: '10 LPA',
      createdAt: '2026-04-03T06:00:00.000Z',
    }),
    boardCandidate(2, 'Bala Iyer', 1, {
      noticePeriod: '30',
      expectedCtcAmount: 1_500_000,
      expectedCTC: '15,00,000',
      source: 'naukri',
      sourceDetail: 'utm_source=naukri',
      createdAt: '2026-04-02T06:00:00.000Z',
    }),
    boardCandidate(3, 'Chitra Sen', 1, {
      noticePeriod: '90',
      expectedCtcAmount: 2_500_000,
      expectedCTC: '25 lakhs',
      createdAt: '2026-04-01T06:00:00.000Z',
    }),
  ];
});

const renderDesk = (entry = '/applied-job', recruits = true) =>
  renderStaffWithLocation(<ApplicationsDesk jobs={jobs} recruits={recruits} />, entry);

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const pdf = () =>
  new NodeFile([new Uint8Array(2048)], 'kavya-cv.pdf', {
    type: 'application/pdf',
  }) as unknown as File;

describe('the desk’s notice period, expected CTC and source filters', () => {
  it('filters by them, keeps them in the URL and sends them to the server', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    const user = userEvent.setup({ delay: null });
    renderDesk();
    await screen.findByText('Chitra Sen');

    await choose(user, 'Notice period', '30 days or less');
    await waitFor(() => expect(screen.queryByText('Chitra Sen')).not.toBeInTheDocument());
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();

    await choose(user, 'Expected CTC from', '₹15 LPA');
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
    await choose(user, 'Source', 'Naukri');
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent(
        '?maxNoticeDays=30&minExpectedCtc=1500000&source=naukri',
      ),
    );
    expect(screen.getByText('Bala Iyer')).toBeInTheDocument();
    expect(Object.fromEntries(requests[requests.length - 1].searchParams)).toMatchObject({
      maxNoticeDays: '30',
      minExpectedCtc: '1500000',
      source: 'naukri',
    });
    // The range's upper end offers nothing below its lower end.
    await user.click(screen.getByRole('combobox', { name: 'Expected CTC up to' }));
    const upTo = within(screen.getByRole('listbox'));
    expect(upTo.queryByRole('option', { name: '₹10 LPA' })).not.toBeInTheDocument();
    expect(upTo.getByRole('option', { name: '₹20 LPA' })).toBeInTheDocument();
  });

  it('starts from filters a link carries, leaving out malformed ones', async () => {
    const requests = recordRequests('GET', '/api/career/get-job-applications');
    renderDesk('/applied-job?maxNoticeDays=abc&maxExpectedCtc=2000000&source=fax');
    expect(await screen.findByText('Bala Iyer')).toBeInTheDocument();
    expect(screen.queryByText('Chitra Sen')).not.toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      page: '1',
      limit: '5',
      maxExpectedCtc: '2000000',
    });
  });
});

describe('adding a candidate by hand', () => {
  it('is offered on a job’s desk only', async () => {
    renderDesk();
    await screen.findByText('Asha Rao');
    expect(screen.queryByRole('button', { name: 'Add candidate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stages and reasons' })).toBeInTheDocument();
  });

  it('is not offered, nor are the stage settings, to a member who does not recruit', async () => {
    renderDesk(`/applied-job?jobId=${jobs[0].id}`, false);
    await screen.findByText('Asha Rao');
    expect(screen.queryByRole('button', { name: 'Add candidate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stages and reasons' })).not.toBeInTheDocument();
  });

  it('adds a referred candidate with a resume and consent, showing the server’s message under its field', async () => {
    db.jobs = [
      {
        id: 7,
        title: 'Senior React Developer',
        department: 'Engineering',
        location: 'Pune, India',
      } as (typeof db.jobs)[number],
    ];
    const user = userEvent.setup({ delay: null });
    renderDesk('/applied-job?jobId=7');
    await user.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: /Add a candidate/ });

    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText(candidateMessages.sourceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(candidateMessages.consentSourceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('Resume is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Kavya');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Nair');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'kavya@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Expected CTC/ }), '18.5 LPA');
    await choose(user, /^Source/, 'Referral');
    await user.type(within(dialog).getByRole('textbox', { name: /Referring employee/ }), 'VI-9999');
    await choose(user, /Consent obtained/, 'In writing, by e-mail');
    await user.upload(within(dialog).getByLabelText('Resume'), pdf());
    expect(within(dialog).getByText('kavya-cv.pdf')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText(candidateMessages.referrerUnknown)).toBeInTheDocument();
    expect(db.applications).toHaveLength(3);

    const code = within(dialog).getByRole('textbox', { name: /Referring employee/ });
    await user.clear(code);
    await user.type(code, 'VI-3001');
    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(
      await within(dialog).findByText(
        'Kavya Nair was added to Senior React Developer. They have been e-mailed the privacy notice and the link to My application.',
      ),
    ).toBeInTheDocument();
    expect(db.applications.find((item) => item.fullName === 'Kavya Nair')).toMatchObject({
      jobId: 7,
      source: 'referral',
      referrer: { code: 'VI-3001', name: 'Rohan Das' },
      consentSource: 'email',
      expectedCtcAmount: 1_850_000,
    });
  });
});

describe('correcting the source', () => {
  it('saves the chosen source and detail', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SourceDialog application={db.applications[0]} open onClose={onClose} />, {
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    expect(screen.getByText('Recorded now: Careers site.')).toBeInTheDocument();
    await choose(user, /^Source/, 'Agency');
    await user.type(screen.getByRole('textbox', { name: /Source detail/ }), 'Talent Partners');
    await user.click(screen.getByRole('button', { name: 'Save source' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Source saved.'));
    expect(db.applications[0]).toMatchObject({ source: 'agency', sourceDetail: 'Talent Partners' });
  });
});
