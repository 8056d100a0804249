import { APPLICATION_SOURCE_LABELS } from '@vistaar/shared/config';
import type {
  AgeingReport,
  FunnelReport,
  InterviewerLoadReport,
  OffersReport,
  RejectionsReport,
  SourcesReport,
  TimeReport,
} from '@vistaar/shared/contract';
import { reportNumber, weekLabel } from './report-format';

/** The last segment of each report's path (`/api/reports/<name>`). */
export type ReportName =
  'funnel' | 'time' | 'sources' | 'interviewers' | 'ageing' | 'offers' | 'rejections';

interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
  /** Right-aligned, as numbers are. */
  numeric?: boolean;
  /** Kept on one line (a date), the table scrolling sideways on a phone instead. */
  noWrap?: boolean;
}

interface ReportSeries<Row> {
  label: string;
  value: (row: Row) => number | null;
}

export interface ReportView<Data = unknown, Row = unknown> {
  name: ReportName;
  title: string;
  intro: string;
  /** What the chart shows, as its accessible name; the table under it holds the numbers. */
  chartName: string;
  rows: (data: Data) => Row[];
  /** The chart's bars when they are not the table's rows (a year of weeks per interviewer). */
  chartRows?: (data: Data) => Row[];
  category: (row: Row) => string;
  series: ReportSeries<Row>[];
  columns: ReportColumn<Row>[];
  /** Lines above the chart (time to hire and to fill). */
  summary?: (data: Data) => string[];
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const days = (value: number | null) => (value === null ? '—' : reportNumber(value));

type Spread = TimeReport['timeToHire'];
const spreadText = (what: string, spread: Spread, counted: string) =>
  spread.count === 0
    ? `${what}: no ${counted} in this range.`
    : `${what}: median ${days(spread.median)} days, 75th percentile ${days(spread.p75)} days (${reportNumber(spread.count)} ${counted}).`;

const view = <Data, Row>(definition: ReportView<Data, Row>) => definition as unknown as ReportView;

type FunnelRow = FunnelReport['rows'][number];
type TimeRow = TimeReport['rows'][number];
type SourceRow = SourcesReport['rows'][number];
type LoadRow = InterviewerLoadReport['rows'][number];
type AgeingRow = AgeingReport['rows'][number];
type ClosingRow = RejectionsReport['rows'][number];
type OfferRow = OffersReport['rows'][number];

/** Each interviewer's weeks added up, busiest first: who carries the load over the range. */
function totalsByInterviewer(rows: readonly LoadRow[]): LoadRow[] {
  const totals = new Map<number, LoadRow>();
  for (const row of rows) {
    const total = totals.get(row.staffId) ?? {
      ...row,
      week: '',
      interviews: 0,
      feedbackMissing: 0,
      feedbackLate: 0,
    };
    total.interviews += row.interviews;
    total.feedbackMissing += row.feedbackMissing;
    total.feedbackLate += row.feedbackLate;
    totals.set(row.staffId, total);
  }
  return [...totals.values()].sort(
    (a, b) => b.interviews - a.interviews || a.name.localeCompare(b.name),
  );
}

/** The reports in the order the screen shows them. */
export const REPORT_VIEWS: readonly ReportView[] = [
  view<FunnelReport, FunnelRow>({
    name: 'funnel',
    title: 'Funnel',
    intro:
      'Applications that entered each stage in the range, counted once however often they entered it, and the share that went on to the next stage.',
    chartName: 'Funnel: applications that entered each stage, as bars',
    rows: (data) => data.rows,
    category: (row) => row.name,
    series: [{ label: 'Entered', value: (row) => row.entered }],
    columns: [
      { header: 'Stage', value: (row) => row.name },
      { header: 'Entered', value: (row) => reportNumber(row.entered), numeric: true },
      {
        header: 'Went on to the next stage',
        value: (row) => percent(row.passThrough),
        numeric: true,
      },
    ],
  }),
  view<TimeReport, TimeRow>({
    name: 'time',
    title: 'Time to hire and time in stage',
    intro:
      'Days from applying to being hired, from a job’s creation to its first hire, and the median days applications spent in each stage (repeat visits summed).',
    chartName: 'Time in stage: median days in each stage, as bars',
    rows: (data) => data.rows,
    summary: (data) => [
      spreadText('Time to hire', data.timeToHire, 'hires'),
      spreadText('Time to fill', data.timeToFill, 'jobs filled'),
    ],
    category: (row) => row.name,
    series: [{ label: 'Median days', value: (row) => row.medianDays }],
    columns: [
      { header: 'Stage', value: (row) => row.name },
      {
        header: 'Applications that left it',
        value: (row) => reportNumber(row.applications),
        numeric: true,
      },
      { header: 'Median days', value: (row) => days(row.medianDays), numeric: true },
    ],
  }),
  view<SourcesReport, SourceRow>({
    name: 'sources',
    title: 'Sources',
    intro:
      'Applications made in the range by where they came from, and how many reached an interview, were offered the job (an offer sent, or hired) or were hired.',
    chartName: 'Sources: applications, interviews reached, offers and hires by source, as bars',
    rows: (data) => data.rows,
    category: (row) => APPLICATION_SOURCE_LABELS[row.source],
    series: [
      { label: 'Applications', value: (row) => row.applications },
      { label: 'Reached interview', value: (row) => row.reachedInterview },
      { label: 'Offered', value: (row) => row.offered },
      { label: 'Hired', value: (row) => row.hired },
    ],
    columns: [
      { header: 'Source', value: (row) => APPLICATION_SOURCE_LABELS[row.source] },
      { header: 'Applications', value: (row) => reportNumber(row.applications), numeric: true },
      {
        header: 'Reached interview',
        value: (row) => reportNumber(row.reachedInterview),
        numeric: true,
      },
      { header: 'Offered', value: (row) => reportNumber(row.offered), numeric: true },
      { header: 'Hired', value: (row) => reportNumber(row.hired), numeric: true },
      { header: 'Interview rate', value: (row) => percent(row.interviewRate), numeric: true },
      { header: 'Offer rate', value: (row) => percent(row.offerRate), numeric: true },
      { header: 'Hire rate', value: (row) => percent(row.hireRate), numeric: true },
    ],
  }),
  view<InterviewerLoadReport, LoadRow>({
    name: 'interviewers',
    title: 'Interviewer load',
    intro:
      'Interviews per interviewer and week, and feedback still missing after the interview or given more than 24 hours after it ended.',
    chartName:
      'Interviewer load: interviews and missing or late feedback per interviewer over the range, as bars',
    rows: (data) => data.rows,
    chartRows: (data) => totalsByInterviewer(data.rows),
    category: (row) => row.name,
    series: [
      { label: 'Interviews', value: (row) => row.interviews },
      { label: 'Feedback missing', value: (row) => row.feedbackMissing },
      { label: 'Feedback late', value: (row) => row.feedbackLate },
    ],
    columns: [
      { header: 'Interviewer', value: (row) => row.name },
      { header: 'Week', value: (row) => weekLabel(row.week), noWrap: true },
      { header: 'Interviews', value: (row) => reportNumber(row.interviews), numeric: true },
      {
        header: 'Feedback missing',
        value: (row) => reportNumber(row.feedbackMissing),
        numeric: true,
      },
      { header: 'Feedback late', value: (row) => reportNumber(row.feedbackLate), numeric: true },
    ],
  }),
  view<AgeingReport, AgeingRow>({
    name: 'ageing',
    title: 'Ageing',
    intro: 'Open applications by whole days in their current stage.',
    chartName: 'Ageing: open applications by days in their current stage, as bars',
    rows: (data) => data.rows,
    category: (row) => `${row.bucket} days`,
    series: [{ label: 'Open applications', value: (row) => row.applications }],
    columns: [
      { header: 'Days in current stage', value: (row) => row.bucket },
      {
        header: 'Open applications',
        value: (row) => reportNumber(row.applications),
        numeric: true,
      },
    ],
  }),
  view<OffersReport, OfferRow>({
    name: 'offers',
    title: 'Offers and joining',
    intro:
      'Offers sent in the range and what became of them: accepted, declined or expired (a revised offer counts once), then those who joined and those who dropped out, by reason.',
    chartName: 'Offers and joining: offers by outcome, as bars',
    rows: (data) => data.rows,
    category: (row) => row.label,
    series: [{ label: 'Offers', value: (row) => row.count }],
    columns: [
      { header: 'Outcome', value: (row) => row.label },
      { header: 'Offers', value: (row) => reportNumber(row.count), numeric: true },
    ],
    summary: (data) => [
      data.acceptanceRate === null
        ? 'Acceptance rate: no offer was answered or expired in this range.'
        : `Acceptance rate: ${percent(data.acceptanceRate)} of the offers answered or expired in this range.`,
    ],
  }),
  view<RejectionsReport, ClosingRow>({
    name: 'rejections',
    title: 'Rejections and withdrawals',
    intro:
      'Applications rejected in the range by the reason given, and those the candidate withdrew.',
    chartName: 'Rejections and withdrawals: applications by reason, as bars',
    rows: (data) => data.rows,
    category: (row) => row.label,
    series: [{ label: 'Applications', value: (row) => row.count }],
    columns: [
      { header: 'Reason', value: (row) => row.label },
      { header: 'Applications', value: (row) => reportNumber(row.count), numeric: true },
    ],
  }),
];
