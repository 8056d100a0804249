import type { Kysely } from 'kysely';
import type { JSONSchema } from 'json-schema-to-ts';
import { APPLICATION_SOURCE_LABELS, APPLICATION_SOURCES } from '@vistaar/shared/config';
import { DROPOUT_REASONS } from '@vistaar/shared/config/joining';
import {
  ageingReportSchema,
  funnelReportSchema,
  interviewerLoadReportSchema,
  offersReportSchema,
  rejectionsReportSchema,
  sourcesReportSchema,
  timeReportSchema,
  type AgeingReport,
  type FunnelReport,
  type InterviewerLoadReport,
  type OffersReport,
  type RejectionsReport,
  type SourcesReport,
  type TimeReport,
} from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import { csvLine } from '../../lib/csv';
import { listStages, stageEntries } from './reports-repository';
import { timeInStageValues, timeToFillValues, timeToHireValues } from './time-repository';
import {
  ageingCounts,
  closingCounts,
  interviewLoadByDay,
  offerOutcomeCounts,
  sourceCounts,
} from './counts-repository';
import { type ReportScope } from './report-conditions';
import { emptySpread, isoWeekOf, rateOf, spreadsByGroup } from './report-stats';

const DAY_MS = 86_400_000;
/** Feedback later than this after the interview's end is late. */
const FEEDBACK_DUE_HOURS = 24;
const NO_REASON = 'No reason given';
const WITHDRAWN = 'Withdrawn by the candidate';

/** Ageing buckets: the label and the most whole days in the current stage it holds. */
const AGEING_BUCKETS = [
  { label: '0-3', maxDays: 3 },
  { label: '4-7', maxDays: 7 },
  { label: '8-14', maxDays: 14 },
  { label: '15-30', maxDays: 30 },
  { label: '30+', maxDays: Infinity },
] as const;

const stageIsFunnelStep = (kind: string) => kind === 'open' || kind === 'hired';

/** The funnel: open and hired stages in pipeline order; archived ones only while they count. */
async function funnelReport(db: Kysely<Database>, scope: ReportScope): Promise<FunnelReport> {
  const stages = (await listStages(db)).filter((stage) => stageIsFunnelStep(stage.kind));
  const pairs = stages.slice(0, -1).map((stage, index) => ({
    stageId: stage.id,
    nextId: stages[index + 1].id,
  }));
  let counts = await stageEntries(db, scope, pairs);
  const shown = stages.filter((stage) => stage.archived_at === null || counts.has(stage.id));
  if (shown.length !== stages.length) {
    // The next step of a stage is the next one shown.
    counts = await stageEntries(
      db,
      scope,
      shown
        .slice(0, -1)
        .map((stage, index) => ({ stageId: stage.id, nextId: shown[index + 1].id })),
    );
  }
  return {
    rows: shown.map((stage, index) => {
      const count = counts.get(stage.id) ?? { entered: 0, wentOn: 0 };
      return {
        stageId: stage.id,
        name: stage.name,
        kind: stage.kind,
        entered: count.entered,
        passThrough: index === shown.length - 1 ? null : rateOf(count.wentOn, count.entered),
      };
    }),
  };
}

async function timeReport(db: Kysely<Database>, scope: ReportScope): Promise<TimeReport> {
  const [hire, fill, inStage, stages] = await Promise.all([
    timeToHireValues(db, scope),
    timeToFillValues(db, scope),
    timeInStageValues(db, scope),
    listStages(db),
  ]);
  const perStage = spreadsByGroup(inStage);
  return {
    timeToHire: spreadsByGroup(hire).get(0) ?? emptySpread(),
    timeToFill: spreadsByGroup(fill).get(0) ?? emptySpread(),
    rows: stages
      .filter(
        (stage) => stage.kind === 'open' && (stage.archived_at === null || perStage.has(stage.id)),
      )
      .map((stage) => {
        const spread = perStage.get(stage.id) ?? emptySpread();
        return {
          stageId: stage.id,
          name: stage.name,
          applications: spread.count,
          medianDays: spread.median,
        };
      }),
  };
}

async function sourcesReport(db: Kysely<Database>, scope: ReportScope): Promise<SourcesReport> {
  const counts = new Map((await sourceCounts(db, scope)).map((row) => [row.source, row]));
  return {
    rows: APPLICATION_SOURCES.map((source) => {
      const row = counts.get(source) ?? { applications: 0, reached: 0, offered: 0, hired: 0 };
      return {
        source,
        applications: row.applications,
        reachedInterview: row.reached,
        offered: row.offered,
        hired: row.hired,
        interviewRate: rateOf(row.reached, row.applications),
        offerRate: rateOf(row.offered, row.applications),
        hireRate: rateOf(row.hired, row.applications),
      };
    }),
  };
}

async function interviewerLoadReport(
  db: Kysely<Database>,
  scope: ReportScope,
  now: Date,
): Promise<InterviewerLoadReport> {
  const rows = new Map<string, InterviewerLoadReport['rows'][number]>();
  for (const day of await interviewLoadByDay(db, scope, now, FEEDBACK_DUE_HOURS)) {
    const week = isoWeekOf(day.day);
    const key = `${day.staffId}|${week}`;
    const row = rows.get(key) ?? {
      staffId: day.staffId,
      name: day.name,
      week,
      interviews: 0,
      feedbackMissing: 0,
      feedbackLate: 0,
    };
    row.interviews += day.interviews;
    row.feedbackMissing += day.missing;
    row.feedbackLate += day.late;
    rows.set(key, row);
  }
  // This week first: over a long range the table opens on what a recruiter acts on, and "Show
  // all" reaches back.
  return {
    rows: [...rows.values()].sort(
      (a, b) =>
        b.week.localeCompare(a.week) || a.name.localeCompare(b.name) || a.staffId - b.staffId,
    ),
  };
}

async function ageingReport(
  db: Kysely<Database>,
  scope: ReportScope,
  now: Date,
): Promise<AgeingReport> {
  // Whole days in the stage stay at most maxDays while the stage was entered after this.
  const since = AGEING_BUCKETS.slice(0, -1).map((bucket) =>
    new Date(now.getTime() - (bucket.maxDays + 1) * DAY_MS).toISOString(),
  );
  const counts = await ageingCounts(db, scope, since);
  return {
    rows: AGEING_BUCKETS.map((bucket, index) => ({
      bucket: bucket.label,
      applications: counts.get(index) ?? 0,
    })),
  };
}

async function rejectionsReport(
  db: Kysely<Database>,
  scope: ReportScope,
): Promise<RejectionsReport> {
  const counts = await closingCounts(db, scope);
  const rejected = counts
    .filter((row) => row.kind === 'rejected')
    .sort(
      (a, b) =>
        (a.position ?? Infinity) - (b.position ?? Infinity) ||
        (a.reasonId ?? 0) - (b.reasonId ?? 0),
    )
    .map((row) => ({
      kind: 'rejected' as const,
      reasonId: row.reasonId,
      label: row.label ?? NO_REASON,
      count: row.count,
    }));
  const withdrawn = counts.find((row) => row.kind === 'withdrawn')?.count ?? 0;
  return {
    rows: [...rejected, { kind: 'withdrawn', reasonId: null, label: WITHDRAWN, count: withdrawn }],
  };
}

const OFFER_OUTCOMES = [
  { outcome: 'sent', label: 'Sent' },
  { outcome: 'accepted', label: 'Accepted' },
  { outcome: 'declined', label: 'Declined' },
  { outcome: 'expired', label: 'Expired' },
  { outcome: 'joined', label: 'Joined' },
] as const;

/** Every outcome and every dropout reason, in a fixed order, with nothing left out as zero. */
async function offersReport(db: Kysely<Database>, scope: ReportScope): Promise<OffersReport> {
  const counts = await offerOutcomeCounts(db, scope);
  const count = (outcome: string, reason: string | null = null) =>
    counts
      .filter((row) => row.outcome === outcome && (reason === null || row.reason === reason))
      .reduce((sum, row) => sum + row.count, 0);
  const answered = count('accepted') + count('declined') + count('expired');
  return {
    rows: [
      ...OFFER_OUTCOMES.map(({ outcome, label }) => ({
        outcome,
        reason: null,
        label,
        count: count(outcome),
      })),
      ...DROPOUT_REASONS.map(({ value, label }) => ({
        outcome: 'dropped-out' as const,
        reason: value,
        label: `Dropped out: ${label}`,
        count: count('dropped-out', value),
      })),
    ],
    acceptanceRate: rateOf(count('accepted'), answered),
  };
}

const rateText = (rate: number | null) => (rate === null ? '' : rate.toFixed(4));

/** Each view as CSV records, header first. */
const reportCsv = {
  funnel: (data: FunnelReport) => [
    csvLine(['Stage', 'Entered', 'Pass-through to next stage']),
    ...data.rows.map((row) => csvLine([row.name, row.entered, rateText(row.passThrough)])),
  ],
  time: (data: TimeReport) => [
    csvLine(['Measure', 'Count', 'Median days', '75th percentile days']),
    csvLine(['Time to hire', data.timeToHire.count, data.timeToHire.median, data.timeToHire.p75]),
    csvLine(['Time to fill', data.timeToFill.count, data.timeToFill.median, data.timeToFill.p75]),
    ...data.rows.map((row) =>
      csvLine([`Time in ${row.name}`, row.applications, row.medianDays, '']),
    ),
  ],
  sources: (data: SourcesReport) => [
    csvLine([
      'Source',
      'Applications',
      'Reached interview',
      'Offered',
      'Hired',
      'Interview rate',
      'Offer rate',
      'Hire rate',
    ]),
    ...data.rows.map((row) =>
      csvLine([
        APPLICATION_SOURCE_LABELS[row.source],
        row.applications,
        row.reachedInterview,
        row.offered,
        row.hired,
        rateText(row.interviewRate),
        rateText(row.offerRate),
        rateText(row.hireRate),
      ]),
    ),
  ],
  interviewers: (data: InterviewerLoadReport) => [
    csvLine(['Interviewer', 'ISO week', 'Interviews', 'Feedback missing', 'Feedback late']),
    ...data.rows.map((row) =>
      csvLine([row.name, row.week, row.interviews, row.feedbackMissing, row.feedbackLate]),
    ),
  ],
  ageing: (data: AgeingReport) => [
    csvLine(['Days in current stage', 'Open applications']),
    ...data.rows.map((row) => csvLine([row.bucket, row.applications])),
  ],
  offers: (data: OffersReport) => [
    csvLine(['Outcome', 'Offers']),
    ...data.rows.map((row) => csvLine([row.label, row.count])),
    csvLine(['Acceptance rate', rateText(data.acceptanceRate)]),
  ],
  rejections: (data: RejectionsReport) => [
    csvLine(['Outcome', 'Reason', 'Applications']),
    ...data.rows.map((row) =>
      csvLine([row.kind === 'rejected' ? 'Rejected' : 'Withdrawn', row.label, row.count]),
    ),
  ],
};

export interface ReportView<Data> {
  summary: string;
  schema: JSONSchema;
  build(db: Kysely<Database>, scope: ReportScope, now: Date): Promise<Data>;
  csv(data: Data): string[];
}

const view = <Data>(definition: ReportView<Data>) => definition;

/** The views, by the last segment of their path. */
export const REPORT_VIEWS = {
  funnel: view({
    summary: 'Applications that entered each stage in the range, and the share that went on',
    schema: funnelReportSchema,
    build: funnelReport,
    csv: reportCsv.funnel,
  }),
  time: view({
    summary: 'Time to hire, time to fill (median, 75th percentile) and median days in each stage',
    schema: timeReportSchema,
    build: timeReport,
    csv: reportCsv.time,
  }),
  sources: view({
    summary: 'Applications made in the range by source: reached interview, hired, conversion',
    schema: sourcesReportSchema,
    build: sourcesReport,
    csv: reportCsv.sources,
  }),
  interviewers: view({
    summary: 'Interviews per interviewer and ISO week, with missing and late feedback',
    schema: interviewerLoadReportSchema,
    build: interviewerLoadReport,
    csv: reportCsv.interviewers,
  }),
  ageing: view({
    summary: 'Open applications by whole days in their current stage',
    schema: ageingReportSchema,
    build: ageingReport,
    csv: reportCsv.ageing,
  }),
  offers: view({
    summary:
      'Offers sent, accepted, declined and expired in the range, then joinings and dropouts by reason',
    schema: offersReportSchema,
    build: offersReport,
    csv: reportCsv.offers,
  }),
  rejections: view({
    summary: 'Rejections by reason and withdrawals in the range',
    schema: rejectionsReportSchema,
    build: rejectionsReport,
    csv: reportCsv.rejections,
  }),
};
