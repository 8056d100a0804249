import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders, server } from '@tests/support/web';
import type { CandidateDetail } from '@vistaar/shared/contract';
import { CandidateRecord } from './CandidateRecord';

const priya: CandidateDetail = {
  id: 9,
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.in',
  phone: '9811045231',
  source: 'careers_site',
  keepForOtherRoles: true,
  createdAt: '2026-03-01T06:00:00.000Z',
  updatedAt: '2026-04-02T06:00:00.000Z',
  applications: [
    {
      id: 41,
      jobId: 8,
      jobTitle: 'Data Engineer',
      stage: { id: 3, name: 'Interview', kind: 'open' },
      appliedAt: '2026-04-02T06:00:00.000Z',
      stageEnteredAt: '2026-04-05T06:00:00.000Z',
      resume: {
        fileName: 'priya-data.pdf',
        sizeBytes: 420_000,
        url: '/api/career/applications/41/resume?signature=a',
      },
      history: [
        {
          id: 7,
          kind: 'note',
          createdAt: '2026-04-06T05:30:00.000Z',
          staff: { id: 1, name: 'Asha Verma' },
          fromStage: null,
          toStage: null,
          rejectionReason: null,
          comment: 'Strong on data pipelines',
          mentions: [],
        },
        {
          id: 6,
          kind: 'stage-moved',
          createdAt: '2026-04-05T06:00:00.000Z',
          staff: { id: 1, name: 'Asha Verma' },
          fromStage: { id: 1, name: 'New' },
          toStage: { id: 3, name: 'Interview' },
          rejectionReason: null,
          comment: null,
          mentions: [],
        },
      ],
    },
    {
      id: 12,
      jobId: 7,
      jobTitle: 'Platform Engineer',
      stage: { id: 5, name: 'Rejected', kind: 'rejected' },
      appliedAt: '2026-03-01T06:00:00.000Z',
      stageEnteredAt: '2026-03-10T06:00:00.000Z',
      resume: null,
      history: [
        {
          id: 3,
          kind: 'note',
          createdAt: '2026-03-09T05:30:00.000Z',
          staff: null,
          fromStage: null,
          toStage: null,
          rejectionReason: null,
          comment: 'Wants a remote role',
          mentions: [],
        },
      ],
    },
  ],
};

beforeEach(() => {
  db.candidates = [structuredClone(priya)];
});

const renderCandidate = (id = 9, canErase = false) =>
  renderWithProviders(<CandidateRecord candidateId={id} canErase={canErase} />, {
    route: `/applied-job/candidates/${id}`,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('CandidateRecord', () => {
  it('shows the person, each application with its stage, dates, resume and history, and links to it', async () => {
    renderCandidate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Priya Shah' }),
    ).toBeInTheDocument();
    expect(screen.getByText('priya.shah@example.in')).toBeInTheDocument();
    expect(screen.getByText('Agreed to be kept')).toBeInTheDocument();

    const applications = screen.getByRole('region', { name: 'Applications' });
    const items = within(applications).getAllByRole('listitem', { name: /Engineer/ });
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'candidate-application-41',
      'candidate-application-12',
    ]);
    const data = items[0];
    expect(within(data).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/applied-job/41',
    );
    expect(within(data).getByText('Interview')).toBeInTheDocument();
    expect(
      within(data).getByText('Applied on 2 Apr 2026 - in Interview since 5 Apr 2026'),
    ).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: /priya-data\.pdf/ })).toHaveAttribute(
      'href',
      '/api/career/applications/41/resume?signature=a',
    );
    expect(within(data).getByText(/Moved from New to Interview/)).toBeInTheDocument();
    // An erased resume is not offered.
    expect(within(items[1]).queryByRole('link', { name: /\.pdf/ })).not.toBeInTheDocument();
  });

  it('gathers the notes of every application, newest first, each with its job', async () => {
    renderCandidate();
    const notes = await screen.findByRole('region', { name: 'Notes' });
    const entries = within(notes).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Data Engineer - Asha Verma'),
      expect.stringContaining('Platform Engineer - A former colleague'),
    ]);
    expect(entries[0]).toHaveTextContent('Strong on data pipelines');
    expect(entries[1]).toHaveTextContent('Wants a remote role');
  });

  it('says so when the candidate is missing or not one the member may open', async () => {
    renderCandidate(404);
    expect(
      await screen.findByText('This candidate does not exist, or they have been erased.'),
    ).toBeInTheDocument();
  });

  it('offers erasure only to those who may erase', async () => {
    renderCandidate();
    await screen.findByRole('heading', { level: 1, name: 'Priya Shah' });
    expect(screen.queryByRole('button', { name: 'Erase candidate' })).not.toBeInTheDocument();
  });

  it('erases the person after a confirmation, with the keyboard alone', async () => {
    const erasures = recordRequests('POST', '/api/candidates/9/erase');
    const user = userEvent.setup({ delay: null });
    renderCandidate(9, true);
    const button = await screen.findByRole('button', { name: 'Erase candidate' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    // The safe choice has the keyboard first.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(erasures).toHaveLength(0);

    act(() => button.focus());
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    act(() => within(again).getByRole('button', { name: 'Erase' }).focus());
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Priya Shah was erased, with 2 applications.'),
    ).toBeInTheDocument();
    expect(erasures).toHaveLength(1);
    expect(db.candidates).toEqual([]);
  });

  it('shows a refusal inside the dialog and keeps the person', async () => {
    const held =
      "One of this candidate's applications is under a legal hold (Court order); nothing was erased.";
    server.use(
      http.post(`${__API_BASE_URL__}/api/candidates/9/erase`, () =>
        HttpResponse.json({ success: false, message: held }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderCandidate(9, true);
    await user.click(await screen.findByRole('button', { name: 'Erase candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText(held)).toBeInTheDocument();
    // Behind the modal dialog, the page still shows the person.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Priya Shah', hidden: true }),
    ).toBeInTheDocument();
    expect(db.candidates).toHaveLength(1);
  });
});
