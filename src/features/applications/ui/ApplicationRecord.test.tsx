import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  STAFF_TOKEN,
  db,
  recordRequests,
  renderWithProviders,
  server,
  candidateExtras,
} from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import type { ApplicationEvent } from '@vistaar/shared/contract';
import { ApplicationRecord } from './ApplicationRecord';

const ananya: ApplicationDetail = {
  id: 31,
  jobId: 7,
  fullName: 'Ananya Iyer',
  firstName: 'Ananya',
  lastName: 'Iyer',
  email: 'ananya.iyer@example.in',
  phone: '9811045231',
  dob: '1995-08-02',
  gender: 'Female',
  jobTitle: 'Product Designer',
  department: 'Design',
  location: 'Bangalore, India',
  jobExperience: '5',
  currentEmployer: 'Zoho',
  currentCTC: '14 LPA',
  expectedCTC: '19 LPA',
  fullAddress: '7 Indiranagar, Bengaluru, Karnataka',
  ...candidateExtras,
  address: '7 Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  currentLocation: 'Bengaluru',
  createdAt: '2026-04-02T06:00:00.000Z',
  resumeUrl: '/api/career/applications/31/resume?expires=1&signature=old',
  resumeFileName: 'ananya-cv.pdf',
  resumeSizeBytes: 420_000,
  keepForOtherRoles: false,
  stage: { id: 2, name: 'Screening', kind: 'open' },
  daysInStage: 4,
  rating: null,
  screeningAnswers: [],
  knockedOut: false,
};

const screened: ApplicationEvent = {
  id: 1,
  kind: 'stage-moved',
  createdAt: '2026-04-03T05:30:00.000Z',
  staff: { id: 1, name: 'Asha Verma' },
  fromStage: { id: 1, name: 'New' },
  toStage: { id: 2, name: 'Screening' },
  rejectionReason: null,
  comment: 'Portfolio looks strong',
  mentions: [],
};

beforeEach(() => {
  db.applications = [{ ...ananya }];
  db.applicationEvents.set(31, [screened]);
});

const renderRecord = (id = 31) =>
  renderWithProviders(<ApplicationRecord applicationId={id} />, {
    route: `/applied-job/${id}`,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('ApplicationRecord', () => {
  it('shows the details once each, the stage and days in it, and the history', async () => {
    renderRecord();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Product Designer - applied on 2 Apr 2026')).toBeInTheDocument();
    const stage = screen.getByRole('region', { name: 'Stage' });
    expect(within(stage).getByText('Screening')).toBeInTheDocument();
    expect(within(stage).getByText('4 days in this stage')).toBeInTheDocument();
    expect(screen.getAllByText('Full name', { selector: 'dt' })).toHaveLength(1);
    expect(screen.queryByText('Full address')).not.toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'History, newest first' });
    const [entry] = within(history).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Moved from New to Screening');
    expect(entry).toHaveTextContent('by Asha Verma');
    expect(entry).toHaveTextContent('Portfolio looks strong');
  });

  it('names the candidate as the one who acted when no staff member did', async () => {
    db.applicationEvents.set(31, [
      screened,
      {
        ...screened,
        id: 2,
        kind: 'interview-scheduled',
        createdAt: '2026-04-04T05:30:00.000Z',
        staff: null,
        fromStage: null,
        toStage: null,
        comment: 'Video interview, Tue, 7 Apr 2026, 10:00-11:00 IST',
      },
    ]);
    renderRecord();
    const history = await screen.findByRole('list', { name: 'History, newest first' });
    const entries = within(history).getAllByRole('listitem');
    expect(
      entries.find((entry) => /Interview scheduled/.test(entry.textContent ?? '')),
    ).toHaveTextContent('by the candidate');
    expect(history).not.toHaveTextContent('former staff member');
  });

  it.each([
    [false, 'Not to be kept for other roles: this application only'],
    [true, 'Asked to be kept for other suitable roles'],
  ])('shows the applicant’s choice on other roles (kept: %s)', async (keep, shown) => {
    db.applications = [{ ...ananya, keepForOtherRoles: keep }];
    renderRecord();
    const other = await screen.findByText('Other roles', { selector: 'dt' });
    expect(other.nextElementSibling).toHaveTextContent(shown);
  });

  it('moves to another stage, and asks a rejection for its reason first', async () => {
    const moves = recordRequests('POST', '/api/career/applications/31/stage', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Move to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ananya Iyer' });
    await user.click(within(dialog).getByRole('combobox', { name: /Move to/ }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).not.toContain('Screening');
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('Choose a reason for the rejection'),
    ).toBeInTheDocument();
    expect(moves).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Reason for the rejection/ }));
    await user.click(await screen.findByRole('option', { name: 'No response' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Ananya Iyer moved to Rejected.')).toBeInTheDocument();
    expect(moves).toEqual([{ stageId: 6, rejectionReasonId: 4 }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Stage' })).getByText('Rejected'),
      ).toBeInTheDocument(),
    );
    const history = screen.getByRole('list', { name: 'History, newest first' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const [newest] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Moved from Screening to Rejected');
    expect(newest).toHaveTextContent('Reason: No response');
  });

  it('shows the server’s refusal in the dialog and keeps the stage', async () => {
    const user = userEvent.setup({ delay: null });
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Move to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ananya Iyer' });
    await user.click(within(dialog).getByRole('combobox', { name: /Move to/ }));
    await user.click(screen.getByRole('option', { name: 'Interview' }));
    // Meanwhile the stage was archived by someone else.
    db.pipelineStages = db.pipelineStages.map((stage) =>
      stage.name === 'Interview' ? { ...stage, archived: true } : stage,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('This stage is archived; choose a stage in use.', {
        selector: '[role="alert"] *',
      }),
    ).toBeInTheDocument();
    expect(db.applications[0].stage.name).toBe('Screening');
  });

  it('adds a note naming a colleague to the top of the history, and refuses an empty one', async () => {
    const notes = recordRequests('POST', '/api/career/applications/31/notes', (request) =>
      request.json(),
    );
    const user = userEvent.setup({ delay: null });
    renderRecord();
    const form = await screen.findByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Write the note')).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveFocus();
    expect(notes).toEqual([]);

    await user.type(within(form).getByLabelText('Note'), 'Asked for a second portfolio review');
    await user.click(within(form).getByRole('combobox', { name: 'Mention colleagues' }));
    await user.click(await screen.findByRole('option', { name: 'Rohit Bansal' }));
    await user.click(within(form).getByRole('button', { name: 'Add note' }));

    expect(await within(form).findByText('Note added.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('');
    expect(notes).toEqual([{ text: 'Asked for a second portfolio review', mentionIds: [2] }]);
    const history = screen.getByRole('list', { name: 'History, newest first' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const [newest] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Note for Rohit Bansal');
    expect(newest).toHaveTextContent('Asked for a second portfolio review');
  });

  it('keeps what a section below had open when the record arrives after it', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // Held back, then answered by the usual handler.
    server.use(
      http.get('http://localhost/api/career/applications/:id', async () => {
        await arrived;
      }),
    );
    function Section() {
      const [open, setOpen] = useState(false);
      return open ? <p>Dialog open</p> : <button onClick={() => setOpen(true)}>Open</button>;
    }
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ApplicationRecord applicationId={31}>
        <Section />
      </ApplicationRecord>,
      { route: '/applied-job/31', preloadedState: { session: { token: STAFF_TOKEN } } },
    );
    expect(await screen.findByText('Loading the application...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });

  it('says so when the application does not exist', async () => {
    renderRecord(999);
    expect(
      await screen.findByText('This application does not exist, or it has been erased.'),
    ).toBeInTheDocument();
  });

  it("links to the candidate's page, where all their applications are", async () => {
    db.applications = [{ ...ananya, candidateId: 9 }];
    renderRecord();
    const stage = await screen.findByRole('region', { name: 'Stage' });
    expect(
      within(stage).getByRole('link', { name: 'All applications of this candidate' }),
    ).toHaveAttribute('href', '/applied-job/candidates/9');
  });
});
