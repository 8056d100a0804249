import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STAFF_TOKEN, db, fakeMatchMedia, renderWithProviders, server } from '@tests/support/web';
import type { PoolCandidate } from '@vistaar/shared/contract';
import { TalentPoolSearch } from './TalentPoolSearch';

const JOBS = [
  { id: 4, title: 'Backend Developer' },
  { id: 5, title: 'Data Engineer' },
];

function candidate(id: number, overrides: Partial<PoolCandidate> = {}): PoolCandidate {
  return {
    id,
    name: `Candidate ${id}`,
    location: 'Pune',
    experienceYears: 4,
    noticeDays: 30,
    expectedCtc: 1_800_000,
    lastActivityAt: '2026-05-04T06:00:00.000Z',
    keptForOtherRoles: false,
    skills: [],
    tags: [],
    snippets: [],
    retentionEndsOn: null,
    ...overrides,
  };
}

const render = (route = '/talent-pool') =>
  renderWithProviders(<TalentPoolSearch jobs={JOBS} />, {
    route,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('TalentPoolSearch', () => {
  it('shows why each candidate matched as text, the matched words marked, and the retention mark', async () => {
    db.poolCandidates = [
      candidate(1, {
        name: 'Meera Iyer',
        skills: ['python'],
        snippets: [
          'Data scientist &lt;script&gt;alert(1)&lt;/script&gt; in <mark>Python</mark> &amp; R',
        ],
        retentionEndsOn: '2026-06-01',
      }),
    ];
    render();
    const grid = await screen.findByRole('grid', { name: 'Talent pool' });
    const marked = await within(grid).findByText('Python', { selector: 'mark' });
    expect(marked.tagName).toBe('MARK');
    // The resume's own markup is shown as the text it is, never run.
    expect(
      within(grid).getByText(/Data scientist <script>alert\(1\)<\/script> in/),
    ).toBeInTheDocument();
    expect(grid.querySelector('script')).toBeNull();
    expect(within(grid).getByText('& R', { exact: false })).toBeInTheDocument();
    expect(within(grid).getByText('Retention ends 1 Jun 2026')).toBeInTheDocument();
  });

  it('puts why a candidate matched, the notice and the CTC under the name on a phone', async () => {
    const wideScreen = window.matchMedia;
    // A phone: every `max-width` query matches, no `min-width` one.
    window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
    try {
      db.poolCandidates = [
        candidate(1, { name: 'Meera Iyer', snippets: ['Data scientist in <mark>Python</mark>'] }),
      ];
      render();
      const grid = await screen.findByRole('grid', { name: 'Talent pool' });
      const nameCell = (await within(grid).findByRole('link', { name: 'Meera Iyer' })).closest(
        '[role="gridcell"]',
      ) as HTMLElement;
      expect(within(nameCell).getByText('Python', { selector: 'mark' })).toBeInTheDocument();
      expect(
        within(nameCell).getByText('Pune · 4 yrs · 30 days notice · ₹18,00,000'),
      ).toBeInTheDocument();
      expect(
        within(grid).queryByRole('columnheader', { name: 'Why they match' }),
      ).not.toBeInTheDocument();
      expect(within(grid).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    } finally {
      window.matchMedia = wideScreen;
    }
  });

  it('reads its filters from the address', async () => {
    db.poolCandidates = [
      candidate(1, { name: 'Priya Raghunathan', location: 'Bengaluru' }),
      candidate(2, { name: 'Arjun Venkatesan', location: 'Pune' }),
    ];
    render('/talent-pool?location=Bengaluru');
    expect(await screen.findByRole('link', { name: 'Priya Raghunathan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Arjun Venkatesan' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Bengaluru');
  });

  it('says when more candidates matched than were ranked', async () => {
    const notice =
      'More than 1,000 candidates match: the best 1,000 are shown. Add words or filters to narrow the search.';
    server.use(
      http.get(`${__API_BASE_URL__}/api/talent-pool`, ({ request }) =>
        HttpResponse.json({
          success: true,
          ...(new URL(request.url).searchParams.get('search') === 'engineer'
            ? { message: notice }
            : {}),
          data: [candidate(1, { name: 'Priya Raghunathan' })],
          total: 1000,
        }),
      ),
    );
    const many = render('/talent-pool?search=engineer');
    expect((await screen.findByText(notice)).closest('[role="status"]')).not.toBeNull();
    many.unmount();
    render('/talent-pool?search=cobol');
    await screen.findByRole('link', { name: 'Priya Raghunathan' });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('adds a candidate to a job, and shows the refusal when they already applied', async () => {
    const user = userEvent.setup();
    db.poolCandidates = [candidate(7, { name: 'Arjun Venkatesan' })];
    db.poolApplications = [{ candidateId: 7, jobId: 5 }];
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Arjun Venkatesan to a job' }));
    const dialog = await screen.findByRole('dialog', { name: /Add to a job/ });
    await user.click(within(dialog).getByRole('combobox', { name: /Job/ }));
    await user.click(await screen.findByRole('option', { name: 'Data Engineer' }));
    await user.click(
      within(dialog).getByRole('combobox', { name: /How the candidate agreed to be considered/ }),
    );
    await user.click(await screen.findByRole('option', { name: 'On a phone call' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    expect(
      await within(dialog).findByText('This candidate has already applied for this job.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Job/ }));
    await user.click(await screen.findByRole('option', { name: 'Backend Developer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    expect(
      await within(dialog).findByText(
        'Arjun Venkatesan was added to Backend Developer and e-mailed the privacy notice.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(db.poolApplications).toContainEqual({ candidateId: 7, jobId: 4 }));
  });

  it('asks for the job and the consent before adding', async () => {
    const user = userEvent.setup();
    db.poolCandidates = [candidate(7, { name: 'Arjun Venkatesan' })];
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Arjun Venkatesan to a job' }));
    const dialog = await screen.findByRole('dialog', { name: /Add to a job/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    expect(await within(dialog).findByText('Choose a job from the list.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose how the candidate agreed to be considered for this job.'),
    ).toBeInTheDocument();
  });

  it('says there is no saved list yet, and puts a candidate on a chosen list', async () => {
    const user = userEvent.setup();
    db.poolCandidates = [candidate(7, { name: 'Arjun Venkatesan' })];
    const { unmount } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Add Arjun Venkatesan to a saved list' }),
    );
    let dialog = await screen.findByRole('dialog', { name: /Add to a saved list/ });
    expect(
      await within(dialog).findByText('There are no saved lists yet: create one first.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add to list' })).not.toBeInTheDocument();
    unmount();

    const at = '2026-05-04T06:00:00.000Z';
    db.savedLists = [
      { id: 3, name: 'Strong backend', members: 0, updatedAt: at, entries: [] },
      { id: 4, name: 'Later', members: 0, updatedAt: at, entries: [] },
    ];
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Add Arjun Venkatesan to a saved list' }),
    );
    dialog = await screen.findByRole('dialog', { name: /Add to a saved list/ });
    await user.click(within(dialog).getByRole('combobox', { name: /Saved list/ }));
    await user.click(await screen.findByRole('option', { name: 'Strong backend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(
      await within(dialog).findByText('Arjun Venkatesan was added to Strong backend.'),
    ).toBeInTheDocument();
    expect(db.savedLists[0].entries.map((entry) => entry.candidateId)).toEqual([7]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a tag from a candidate only after asking, from the keyboard', async () => {
    const user = userEvent.setup();
    db.poolCandidates = [candidate(7, { name: 'Arjun Venkatesan', tags: ['Backend', 'Later'] })];
    render();
    const chip = await screen.findByRole('button', {
      name: 'Tag Later: remove from Arjun Venkatesan',
    });
    await act(() => chip.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove tag?' });
    expect(dialog).toHaveTextContent('The tag "Later" will be removed from Arjun Venkatesan.');
    // The keyboard starts on the way out: Enter alone removes nothing.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.poolCandidates[0].tags).toEqual(['Backend', 'Later']);

    await act(() => chip.focus());
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove tag?' })).getByRole('button', {
        name: 'Remove tag',
      }),
    );
    await waitFor(() => expect(db.poolCandidates[0].tags).toEqual(['Backend']));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Tag Later: remove from Arjun Venkatesan' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the refusal inside the dialog when the tag is gone already', async () => {
    const user = userEvent.setup();
    db.poolCandidates = [candidate(7, { name: 'Arjun Venkatesan', tags: ['Backend'] })];
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Tag Backend: remove from Arjun Venkatesan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove tag?' });
    db.poolCandidates[0].tags = [];
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag' }));
    expect(await within(dialog).findByText('Tag not found on this candidate.')).toBeInTheDocument();
  });
});
