import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_TOKEN,
  db,
  recordRequests,
  renderWithProviders,
  seniorReactJob,
} from '@tests/support/web';
import { JobHiringManagersDialog } from './JobHiringManagersDialog';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('JobHiringManagersDialog', () => {
  beforeEach(() => {
    // The hiring team belongs to job 7; what the job says does not matter here.
    db.jobs = [{ ...seniorReactJob }];
    db.hiringManagerOptions = [
      { id: 5, name: 'Farhan Ali' },
      { id: 6, name: 'Leela Nair' },
    ];
    db.hiringManagers.set(7, [{ id: 5, name: 'Farhan Ali' }]);
    db.recruiterOptions = [
      { id: 2, name: 'Meera Iyer' },
      { id: 3, name: 'Rohit Das' },
    ];
    db.jobRecruiters.set(7, { id: 2, name: 'Meera Iyer' });
  });

  it("shows the job's hiring managers and saves a new choice", async () => {
    const sent = recordRequests('PUT', '/api/career/manage/jobs/7/hiring-managers', (request) =>
      request.json(),
    );
    const onDone = jest.fn();
    renderWithProviders(
      <JobHiringManagersDialog jobId={7} open onClose={jest.fn()} onDone={onDone} />,
      signedIn,
    );
    // The form opens once the managers are in.
    const farhan = await screen.findByRole('checkbox', { name: 'Farhan Ali' });
    const dialog = screen.getByRole('dialog', { name: 'Hiring team' });
    await waitFor(() => expect(farhan).toBeChecked());
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leela Nair' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Hiring team saved'));
    await waitFor(() => expect(sent).toEqual([{ staffIds: [5, 6] }]));
    expect(db.hiringManagers.get(7)?.map((manager) => manager.name)).toEqual([
      'Farhan Ali',
      'Leela Nair',
    ]);
  });

  it('hands the job to another recruiter, sending the owner only when it changes', async () => {
    const sent = recordRequests('PUT', '/api/career/manage/jobs/7/hiring-managers', (request) =>
      request.json(),
    );
    renderWithProviders(
      <JobHiringManagersDialog jobId={7} open onClose={jest.fn()} onDone={jest.fn()} />,
      signedIn,
    );
    const owner = await screen.findByRole('combobox', { name: 'Recruiter' });
    await waitFor(() => expect(owner).toHaveTextContent('Meera Iyer'));
    const user = userEvent.setup();
    await user.click(owner);
    await user.click(await screen.findByRole('option', { name: 'Rohit Das' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ staffIds: [5], recruiterId: 3 }]));
    expect(db.jobRecruiters.get(7)?.name).toBe('Rohit Das');
  });
});
