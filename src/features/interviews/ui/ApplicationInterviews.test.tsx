import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Interview } from '@vistaar/shared/contract';
import { interviewMessages } from '@vistaar/shared/validation';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders, server } from '@tests/support/web';
import { ApplicationInterviews } from './ApplicationInterviews';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };
const APPLICATION_ID = 12;

/** A date ten days ahead as the picker takes it (DDMMYYYY), and as the API writes it. */
function tenDaysAhead() {
  const date = new Date(Date.now() + 10 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const [year, month, day] = date.split('-');
  return { digits: `${day}${month}${year}`, iso: date };
}

const scheduledInterview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 5,
  applicationId: APPLICATION_ID,
  candidateName: 'Rohan Das',
  jobTitle: 'Backend Developer',
  mode: 'video',
  startsAt: '2026-12-02T05:00:00.000Z',
  endsAt: '2026-12-02T06:00:00.000Z',
  durationMinutes: 60,
  videoUrl: 'https://meet.example.com/abc',
  location: null,
  status: 'scheduled',
  interviewers: [{ id: 2, name: 'Asha Verma', feedbackSubmitted: false }],
  ...overrides,
});

async function choose(user: UserEvent, dialog: HTMLElement, label: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Types into the date picker's sections, as a person would (it loads when first reached for). */
async function typeDate(user: UserEvent, dialog: HTMLElement, digits: string) {
  const lookalike = within(dialog).queryByRole('textbox', { name: /^Date/ });
  if (lookalike) await user.click(lookalike);
  await user.click(await within(dialog).findByRole('group', { name: /^Date/ }));
  await user.keyboard(digits);
}

async function openScheduling(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
  return screen.findByRole('dialog', { name: 'Schedule interview' });
}

describe('ApplicationInterviews', () => {
  beforeEach(() => {
    db.interviewers = [
      { id: 2, name: 'Asha Verma', email: 'asha@example.com', role: 'interviewer' },
      { id: 3, name: 'Vikram Rao', email: 'vikram@example.com', role: 'hr' },
    ];
  });

  it('checks the schedule before sending it: date, interviewers, an https link', async () => {
    const sent = recordRequests('POST', `/api/career/applications/${APPLICATION_ID}/interviews`);
    renderWithProviders(<ApplicationInterviews applicationId={APPLICATION_ID} />, signedIn);
    expect(await screen.findByText('No interviews yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openScheduling(user);
    await within(dialog).findByRole('checkbox', { name: 'Asha Verma (Interviewer)' });

    await user.click(within(dialog).getByLabelText(/Video call link/));
    await user.paste('http://meet.example.com/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and invite' }));
    expect(await within(dialog).findByText(interviewMessages.dateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(interviewMessages.videoUrlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(interviewMessages.interviewersRequired)).toBeInTheDocument();

    // An office interview asks for the address instead of a link.
    await user.click(within(dialog).getByRole('radio', { name: 'In person' }));
    expect(within(dialog).queryByLabelText(/Video call link/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and invite' }));
    expect(await within(dialog).findByText(interviewMessages.locationRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('schedules an interview in IST with the chosen panel and lists it', async () => {
    const bodies = recordRequests(
      'POST',
      `/api/career/applications/${APPLICATION_ID}/interviews`,
      (request) => request.json(),
    );
    renderWithProviders(<ApplicationInterviews applicationId={APPLICATION_ID} />, signedIn);
    const user = userEvent.setup();
    const dialog = await openScheduling(user);
    const { digits, iso } = tenDaysAhead();
    await typeDate(user, dialog, digits);
    await choose(user, dialog, /Start time/, '14:30');
    await choose(user, dialog, /Duration/, '45 minutes');
    await user.click(within(dialog).getByLabelText(/Video call link/));
    await user.paste('https://meet.example.com/rohan');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Vikram Rao (HR)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and invite' }));

    expect(await screen.findByText('Interview scheduled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        date: iso,
        startTime: '14:30',
        durationMinutes: 45,
        mode: 'video',
        videoUrl: 'https://meet.example.com/rohan',
        interviewerIds: [3],
      },
    ]);
    const card = await screen.findByRole('article', { name: /14:30-15:15 IST/ });
    expect(within(card).getByText('Vikram Rao')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'https://meet.example.com/rohan' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s reason under the interviewers when one is no longer active', async () => {
    server.use(
      http.post('*/api/career/applications/:id/interviews', () =>
        HttpResponse.json(
          {
            success: false,
            message: interviewMessages.interviewersUnknown,
            errors: { interviewerIds: interviewMessages.interviewersUnknown },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ApplicationInterviews applicationId={APPLICATION_ID} />, signedIn);
    const user = userEvent.setup();
    const dialog = await openScheduling(user);
    await typeDate(user, dialog, tenDaysAhead().digits);
    await user.click(within(dialog).getByLabelText(/Video call link/));
    await user.paste('https://meet.example.com/rohan');
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Asha Verma (Interviewer)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and invite' }));
    expect(
      await within(dialog).findByText(interviewMessages.interviewersUnknown),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule interview' })).toBeInTheDocument();
  });

  it('moves an interview to a new time and cancels one, from its card', async () => {
    db.interviews = [scheduledInterview()];
    const moves = recordRequests('POST', '/api/interviews/5/reschedule', (request) =>
      request.json(),
    );
    renderWithProviders(<ApplicationInterviews applicationId={APPLICATION_ID} />, signedIn);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /Wed, 2 Dec 2026, 10:30-11:30 IST/ });
    await user.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview' });
    expect(within(dialog).queryByRole('radio', { name: 'Video' })).not.toBeInTheDocument();
    const { digits, iso } = tenDaysAhead();
    await typeDate(user, dialog, digits);
    await choose(user, dialog, /Start time/, '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move interview' }));
    expect(await screen.findByText('Interview moved')).toBeInTheDocument();
    expect(moves).toEqual([{ date: iso, startTime: '16:00', durationMinutes: 60 }]);
    const moved = await screen.findByRole('article', { name: /16:00-17:00 IST/ });

    await user.click(within(moved).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('Interview cancelled')).toBeInTheDocument();
    const cancelled = await screen.findByRole('article', { name: /16:00-17:00 IST/ });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('shows which reminders went out, on which channel, and which are still ahead', async () => {
    db.interviews = [
      scheduledInterview({
        reminders: [
          {
            kind: 'candidate-day-before',
            dueAt: '2026-12-01T05:00:00.000Z',
            sentAt: '2026-12-01T05:00:30.000Z',
            channel: 'whatsapp',
            interviewerName: null,
          },
          {
            kind: 'day-before',
            dueAt: '2026-12-01T05:00:00.000Z',
            sentAt: '2026-12-01T05:00:30.000Z',
            channel: 'email',
            interviewerName: null,
          },
          {
            kind: 'candidate-two-hours-before',
            dueAt: '2026-12-02T03:00:00.000Z',
            sentAt: null,
            channel: null,
            interviewerName: null,
          },
          {
            kind: 'feedback-missing',
            dueAt: '2026-12-02T08:00:00.000Z',
            sentAt: '2026-12-02T08:00:10.000Z',
            channel: null,
            interviewerName: 'Asha Verma',
          },
        ],
      }),
    ];
    renderWithProviders(<ApplicationInterviews applicationId={APPLICATION_ID} />, signedIn);
    const card = await screen.findByRole('article', { name: /Wed, 2 Dec 2026, 10:30-11:30 IST/ });
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Candidate, a day before: sent by WhatsApp, Tue, 1 Dec 2026, 10:30 IST',
      'Interviewers, a day before: sent by e-mail, Tue, 1 Dec 2026, 10:30 IST',
      'Candidate, two hours before: due Wed, 2 Dec 2026, 08:30 IST',
      'Feedback reminder (Asha Verma): not sent, no longer needed',
    ]);
  });
});
