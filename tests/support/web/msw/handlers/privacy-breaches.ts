import { http, HttpResponse } from 'msw';
import { BREACH_BOARD_REPORT_HOURS, breachReference } from '@vistaar/shared/config';
import type { BreachListItem, BreachRecord } from '@vistaar/shared/contract';
import {
  breachMomentToIso,
  breachNoticeConfirmationSchema,
  breachSchema,
  breachUpdateSchema,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import { api, conflict, listPage, notFound, ok, staffAnswer, validateWith } from '../answers';

const BREACH_NOT_FOUND = 'Breach not found.';
const BREACH_ALREADY_SENT =
  'The notices for this breach have been sent, so what was recorded stays as it was. Add an update instead.';
const NOTICES_ALREADY_SENT =
  'The notices for this breach have already been sent; nothing was sent again.';

function breachOf(id: number): BreachRecord {
  const breach = db.breaches.find((item) => item.id === id);
  if (!breach) throw notFound(BREACH_NOT_FOUND);
  return breach;
}

const due = (discoveredAt: string) =>
  new Date(Date.parse(discoveredAt) + BREACH_BOARD_REPORT_HOURS * 3_600_000).toISOString();

/** What the server keeps of a valid body, with texts that name the facts as its texts do. */
async function recorded(body: unknown, id: number, before?: BreachRecord): Promise<BreachRecord> {
  const input = await validateWith(breachSchema, body);
  const discoveredAt = breachMomentToIso(input.discoveredAt)!;
  const now = new Date().toISOString();
  const applications = input.sources.includes('applications');
  return {
    id,
    summary: input.summary,
    location: input.location,
    occurredAt: breachMomentToIso(input.occurredAt)!,
    discoveredAt,
    sources: input.sources,
    jobId: applications ? (input.jobId ?? null) : null,
    jobTitle: db.breachJobs.find((job) => job.id === input.jobId)?.title ?? null,
    appliedFrom: applications ? input.appliedFrom || null : null,
    appliedTo: applications ? input.appliedTo || null : null,
    fields: input.fields,
    consequences: input.consequences,
    measures: input.measures,
    safetySteps: input.safetySteps,
    contact: input.contact,
    recordedBy: 'Asha Verma',
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
    boardReportDueAt: due(discoveredAt),
    boardReportedAt: null,
    affectedCount: db.breachAffected.get(id)?.length ?? 0,
    noticesSentAt: null,
    noticesSentBy: null,
    noticeSubject: `Important: a personal data breach at Vistaar Infotech (${breachReference(id)})`,
    noticeText: `What happened\n${input.summary}\n\nQuestions\nWrite to ${input.contact}.`,
    boardReportText: `Personal data breach report ${breachReference(id)}\n\n${input.summary}`,
    updates: before?.updates ?? [],
  };
}

const listItem = (breach: BreachRecord): BreachListItem => ({
  id: breach.id,
  summary: breach.summary,
  discoveredAt: breach.discoveredAt,
  boardReportDueAt: breach.boardReportDueAt,
  boardReportedAt: breach.boardReportedAt,
  noticesSentAt: breach.noticesSentAt,
  noticesSent: breach.noticesSentAt ? breach.affectedCount : null,
  createdAt: breach.createdAt,
});

/** `features/privacy`: breaches, the people affected, notices, updates and the Board report. */
export const privacyBreachesHandlers = [
  http.get(
    api('/api/privacy/breaches'),
    staffAnswer(({ request }) =>
      listPage(new URL(request.url), [...db.breaches].reverse().map(listItem)),
    ),
  ),
  http.get(
    api('/api/privacy/breaches/jobs'),
    staffAnswer(() => ok({ data: db.breachJobs })),
  ),
  http.post(
    api('/api/privacy/breaches'),
    staffAnswer(async ({ request }) => {
      const breach = await recorded(await request.json(), nextId(db.breaches));
      db.breaches.push(breach);
      return ok({ message: 'Breach recorded', data: breach }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/privacy/breaches/:id'),
    staffAnswer(({ params }) => ok({ data: breachOf(Number(params.id)) })),
  ),
  http.put(
    api('/api/privacy/breaches/:id'),
    staffAnswer(async ({ request, params }) => {
      const before = breachOf(Number(params.id));
      if (before.noticesSentAt) throw conflict(BREACH_ALREADY_SENT);
      Object.assign(before, await recorded(await request.json(), before.id, before));
      return ok({ message: 'Breach saved', data: before });
    }),
  ),
  http.get(
    api('/api/privacy/breaches/:id/affected'),
    staffAnswer(({ request, params }) => {
      const breach = breachOf(Number(params.id));
      return listPage(new URL(request.url), db.breachAffected.get(breach.id) ?? []);
    }),
  ),
  http.post(
    api('/api/privacy/breaches/:id/notices'),
    staffAnswer(async ({ request, params }) => {
      const breach = breachOf(Number(params.id));
      const confirmation = await validateWith(breachNoticeConfirmationSchema, await request.json());
      if (breach.noticesSentAt) throw conflict(NOTICES_ALREADY_SENT);
      if (confirmation.affectedCount !== breach.affectedCount) {
        throw conflict(
          `The list of people affected has changed since you reviewed it: it now has ${breach.affectedCount}. Review it again before sending.`,
        );
      }
      breach.noticesSentAt = new Date().toISOString();
      breach.noticesSentBy = 'Asha Verma';
      db.breachNoticesSent.set(breach.id, breach.affectedCount);
      return ok({ message: `${breach.affectedCount} notices are on their way`, data: breach });
    }),
  ),
  http.post(
    api('/api/privacy/breaches/:id/updates'),
    staffAnswer(async ({ request, params }) => {
      const breach = breachOf(Number(params.id));
      const { text } = await validateWith(breachUpdateSchema, await request.json());
      breach.updates.push({
        id: nextId(breach.updates),
        text,
        at: new Date().toISOString(),
        by: 'Asha Verma',
      });
      return ok({ message: 'Update added', data: breach }, { status: 201 });
    }),
  ),
  http.post(
    api('/api/privacy/breaches/:id/board-reported'),
    staffAnswer(({ params }) => {
      const breach = breachOf(Number(params.id));
      if (breach.boardReportedAt) {
        throw conflict('The report to the Board is already marked as submitted.');
      }
      breach.boardReportedAt = new Date().toISOString();
      return ok({ message: 'Marked as reported to the Board', data: breach });
    }),
  ),
  http.get(
    api('/api/privacy/breaches/:id/board-report.pdf'),
    staffAnswer(({ params }) => {
      const breach = breachOf(Number(params.id));
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="board-report-${breachReference(breach.id)}.pdf"`,
        },
      });
    }),
  ),
];
