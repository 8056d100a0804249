import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interviewMessages } from '@vistaar/shared/validation';
import { STAFF_TOKEN, db, renderWithProviders, seniorReactJob } from '@tests/support/web';
import { JobScorecardDialog } from './JobScorecardDialog';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('JobScorecardDialog', () => {
  beforeEach(() => {
    db.jobs = [{ ...seniorReactJob, skills: ['React', 'TypeScript'] }];
  });

  it('starts from the job’s skills and saves the criteria, one per line', async () => {
    const done = jest.fn();
    renderWithProviders(
      <JobScorecardDialog
        job={{ id: seniorReactJob.id, title: 'Senior React Developer' }}
        onClose={jest.fn()}
        onDone={done}
      />,
      signedIn,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Scorecard: Senior React Developer' });
    const criteria = await within(dialog).findByRole('textbox', { name: /Criteria/ });
    expect(criteria).toHaveValue('React\nTypeScript');
    const user = userEvent.setup();

    await user.clear(criteria);
    await user.type(criteria, 'React{Enter}react');
    await user.click(within(dialog).getByRole('button', { name: 'Save criteria' }));
    expect(await within(dialog).findByText(interviewMessages.criteriaRepeated)).toBeInTheDocument();

    await user.clear(criteria);
    await user.type(criteria, 'System design{Enter}{Enter}  Accessibility  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save criteria' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('Scorecard saved'));
    expect(db.jobScorecards.get(seniorReactJob.id)).toEqual(['System design', 'Accessibility']);
  });
});
