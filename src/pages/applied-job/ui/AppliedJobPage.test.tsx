import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_TOKEN,
  boardCandidate,
  boardJob,
  db,
  recordRequests,
  renderWithProviders,
  gridRowOf,
  layOutBoard,
  moveRight,
} from '@tests/support/web';
import type { EmailTemplate } from '@vistaar/shared/contract';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { AppliedJobPage } from './AppliedJobPage';

const JOB = boardJob;

const candidate = (id: number, fullName: string, stageId: number) =>
  boardCandidate(id, fullName, stageId, { phone: `98110452${id}0`, gender: 'Female' });

const stageNamed = (name: string) => db.pipelineStages.find((stage) => stage.name === name)!;

function template(id: number, name: string, stage: string, subject: string, body: string) {
  const { id: stageId } = stageNamed(stage);
  return {
    id,
    name,
    subject,
    body,
    stage: { id: stageId, name: stage },
    archived: false,
    updatedAt: '2026-11-20T09:15:00.000Z',
  } satisfies EmailTemplate;
}

beforeEach(() => {
  db.applications = [
    candidate(3, 'Meera Joshi', 1),
    candidate(2, 'Arjun <b>Singh</b>', 1),
    candidate(1, 'Kabir Shah', 2),
  ];
  db.emailTemplates = [
    template(
      1,
      'Moved to screening',
      'Screening',
      'Your application for {{job.title}}',
      'Dear {{candidate.firstName}},\n\nA recruiter will call you.',
    ),
    template(
      2,
      'Rejection',
      'Rejected',
      'Your application for {{job.title}}',
      'Dear {{candidate.fullName}},\n\nThank you for applying.',
    ),
    template(3, 'Interview invitation', 'Interview', 'Interview', 'When: {{interview.when}}'),
  ];
});
afterEach(() => jest.restoreAllMocks());

const renderPage = (route = '/applied-job') =>
  renderWithProviders(<AppliedJobPage />, {
    route,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

const rowOf = (name: string) => gridRowOf(name)!;

async function choose(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await waitFor(() => expect(rowOf(names[0])).toBeDefined());
  for (const name of names) await user.click(within(rowOf(name)).getByRole('checkbox'));
}

describe('the stage e-mail after a bulk move', () => {
  it('rejects with a reason, then sends the rejection e-mail as edited, filled in for each candidate', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await choose(user, ['Meera Joshi', 'Arjun <b>Singh</b>']);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject 2 applications' });
    await user.click(within(reject).getByRole('combobox', { name: /Reason for the rejection/ }));
    await user.click(screen.getByRole('option', { name: 'Position filled' }));
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail 2 candidates' });
    expect(dialog).toHaveTextContent('Recipients (2): Meera Joshi, Arjun <b>Singh</b>');
    const body = within(dialog).getByLabelText(/E-mail text/);
    expect(body).toHaveValue('Dear {{candidate.fullName}},\n\nThank you for applying.');
    const meera = await within(dialog).findByRole('region', { name: 'Preview for Meera Joshi' });
    expect(meera).toHaveTextContent('Dear Meera Joshi,');
    expect(meera).toHaveTextContent('Your application for Senior React Developer');

    await user.click(body);
    await user.keyboard('{Control>}{End}{/Control}');
    await user.paste('\n\nWe keep your resume on file.');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('region', { name: 'Preview for Meera Joshi' }),
      ).toHaveTextContent('We keep your resume on file.'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Preview for' }));
    await user.click(screen.getByRole('option', { name: 'Arjun <b>Singh</b>' }));
    expect(
      await within(dialog).findByRole('region', { name: 'Preview for Arjun <b>Singh</b>' }),
    ).toHaveTextContent('Dear Arjun <b>Singh</b>,');

    const sends = recordRequests('POST', '/api/career/applications/emails');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 candidates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toHaveLength(1);
    expect(db.sentEmails).toEqual([
      expect.objectContaining({
        to: 'meera@example.in',
        text: 'Dear Meera Joshi,\n\nThank you for applying.\n\nWe keep your resume on file.',
      }),
      expect.objectContaining({
        to: 'arjun@example.in',
        text: 'Dear Arjun <b>Singh</b>,\n\nThank you for applying.\n\nWe keep your resume on file.',
      }),
    ]);
    for (const id of [3, 2]) {
      expect(db.applicationEvents.get(id)!.map((event) => event.kind)).toEqual([
        'stage-moved',
        'email-sent',
      ]);
    }
    expect(db.applicationEvents.get(3)![0].rejectionReason?.label).toBe('Position filled');
    const notice = screen.getByText('2 applications moved. E-mails sent to 2 candidates.');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
  });

  it('sends the template as saved when nothing was edited, and nothing when skipped', async () => {
    const user = userEvent.setup({ delay: null });
    const sends = recordRequests('POST', '/api/career/applications/emails', (request) =>
      request.json(),
    );
    renderPage();
    await choose(user, ['Meera Joshi']);
    await user.click(screen.getByRole('button', { name: 'Move to stage' }));
    const move = await screen.findByRole('dialog', { name: 'Move 1 application' });
    await user.click(within(move).getByRole('combobox', { name: /Move to/ }));
    await user.click(screen.getByRole('option', { name: 'Screening' }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail 1 candidate' });
    expect(within(dialog).queryByRole('combobox', { name: 'Preview for' })).toBeNull();
    expect(
      await within(dialog).findByRole('region', { name: 'Preview for Meera Joshi' }),
    ).toHaveTextContent('Dear Meera,');
    await user.click(within(dialog).getByRole('button', { name: 'Skip, send none' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toHaveLength(0);
    expect(db.sentEmails).toEqual([]);
    expect(db.applications.find((item) => item.id === 3)!.stage.name).toBe('Screening');
    await waitFor(() =>
      expect(screen.getByText('1 application moved').closest('[role="status"]')).toHaveFocus(),
    );

    // Arjun next, sent as the template stands: only its id travels.
    await choose(user, ['Arjun <b>Singh</b>']);
    await user.click(screen.getByRole('button', { name: 'Move to stage' }));
    const again = await screen.findByRole('dialog', { name: 'Move 1 application' });
    await user.click(within(again).getByRole('combobox', { name: /Move to/ }));
    await user.click(screen.getByRole('option', { name: 'Screening' }));
    await user.click(within(again).getByRole('button', { name: 'Move' }));
    const send = await screen.findByRole('dialog', { name: 'E-mail 1 candidate' });
    await user.click(within(send).getByRole('button', { name: 'Send to 1 candidate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sends).toEqual([{ ids: [2], templateId: 1 }]));
    expect(db.sentEmails).toEqual([
      expect.objectContaining({
        to: 'arjun@example.in',
        text: expect.stringMatching(/^Dear Arjun,/),
      }),
    ]);
  });

  it('opens nothing when the stage proposes no e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await choose(user, ['Meera Joshi']);
    await user.click(screen.getByRole('button', { name: 'Move to stage' }));
    const move = await screen.findByRole('dialog', { name: 'Move 1 application' });
    await user.click(within(move).getByRole('combobox', { name: /Move to/ }));
    await user.click(screen.getByRole('option', { name: 'Offer' }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.getByText('1 application moved').closest('[role="status"]')).toHaveFocus(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the candidates a placeholder has no value for, and sends none until the text is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await choose(user, ['Meera Joshi', 'Arjun <b>Singh</b>']);
    await user.click(screen.getByRole('button', { name: 'Move to stage' }));
    const move = await screen.findByRole('dialog', { name: 'Move 2 applications' });
    await user.click(within(move).getByRole('combobox', { name: /Move to/ }));
    await user.click(screen.getByRole('option', { name: 'Interview' }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail 2 candidates' });
    expect(
      await within(dialog).findByText(
        emailTemplateMessages.missingValueFor(['Meera Joshi'], ['interview.when']),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 candidates' }));
    const refusal = emailTemplateMessages.missingValueFor(
      ['Meera Joshi', 'Arjun <b>Singh</b>'],
      ['interview.when'],
    );
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail text/)).toHaveAttribute('aria-invalid', 'true');
    expect(db.sentEmails).toEqual([]);

    const body = within(dialog).getByLabelText(/E-mail text/);
    await user.clear(body);
    await user.paste('We will call you to agree a time.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 candidates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.sentEmails.map((mail) => mail.to)).toEqual(['meera@example.in', 'arjun@example.in']);
  });
});

describe('the stage e-mail after a drop on the board', () => {
  const board = `/applied-job?view=board&jobId=${JOB.id}`;

  it("proposes the new stage's e-mail for that candidate, and sends it as edited", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(board);
    await screen.findByText('Meera Joshi');
    layOutBoard();
    await moveRight('Meera Joshi', 1);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Meera Joshi' });
    expect(db.applications.find((item) => item.id === 3)!.stage.name).toBe('Screening');
    // The dialog loads the stage's template before it shows the fields.
    const subject = await within(dialog).findByLabelText(/Subject/);
    await waitFor(() => expect(subject).toHaveValue('Your application for Senior React Developer'));
    expect(within(dialog).getByLabelText(/E-mail text/)).toHaveValue(
      'Dear Meera,\n\nA recruiter will call you.',
    );
    await user.type(subject, ' - next step');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.sentEmails).toEqual([
      expect.objectContaining({
        to: 'meera@example.in',
        subject: 'Your application for Senior React Developer - next step',
      }),
    ]);
    expect(db.applicationEvents.get(3)!.at(-1)).toMatchObject({
      kind: 'email-sent',
      comment: 'Subject: Your application for Senior React Developer - next step',
    });
  });

  it('asks for the reason on Rejected, then offers the rejection e-mail, which Skip leaves unsent', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(board);
    await screen.findByText('Kabir Shah');
    layOutBoard();
    // Screening -> Interview, Offer, Hired, Rejected.
    await moveRight('Kabir Shah', 4);
    const reject = await screen.findByRole('dialog', { name: 'Reject Kabir Shah' });
    await user.click(within(reject).getByRole('combobox', { name: /Reason for the rejection/ }));
    await user.click(screen.getByRole('option', { name: 'Not enough experience' }));
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail Kabir Shah' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/E-mail text/)).toHaveValue(
        'Dear Kabir Shah,\n\nThank you for applying.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.sentEmails).toEqual([]);
    expect(db.applications.find((item) => item.id === 1)!.stage.name).toBe('Rejected');
  });

  it('opens nothing after a drop on a stage that proposes no e-mail', async () => {
    renderPage(board);
    await screen.findByText('Kabir Shah');
    layOutBoard();
    // Screening -> Interview, Offer.
    await moveRight('Kabir Shah', 2);
    await waitFor(() =>
      expect(db.applications.find((item) => item.id === 1)!.stage.name).toBe('Offer'),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the employee record after a move to Hired on the board', () => {
  const board = `/applied-job?view=board&jobId=${JOB.id}`;

  beforeEach(() => {
    db.employeeDrafts = [
      {
        applicationId: 1,
        employeeId: null,
        fields: {
          full_name: 'Kabir Shah',
          personal_email: 'kabir@example.in',
          phone_number: '9811045210',
          date_of_birth: '1995-03-10',
          gender: 'Male',
          designation: 'Senior React Developer',
          department: 'Engineering',
          joining_date: '2026-11-27',
        },
      },
    ];
  });

  async function hireKabir(user: ReturnType<typeof userEvent.setup>) {
    renderPage(board);
    await screen.findByText('Kabir Shah');
    layOutBoard();
    // Screening -> Interview, Offer, Hired.
    await moveRight('Kabir Shah', 3);
    const confirm = await screen.findByRole('dialog', { name: 'Move Kabir Shah to Hired?' });
    await user.click(within(confirm).getByRole('button', { name: 'Move to Hired' }));
    await waitFor(() =>
      expect(db.applications.find((item) => item.id === 1)!.stage.name).toBe('Hired'),
    );
  }

  it('offers the record prefilled from the application, and saves it completed', async () => {
    const user = userEvent.setup({ delay: null });
    await hireKabir(user);
    const offer = await screen.findByRole('dialog', { name: 'Kabir Shah is hired' });
    await user.click(within(offer).getByRole('button', { name: 'Create employee record' }));
    const dialog = await screen.findByRole('dialog', { name: /^Create employee record/ });
    const input = (label: RegExp) =>
      within(dialog).getByLabelText<HTMLInputElement>(label, { selector: 'input' });
    await waitFor(() => expect(input(/Designation/)).toHaveValue('Senior React Developer'));
    await user.click(input(/Employee Code/));
    await user.paste('VI-4001');
    await user.click(input(/Salary/));
    await user.paste('900000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Employee' }));
    await within(dialog).findByText(
      'Employee added successfully. Kabir Shah is now in the employee list.',
    );
    expect(db.employees).toEqual([
      expect.objectContaining({ employee_code: 'VI-4001', full_name: 'Kabir Shah' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers nothing to a recruiter, who does not keep employee records', async () => {
    db.staffRole = 'recruiter';
    const user = userEvent.setup({ delay: null });
    await hireKabir(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog', { name: 'Kabir Shah is hired' })).not.toBeInTheDocument();
  });
});
