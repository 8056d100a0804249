import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackRecord, Interview } from '@vistaar/shared/contract';
import { interviewMessages } from '@vistaar/shared/validation';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { MyInterviews } from './MyInterviews';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const held: Interview = {
  id: 8,
  applicationId: 12,
  candidateName: 'Rohan Das',
  jobTitle: 'Backend Developer',
  mode: 'phone',
  startsAt: '2026-11-20T05:00:00.000Z',
  endsAt: '2026-11-20T05:45:00.000Z',
  durationMinutes: 45,
  videoUrl: null,
  location: null,
  status: 'scheduled',
  interviewers: [
    { id: 1, name: 'Hr', feedbackSubmitted: false },
    { id: 3, name: 'Vikram Rao', feedbackSubmitted: true },
  ],
};

const vikramsFeedback: FeedbackRecord = {
  id: 40,
  interviewer: { id: 3, name: 'Vikram Rao' },
  ratings: [
    { criterion: 'Node.js', score: 4 },
    { criterion: 'SQL', score: 2 },
  ],
  recommendation: 'strong-yes',
  comments: 'Explained event loops clearly.',
  submittedAt: '2026-11-20T07:00:00.000Z',
  supersedesId: null,
};

describe('MyInterviews and the scorecard', () => {
  beforeEach(() => {
    db.interviews = [held];
    db.myInterviews = { upcoming: [], awaitingFeedback: [held] };
    db.scorecards.set(held.id, {
      criteria: ['Node.js', 'SQL'],
      canSubmit: true,
      mine: [],
      others: [vikramsFeedback],
    });
  });

  it('fills in the scorecard with the keyboard alone, the others’ feedback hidden until then', async () => {
    const sent = recordRequests('POST', `/api/interviews/${held.id}/feedback`, (request) =>
      request.json(),
    );
    renderWithProviders(<MyInterviews />, signedIn);
    const user = userEvent.setup();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your feedback' });
    const card = within(waiting).getByRole('article', { name: /Rohan Das, Backend Developer/ });
    within(card).getByRole('button', { name: 'Fill in scorecard' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Scorecard: Rohan Das/ });
    expect(
      within(dialog).getByText(/feedback appears here once you have given yours/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Explained event loops clearly.')).not.toBeInTheDocument();

    // Nothing chosen: every criterion and the recommendation say so.
    const submit = within(dialog).getByRole('button', { name: 'Submit feedback' });
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findAllByText(interviewMessages.ratingRequired)).toHaveLength(2);
    expect(within(dialog).getByText(interviewMessages.recommendationRequired)).toBeInTheDocument();
    // The keyboard is taken to the first criterion; the arrow keys choose.
    const nodeGroup = within(dialog).getByRole('radiogroup', { name: 'Node.js' });
    await waitFor(() => expect(nodeGroup).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(nodeGroup).getByRole('radio', { name: '3 Good' })).toBeChecked();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'SQL' })).getByRole('radio', {
        name: '2 Weak',
      }),
    ).toBeChecked();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Overall recommendation' })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    ).toBeChecked();
    await user.tab();
    await user.keyboard('Solid on APIs.');
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ratings: [
          { criterion: 'Node.js', score: 3 },
          { criterion: 'SQL', score: 2 },
        ],
        recommendation: 'yes',
        comments: 'Solid on APIs.',
      },
    ]);
    expect(await screen.findByText('No scorecards to fill in.')).toBeInTheDocument();
  });

  it('shows one’s feedback and the others’, and corrects it starting from what was given', async () => {
    const mine: FeedbackRecord = {
      ...vikramsFeedback,
      id: 41,
      interviewer: { id: 1, name: 'Hr' },
      recommendation: 'no',
      comments: 'Unsure about SQL.',
    };
    db.scorecards.get(held.id)!.mine = [mine];
    db.myInterviews = { upcoming: [held], awaitingFeedback: [] };
    const corrections = recordRequests('PUT', `/api/interviews/${held.id}/feedback`, (request) =>
      request.json(),
    );
    renderWithProviders(<MyInterviews />, signedIn);
    const user = userEvent.setup();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    await user.click(within(upcoming).getByRole('button', { name: 'Scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: /Scorecard: Rohan Das/ });
    expect(await within(dialog).findByText('Unsure about SQL.')).toBeInTheDocument();
    expect(within(dialog).getByText('Explained event loops clearly.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Correct my feedback' }));
    const recommendation = within(dialog).getByRole('radiogroup', {
      name: 'Overall recommendation',
    });
    expect(within(recommendation).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(recommendation).getByRole('radio', { name: 'Strong yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit correction' }));
    expect(await screen.findByText('Feedback corrected')).toBeInTheDocument();
    expect(corrections).toEqual([
      expect.objectContaining({ recommendation: 'strong-yes', comments: 'Unsure about SQL.' }),
    ]);
  });
});
