import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import { company, REJECTION_SEND_TIME } from '@vistaar/shared/config';
import {
  formatIndiaDateTime,
  formatIndiaTimeRange,
  indiaDateAndTime,
  indiaMomentToIso,
  nextWorkingDayAt,
} from '@vistaar/shared/lib/india-time';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { StageEmailComposer } from './StageEmailComposer';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const application = {
  id: 7,
  firstName: 'Ananya',
  lastName: '<b>Iyer</b>',
  fullName: 'Ananya <b>Iyer</b>',
  email: 'ananya.iyer@example.in',
  jobTitle: 'Product Designer',
  stage: { id: 2, name: 'Screening', kind: 'open' },
} as unknown as ApplicationDetail;

/** The Interview stage's template (a fresh copy each time): it needs the interview's time. */
const interviewInvitation = () => ({
  id: 2,
  name: 'Interview invitation',
  subject: 'Interview',
  body: 'When: {{interview.when}}',
  stage: { id: 3, name: 'Interview' },
  archived: false,
  updatedAt: '2026-11-20T09:15:00.000Z',
});

describe('StageEmailComposer', () => {
  beforeEach(() => {
    db.applications = [application];
    db.emailTemplates = [
      {
        id: 1,
        name: 'Moved to screening',
        subject: 'Your application for {{job.title}}',
        body: 'Dear {{candidate.fullName}},\n\nA recruiter will call you.',
        stage: { id: 2, name: 'Screening' },
        archived: false,
        updatedAt: '2026-11-20T09:15:00.000Z',
      },
      interviewInvitation(),
    ];
  });

  it("proposes the stage's e-mail filled in for the candidate, and sends it as edited", async () => {
    const onSent = jest.fn();
    renderWithProviders(
      <StageEmailComposer applicationId={7} stageId={2} onSent={onSent} onSkip={jest.fn()} />,
      signedIn,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: 'E-mail the candidate: Moved to screening',
    });
    const subject = within(form).getByLabelText(/Subject/);
    await waitFor(() => expect(subject).toHaveValue('Your application for Product Designer'));
    expect(within(form).getByLabelText(/E-mail text/)).toHaveValue(
      'Dear Ananya <b>Iyer</b>,\n\nA recruiter will call you.',
    );
    await user.type(subject, ' - next step');
    await user.click(within(form).getByRole('button', { name: 'Send e-mail' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0][0]).toMatchObject({
      kind: 'email-sent',
      comment: 'Subject: Your application for Product Designer - next step',
    });
    expect(db.sentEmails).toEqual([
      {
        to: 'ananya.iyer@example.in',
        subject: 'Your application for Product Designer - next step',
        text: 'Dear Ananya <b>Iyer</b>,\n\nA recruiter will call you.',
        missing: [],
      },
    ]);
  });

  it('says what is missing and refuses to send until the text is edited', async () => {
    renderWithProviders(
      <StageEmailComposer applicationId={7} stageId={3} onSent={jest.fn()} onSkip={jest.fn()} />,
      signedIn,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: 'E-mail the candidate: Interview invitation',
    });
    const message = emailTemplateMessages.missingValue(['interview.when']);
    expect(await within(form).findByText(message)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(form).findAllByText(message)).toHaveLength(2);
    expect(db.sentEmails).toHaveLength(0);
  });

  it('skips, and says so when the stage proposes no e-mail', async () => {
    const onSkip = jest.fn();
    renderWithProviders(
      <StageEmailComposer applicationId={7} stageId={5} onSent={jest.fn()} onSkip={onSkip} />,
      signedIn,
    );
    expect(await screen.findByText('This stage proposes no e-mail.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue without e-mail' }));
    expect(onSkip).toHaveBeenCalled();
  });
});

describe('StageEmailComposer before an interview exists', () => {
  beforeEach(() => {
    db.applications = [application];
    db.interviews = [];
    db.emailTemplates = [interviewInvitation()];
  });

  it('offers to schedule first, then proposes the e-mail with the time filled in', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StageEmailComposer
        applicationId={7}
        stageId={3}
        onSent={jest.fn()}
        onSkip={jest.fn()}
        renderScheduler={({ onScheduled }) => (
          <button
            type="button"
            onClick={() => {
              db.interviews.push({
                id: 1,
                applicationId: 7,
                candidateName: 'Ananya Iyer',
                jobTitle: 'Product Designer',
                mode: 'phone',
                startsAt: '2026-12-01T04:30:00.000Z',
                endsAt: '2026-12-01T05:30:00.000Z',
                durationMinutes: 60,
                videoUrl: null,
                location: null,
                status: 'scheduled',
                interviewers: [],
              });
              onScheduled();
            }}
          >
            Scheduler
          </button>
        )}
      />,
      signedIn,
    );
    expect(await screen.findByText(/No interview is scheduled yet/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));
    await user.click(screen.getByRole('button', { name: 'Scheduler' }));
    const form = await screen.findByRole('form', {
      name: 'E-mail the candidate: Interview invitation',
    });
    await waitFor(() =>
      expect(within(form).getByLabelText(/E-mail text/)).toHaveValue(
        `When: ${formatIndiaTimeRange('2026-12-01T04:30:00.000Z', '2026-12-01T05:30:00.000Z')}`,
      ),
    );
    expect(
      within(form).queryByText(emailTemplateMessages.missingValue(['interview.when'])),
    ).not.toBeInTheDocument();
  });

  it('still lets the member write the e-mail without an interview', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StageEmailComposer
        applicationId={7}
        stageId={3}
        onSent={jest.fn()}
        onSkip={jest.fn()}
        renderScheduler={() => null}
      />,
      signedIn,
    );
    await user.click(await screen.findByRole('button', { name: 'Write the e-mail anyway' }));
    expect(
      await screen.findByText(emailTemplateMessages.missingValue(['interview.when'])),
    ).toBeInTheDocument();
  });
});

describe('StageEmailComposer for a rejection', () => {
  const rejected = {
    ...application,
    stage: { id: 6, name: 'Rejected', kind: 'rejected' },
  } as unknown as ApplicationDetail;

  beforeEach(() => {
    db.applications = [rejected];
    db.emailTemplates = [
      {
        id: 3,
        name: 'Regret',
        subject: 'Your application for {{job.title}}',
        body: 'Dear {{candidate.firstName}},\n\nWe will not take it further.',
        stage: { id: 6, name: 'Rejected' },
        archived: false,
        updatedAt: '2026-11-20T09:15:00.000Z',
      },
    ];
  });

  function renderComposer(onSent = jest.fn()) {
    renderWithProviders(
      <StageEmailComposer
        applicationId={7}
        stageId={6}
        onSent={onSent}
        onSkip={jest.fn()}
        canSendLater
      />,
      signedIn,
    );
    return screen.findByRole('form', { name: 'E-mail the candidate: Regret' });
  }

  it('holds the e-mail to the next working day at 10:00 IST unless another time is chosen', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    const form = await renderComposer(onSent);
    await waitFor(() =>
      expect(within(form).getByLabelText(/Subject/)).toHaveValue(
        'Your application for Product Designer',
      ),
    );
    expect(form.querySelector('input[name="sendDate"]')).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Send later' }));

    const expected = nextWorkingDayAt(new Date(), REJECTION_SEND_TIME, company.workingDays);
    const { date } = indiaDateAndTime(expected);
    const [year, month, day] = date.split('-');
    await waitFor(() =>
      expect(form.querySelector('input[name="sendDate"]')).toHaveValue(`${day}/${month}/${year}`),
    );
    expect(within(form).getByText(new RegExp(formatIndiaDateTime(expected)))).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: /Time \(IST\)/ }));
    await user.click(await screen.findByRole('option', { name: '15:30' }));
    const chosen = indiaMomentToIso(date, '15:30');
    expect(within(form).getByText(new RegExp(formatIndiaDateTime(chosen)))).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Schedule e-mail' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(undefined));
    expect(db.sentEmails).toHaveLength(0);
    expect(db.scheduledEmails).toEqual([
      expect.objectContaining({
        applicationId: 7,
        subject: 'Your application for Product Designer',
        sendAt: chosen,
        status: 'scheduled',
      }),
    ]);
  });

  it('refuses a moment already past with the rule the server applies', async () => {
    const user = userEvent.setup();
    const form = await renderComposer();
    await user.click(within(form).getByRole('radio', { name: 'Send later' }));
    const lookalike = within(form).queryByRole('textbox', { name: /^Send on/ });
    if (lookalike) await user.click(lookalike);
    await user.click(await within(form).findByRole('group', { name: /^Send on/ }));
    await user.keyboard('01012020');
    await user.click(within(form).getByRole('button', { name: 'Schedule e-mail' }));
    expect(await within(form).findByText(emailTemplateMessages.sendAtPast)).toBeInTheDocument();
    expect(db.scheduledEmails).toHaveLength(0);
  });

  it('offers no later sending for other stages', async () => {
    db.applications = [application];
    renderWithProviders(
      <StageEmailComposer applicationId={7} stageId={6} onSent={jest.fn()} onSkip={jest.fn()} />,
      signedIn,
    );
    const form = await screen.findByRole('form', { name: 'E-mail the candidate: Regret' });
    expect(within(form).queryByRole('radio', { name: 'Send later' })).not.toBeInTheDocument();
  });
});
