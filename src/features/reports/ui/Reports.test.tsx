import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import type {
  AgeingReport,
  FunnelReport,
  InterviewerLoadReport,
  OffersReport,
  RejectionsReport,
  SourcesReport,
  TimeReport,
} from '@vistaar/shared/contract';
import { Reports } from './Reports';

const signedIn = (route = '/reports') => ({
  route,
  preloadedState: { session: { token: STAFF_TOKEN } },
});

const funnel: FunnelReport = {
  rows: [
    { stageId: 1, name: 'New', kind: 'open', entered: 6, passThrough: 0.8333 },
    { stageId: 2, name: 'Screening', kind: 'open', entered: 5, passThrough: 0.4 },
    { stageId: 5, name: 'Hired', kind: 'hired', entered: 2, passThrough: null },
  ],
};
const time: TimeReport = {
  timeToHire: { count: 4, median: 13.5, p75: 17.8 },
  timeToFill: { count: 0, median: null, p75: null },
  rows: [{ stageId: 1, name: 'New', applications: 5, medianDays: 2 }],
};
const sources: SourcesReport = {
  rows: [
    {
      source: 'linkedin',
      applications: 3,
      reachedInterview: 3,
      offered: 2,
      hired: 2,
      interviewRate: 1,
      offerRate: 0.6667,
      hireRate: 0.6667,
    },
  ],
};
const interviewers: InterviewerLoadReport = {
  rows: [
    {
      staffId: 4,
      name: 'Asha Verma',
      week: '2026-W11',
      interviews: 2,
      feedbackMissing: 1,
      feedbackLate: 0,
    },
  ],
};
const ageing: AgeingReport = {
  rows: [
    { bucket: '0-3', applications: 2 },
    { bucket: '30+', applications: 1 },
  ],
};
const rejections: RejectionsReport = {
  rows: [
    { kind: 'rejected', reasonId: 1, label: 'Position filled', count: 3 },
    { kind: 'withdrawn', reasonId: null, label: 'Withdrawn by the candidate', count: 1 },
  ],
};

const offers: OffersReport = {
  rows: [
    { outcome: 'sent', reason: null, label: 'Sent', count: 5 },
    { outcome: 'accepted', reason: null, label: 'Accepted', count: 2 },
    {
      outcome: 'dropped-out',
      reason: 'another-offer',
      label: 'Dropped out: Took another offer',
      count: 1,
    },
  ],
  acceptanceRate: 0.5,
};

describe('Reports', () => {
  let saved: string[];
  beforeEach(() => {
    db.reports = { funnel, time, sources, interviewers, ageing, offers, rejections };
    db.reportJobs = [
      {
        id: 7,
        title: 'Data Engineer',
        department: 'Engineering',
        location: 'Pune',
        recruiterId: 3,
        recruiterName: 'Ravi Kumar',
      },
      {
        id: 9,
        title: 'Office Manager',
        department: 'Operations',
        location: 'Chennai',
        recruiterId: 2,
        recruiterName: 'Meera Iyer',
      },
      {
        id: 11,
        title: 'QA Lead',
        department: 'Engineering',
        location: 'Pune',
        recruiterId: 3,
        recruiterName: 'Ravi Kumar',
      },
    ];
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows each report as a named chart with its numbers in a table under it', async () => {
    renderWithProviders(<Reports />, signedIn());
    const funnelSection = await screen.findByRole('region', { name: 'Funnel' });
    const table = await within(funnelSection).findByRole('table', { name: 'Funnel' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'StageEnteredWent on to the next stage',
      'New683.3%',
      'Screening540.0%',
      'Hired2—',
    ]);
    expect(
      await within(funnelSection).findByRole('img', {
        name: 'Funnel: applications that entered each stage, as bars',
      }),
    ).toBeInTheDocument();

    const timeSection = screen.getByRole('region', { name: 'Time to hire and time in stage' });
    expect(
      within(timeSection).getByText(
        'Time to hire: median 13.5 days, 75th percentile 17.8 days (4 hires).',
      ),
    ).toBeInTheDocument();
    expect(
      within(timeSection).getByText('Time to fill: no jobs filled in this range.'),
    ).toBeInTheDocument();
    const sourceRow = within(screen.getByRole('region', { name: 'Sources' })).getByRole('row', {
      name: /LinkedIn/,
    });
    expect(sourceRow).toHaveTextContent('LinkedIn3322100.0%66.7%66.7%');
    expect(
      within(screen.getByRole('region', { name: 'Interviewer load' })).getByRole('row', {
        name: /Asha Verma/,
      }),
    ).toHaveTextContent('Asha VermaWeek of 9 Mar 2026210');
    expect(
      within(screen.getByRole('region', { name: 'Rejections and withdrawals' })).getByRole('row', {
        name: /Withdrawn by the candidate/,
      }),
    ).toBeInTheDocument();
    const offersSection = screen.getByRole('region', { name: 'Offers and joining' });
    expect(
      within(offersSection).getByText(
        'Acceptance rate: 50.0% of the offers answered or expired in this range.',
      ),
    ).toBeInTheDocument();
    expect(
      within(offersSection).getByRole('row', { name: /Dropped out: Took another offer/ }),
    ).toHaveTextContent('Dropped out: Took another offer1');
    expect(screen.getAllByRole('img')).toHaveLength(7);
  });

  it('writes counts in Indian grouping, folds a long table and says when a chart is empty', async () => {
    const user = userEvent.setup();
    db.reports = {
      ...db.reports,
      funnel: {
        rows: [{ stageId: 1, name: 'New', kind: 'open', entered: 125000, passThrough: 0.5 }],
      },
      ageing: { rows: [{ bucket: '0-3', applications: 0 }] },
      interviewers: {
        rows: Array.from({ length: 14 }, (_, week) => ({
          staffId: 4,
          name: 'Asha Verma',
          week: `2026-W${String(week + 1).padStart(2, '0')}`,
          interviews: 1,
          feedbackMissing: 0,
          feedbackLate: 0,
        })),
      },
    };
    renderWithProviders(<Reports />, signedIn());
    const funnelTable = await screen.findByRole('table', { name: 'Funnel' });
    expect(within(funnelTable).getByRole('row', { name: /New/ })).toHaveTextContent(
      'New1,25,00050.0%',
    );

    const ageing = screen.getByRole('region', { name: 'Ageing' });
    expect(within(ageing).getByText('Nothing to chart in this range.')).toBeInTheDocument();
    expect(within(ageing).queryByRole('img')).not.toBeInTheDocument();

    const load = screen.getByRole('region', { name: 'Interviewer load' });
    const table = within(load).getByRole('table', { name: 'Interviewer load' });
    // The header and the first ten weeks, then the rest on request.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(within(load).getByRole('button', { name: 'Show all 14 rows' }));
    expect(within(table).getAllByRole('row')).toHaveLength(15);
  });

  it('asks with the filters the link carries and keeps a changed filter in it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Reports />, signedIn('/reports?from=2026-01-01&to=2026-03-31&jobId=7'));
    await screen.findByRole('table', { name: 'Ageing' });
    expect(db.reportQueries.filter((entry) => entry.view === 'ageing')).toEqual([
      {
        view: 'ageing',
        csv: false,
        query: { from: '2026-01-01', to: '2026-03-31', jobId: '7' },
      },
    ]);
    expect(screen.getByLabelText('Job')).toHaveTextContent('Data Engineer');

    await user.click(screen.getByLabelText('Source'));
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    await waitFor(() =>
      expect(db.reportQueries.filter((entry) => entry.view === 'funnel').at(-1)?.query).toEqual({
        from: '2026-01-01',
        to: '2026-03-31',
        jobId: '7',
        source: 'referral',
      }),
    );
    await user.click(screen.getByLabelText('Department'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All departments',
      'Engineering',
      'Operations',
    ]);
  });

  it("narrows to one recruiter's jobs, each recruiter offered once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Reports />, signedIn());
    await screen.findByRole('table', { name: 'Funnel' });
    await user.click(screen.getByLabelText('Recruiter'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All recruiters',
      'Meera Iyer',
      'Ravi Kumar',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ravi Kumar' }));
    await waitFor(() =>
      expect(db.reportQueries.filter((entry) => entry.view === 'offers').at(-1)?.query).toEqual({
        recruiterId: '3',
      }),
    );
  });

  it('downloads a report as CSV under the current filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Reports />, signedIn('/reports?source=agency'));
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Sources' }));
    await waitFor(() => expect(saved).toEqual(['report-sources-2026-11-28.csv']));
    expect(db.reportQueries.filter((entry) => entry.csv)).toEqual([
      { view: 'sources', csv: true, query: { source: 'agency' } },
    ]);
  });

  it("shows the server's refusal of a range whose end comes before its start", async () => {
    renderWithProviders(<Reports />, signedIn('/reports?from=2026-03-10&to=2026-03-01'));
    const funnelSection = await screen.findByRole('region', { name: 'Funnel' });
    expect(await within(funnelSection).findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(within(funnelSection).queryByRole('table')).not.toBeInTheDocument();
  });
});
