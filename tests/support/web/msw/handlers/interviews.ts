import { http } from 'msw';
import { RECOMMENDATIONS } from '@vistaar/shared/config';
import type { FeedbackSummary, Interview, Scorecard } from '@vistaar/shared/contract';
import { indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import {
  feedbackSchema,
  interviewCancelSchema,
  interviewMessages,
  interviewRescheduleSchema,
  interviewScheduleSchema,
  parseCriteria,
  schedulingLinkOfferSchema,
  scorecardCriteriaSchema,
  staffCalendarSchema,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import {
  api,
  badRequest,
  conflict,
  forbidden,
  notFound,
  ok,
  staffAnswer,
  validateWith,
} from '../answers';

const INTERVIEW_NOT_FOUND = 'Interview not found.';

function jobScorecard(id: string | readonly string[] | undefined) {
  const job = db.jobs.find((entry) => entry.id === Number(id));
  if (!job) throw notFound('Job not found.');
  const custom = db.jobScorecards.get(job.id);
  return { jobId: job.id, criteria: custom ?? job.skills, custom: Boolean(custom) };
}
const MINUTE_MS = 60_000;

const emptySummary = (): FeedbackSummary => ({
  submissions: 0,
  criteria: [],
  recommendations: Object.fromEntries(
    RECOMMENDATIONS.map((key) => [key, 0]),
  ) as FeedbackSummary['recommendations'],
  withheld: 0,
});

function findInterview(id: string | readonly string[] | undefined): Interview {
  const interview = db.interviews.find((entry) => entry.id === Number(id));
  if (!interview) throw notFound(INTERVIEW_NOT_FOUND);
  return interview;
}

function timing(input: { date: string; startTime: string; durationMinutes: number }) {
  const startsAt = indiaMomentToIso(input.date, input.startTime);
  return {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + input.durationMinutes * MINUTE_MS).toISOString(),
    durationMinutes: input.durationMinutes,
  };
}

function changeable(interview: Interview) {
  if (interview.status === 'cancelled') throw conflict('This interview has been cancelled.');
  if (interview.interviewers.some((member) => member.feedbackSubmitted)) {
    throw conflict(
      'Feedback has been given for this interview, so it cannot be moved or cancelled.',
    );
  }
}

function scorecardOf(id: number): Scorecard {
  const interview = findInterview(String(id));
  const card = db.scorecards.get(id);
  if (!card) throw notFound(INTERVIEW_NOT_FOUND);
  const mine = card.mine.at(-1) ?? null;
  return {
    interview,
    criteria: card.criteria,
    canSubmit: card.canSubmit,
    othersVisible: mine !== null,
    mine,
    myEarlier: card.mine.slice(0, -1).reverse(),
    others: mine !== null ? card.others : [],
  };
}

/** `features/interviews`: scheduling, scorecards and My interviews, with the server's rules. */
export const interviewsHandlers = [
  http.get(
    api('/api/career/applications/:id/scheduling-links'),
    staffAnswer(({ params }) => ok({ data: db.schedulingLinks.get(Number(params.id)) ?? [] })),
  ),
  http.post(
    api('/api/career/applications/:id/scheduling-links'),
    staffAnswer(async ({ params, request }) => {
      const input = await validateWith(schedulingLinkOfferSchema, await request.json());
      if (input.interviewerIds.some((id) => !db.interviewers.some((person) => person.id === id))) {
        throw badRequest(interviewMessages.interviewersUnknown, {
          interviewerIds: interviewMessages.interviewersUnknown,
        });
      }
      const links = db.schedulingLinks.get(Number(params.id)) ?? [];
      const link = {
        id: links.length + 1,
        status: 'open' as const,
        channel: 'email' as const,
        durationMinutes: input.durationMinutes,
        windowFrom: input.windowFrom,
        windowTo: input.windowTo,
        interviewId: null,
        nudgedAt: null,
        createdAt: new Date().toISOString(),
      };
      db.schedulingLinks.set(Number(params.id), [link, ...links]);
      return ok(
        { message: 'Link sent to the candidate', data: db.schedulingLinks.get(Number(params.id)) },
        { status: 201 },
      );
    }),
  ),
  http.get(
    api('/api/account/calendar'),
    staffAnswer(() => ok({ data: db.myCalendar })),
  ),
  http.put(
    api('/api/account/calendar'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(staffCalendarSchema, await request.json());
      db.myCalendar = {
        ...db.myCalendar,
        workDays: [...new Set(input.workDays)].sort(),
        workStart: input.workStart,
        workEnd: input.workEnd,
        ...(input.calendarUrl === undefined
          ? {}
          : {
              calendarConnected: input.calendarUrl !== '',
              calendarReadAt: null,
              calendarError: null,
            }),
      };
      return ok({ message: 'Calendar settings saved', data: db.myCalendar });
    }),
  ),
  http.post(
    api('/api/account/interview-feed'),
    staffAnswer(() => {
      db.myCalendar = { ...db.myCalendar, feedActive: true };
      return ok(
        {
          message: 'New feed address made',
          data: { url: `https://www.example.test/api/interview-feed/feed-${Date.now()}` },
        },
        { status: 201 },
      );
    }),
  ),
  http.delete(
    api('/api/account/interview-feed'),
    staffAnswer(() => {
      db.myCalendar = { ...db.myCalendar, feedActive: false };
      return ok({ message: 'Interview feed turned off' });
    }),
  ),
  http.get(
    api('/api/interviews/interviewers'),
    staffAnswer(() => ok({ data: db.interviewers })),
  ),
  http.get(
    api('/api/career/applications/:id/interviews'),
    staffAnswer(({ params }) =>
      ok({
        data: db.interviews
          .filter((interview) => interview.applicationId === Number(params.id))
          .sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
      }),
    ),
  ),
  http.post(
    api('/api/career/applications/:id/interviews'),
    staffAnswer(async ({ params, request }) => {
      const input = await validateWith(interviewScheduleSchema, await request.json());
      const panel = [...new Set(input.interviewerIds)].map((id) =>
        db.interviewers.find((person) => person.id === id),
      );
      if (panel.some((person) => !person)) {
        throw badRequest(interviewMessages.interviewersUnknown, {
          interviewerIds: interviewMessages.interviewersUnknown,
        });
      }
      const interview: Interview = {
        id: nextId(db.interviews),
        applicationId: Number(params.id),
        candidateName: 'Rohan Das',
        jobTitle: 'Backend Developer',
        mode: input.mode,
        ...timing(input),
        videoUrl: input.mode === 'video' ? (input.videoUrl ?? null) : null,
        location: input.mode === 'in-person' ? (input.location ?? null) : null,
        status: 'scheduled',
        interviewers: panel.map((person) => ({
          id: person!.id,
          name: person!.name,
          feedbackSubmitted: false,
        })),
      };
      db.interviews.push(interview);
      return ok({ message: 'Interview scheduled', data: interview }, { status: 201 });
    }),
  ),
  http.post(
    api('/api/interviews/:id/reschedule'),
    staffAnswer(async ({ params, request }) => {
      const interview = findInterview(params.id);
      changeable(interview);
      const input = await validateWith(interviewRescheduleSchema, await request.json());
      Object.assign(interview, timing(input));
      return ok({ message: 'Interview moved', data: interview });
    }),
  ),
  http.post(
    api('/api/interviews/:id/cancel'),
    staffAnswer(async ({ params, request }) => {
      const interview = findInterview(params.id);
      changeable(interview);
      await validateWith(interviewCancelSchema, await request.json());
      interview.status = 'cancelled';
      return ok({ message: 'Interview cancelled', data: interview });
    }),
  ),
  http.get(
    api('/api/interviews/mine'),
    staffAnswer(() => ok({ data: db.myInterviews })),
  ),
  http.get(
    api('/api/interviews/:id/scorecard'),
    staffAnswer(({ params }) => ok({ data: scorecardOf(Number(params.id)) })),
  ),
  ...(['post', 'put'] as const).map((method) =>
    http[method](
      api('/api/interviews/:id/feedback'),
      staffAnswer(async ({ params, request }) => {
        const id = Number(params.id);
        const input = await validateWith(feedbackSchema, await request.json());
        findInterview(params.id);
        const card = db.scorecards.get(id);
        if (!card) throw notFound(INTERVIEW_NOT_FOUND);
        if (!card.canSubmit) {
          throw forbidden('Only the interviewers of this interview can give feedback on it.');
        }
        const rated = input.ratings.map((rating) => rating.criterion);
        if (
          rated.length !== card.criteria.length ||
          !card.criteria.every((criterion) => rated.includes(criterion))
        ) {
          throw badRequest(interviewMessages.ratingsMismatch, {
            ratings: interviewMessages.ratingsMismatch,
          });
        }
        const current = card.mine.at(-1);
        if (method === 'post' && current) {
          throw conflict(
            'You have already given feedback on this interview. Send a correction instead.',
          );
        }
        if (method === 'put' && !current) {
          throw conflict('You have not given feedback on this interview yet.');
        }
        card.mine.push({
          id: 100 + card.mine.length + 1,
          interviewer: { id: 1, name: 'Hr' },
          ratings: input.ratings.map((rating) => ({
            criterion: rating.criterion,
            score: rating.score as 1 | 2 | 3 | 4,
          })),
          recommendation: input.recommendation,
          comments: input.comments,
          submittedAt: new Date().toISOString(),
          supersedesId: current?.id ?? null,
        });
        db.myInterviews.awaitingFeedback = db.myInterviews.awaitingFeedback.filter(
          (interview) => interview.id !== id,
        );
        return ok(
          {
            message: method === 'post' ? 'Feedback submitted' : 'Feedback corrected',
            data: scorecardOf(id),
          },
          { status: method === 'post' ? 201 : 200 },
        );
      }),
    ),
  ),
  http.get(
    api('/api/career/manage/jobs/:id/scorecard'),
    staffAnswer(({ params }) => ok({ data: jobScorecard(params.id) })),
  ),
  http.put(
    api('/api/career/manage/jobs/:id/scorecard'),
    staffAnswer(async ({ params, request }) => {
      jobScorecard(params.id);
      const input = await validateWith(scorecardCriteriaSchema, await request.json());
      db.jobScorecards.set(Number(params.id), parseCriteria(input.criteria));
      return ok({ message: 'Scorecard saved', data: jobScorecard(params.id) });
    }),
  ),
  http.get(
    api('/api/career/applications/:id/feedback-summary'),
    staffAnswer(({ params }) =>
      ok({ data: db.feedbackSummaries.get(Number(params.id)) ?? emptySummary() }),
    ),
  ),
  http.get(
    api('/api/interviews/:id/kit'),
    staffAnswer(({ params }) => {
      // Like the server: a kit not open to the member reads as no such interview.
      const kit = db.interviewKits.get(Number(params.id));
      if (!kit) throw notFound(INTERVIEW_NOT_FOUND);
      return ok({ data: kit });
    }),
  ),
];
