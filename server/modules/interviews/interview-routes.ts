import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  feedbackSchema,
  interviewCancelSchema,
  interviewRescheduleSchema,
  interviewScheduleSchema,
  scorecardCriteriaSchema,
} from '@vistaar/shared/validation';
import {
  feedbackSummarySchema,
  interviewKitSchema,
  interviewSchema,
  interviewerOptionSchema,
  jobScorecardSchema,
  myInterviewsSchema,
  scorecardSchema,
} from '@vistaar/shared/contract';
import { nowIso } from '../../db/dialect';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { applicationPartHandler } from '../applications';
import {
  auditActor,
  EVERY_ROLE,
  HIRING_TEAM,
  recordRead,
  RECRUITING,
  signedInStaff,
} from '../auth';
import { interviewKit } from './interview-kit';
import {
  INTERVIEW_NOT_FOUND,
  cancelInterview,
  rescheduleInterview,
  scheduleInterview,
  type InterviewDeps,
} from './interview-service';
import { idParamsSchema } from './interview-schemas';
import {
  findInterview,
  listActiveStaff,
  listApplicationInterviews,
  listPanels,
  listReminders,
  listStaffInterviews,
} from './interviews-repository';
import { toInterview, toInterviewReminders } from './interview-views';
import {
  feedbackSummary,
  jobScorecard,
  scorecard,
  setJobScorecard,
  submitFeedback,
} from './scorecard-service';

const tags = ['Interviews'];
const recruiting = { roles: RECRUITING };
const everyone = { roles: EVERY_ROLE };
/** Reading an application's interviews: hiring managers too, for their own jobs. */
const hiring = { roles: HIRING_TEAM };
const interviewAnswer = dataEnvelopeSchema(interviewSchema);
const interviewsAnswer = dataEnvelopeSchema({ type: 'array', items: interviewSchema } as const);
const scorecardAnswer = dataEnvelopeSchema(scorecardSchema);
const jobScorecardAnswer = dataEnvelopeSchema(jobScorecardSchema);

/** Interviews of applications, their scorecards, and each member's own interviews. */
export const interviewRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: InterviewDeps = {
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    organizerEmail: app.config.recruitingInbox,
    whatsapp: app.whatsapp,
  };

  async function loadInterview(id: number) {
    const row = found(await findInterview(db, id), INTERVIEW_NOT_FOUND);
    return toInterview(row, await listPanels(db, [id]));
  }

  app.get(
    '/api/interviews/interviewers',
    {
      config: recruiting,
      schema: {
        tags,
        summary: 'Active staff members, who may sit on an interview panel',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: interviewerOptionSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({ success: true, data: await listActiveStaff(db) }),
  );

  app.get(
    '/api/career/applications/:id/interviews',
    {
      config: hiring,
      schema: {
        tags,
        summary: "An application's interviews, latest first",
        params: idParamsSchema,
        response: { 200: interviewsAnswer, ...standardErrorResponses },
      },
    },
    applicationPartHandler(db, 'application.interviews-viewed', async (id) => {
      const rows = await listApplicationInterviews(db, id);
      const ids = rows.map((row) => row.id);
      const [panels, reminders] = await Promise.all([listPanels(db, ids), listReminders(db, ids)]);
      return rows.map((row) => ({
        ...toInterview(row, panels),
        reminders: toInterviewReminders(row.id, reminders),
      }));
    }),
  );

  app.post(
    '/api/career/applications/:id/interviews',
    {
      config: recruiting,
      schema: {
        tags,
        summary:
          'Schedule an interview (date and time in IST); the candidate and each interviewer get a calendar invitation',
        params: idParamsSchema,
        body: interviewScheduleSchema,
        response: { 201: interviewAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await scheduleInterview(
        deps,
        auditActor(request),
        request.params.id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true, message: 'Interview scheduled', data: await loadInterview(id) });
    },
  );

  app.post(
    '/api/interviews/:id/reschedule',
    {
      config: recruiting,
      schema: {
        tags,
        summary: 'Move an interview; everyone gets the updated calendar entry',
        params: idParamsSchema,
        body: interviewRescheduleSchema,
        response: { 200: interviewAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rescheduleInterview(deps, auditActor(request), id, request.body);
      return { success: true, message: 'Interview moved', data: await loadInterview(id) };
    },
  );

  app.post(
    '/api/interviews/:id/cancel',
    {
      config: recruiting,
      schema: {
        tags,
        summary: 'Cancel an interview; everyone gets the calendar cancellation',
        params: idParamsSchema,
        body: interviewCancelSchema,
        response: { 200: interviewAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await cancelInterview(deps, auditActor(request), id, request.body);
      return { success: true, message: 'Interview cancelled', data: await loadInterview(id) };
    },
  );

  app.get(
    '/api/interviews/mine',
    {
      config: everyone,
      schema: {
        tags,
        summary: "The signed-in member's interviews to come, and those waiting for their feedback",
        response: { 200: dataEnvelopeSchema(myInterviewsSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      const rows = await listStaffInterviews(db, staff.id);
      const panels = await listPanels(
        db,
        rows.map((row) => row.id),
      );
      const all = rows.map((row) => toInterview(row, panels));
      // Candidates' names and interviews: a read of their applications.
      await recordRead(db, request, 'application', null, 'interview.list-viewed', {
        ids: [...new Set(all.map((interview) => interview.applicationId))],
      });
      const now = nowIso();
      const mineIsIn = (interview: (typeof all)[number]) =>
        interview.interviewers.some((member) => member.id === staff.id && member.feedbackSubmitted);
      return {
        success: true,
        data: {
          upcoming: all.filter((interview) => interview.startsAt > now),
          awaitingFeedback: all
            .filter((interview) => interview.startsAt <= now && !mineIsIn(interview))
            .reverse(),
        },
      };
    },
  );

  app.get(
    '/api/interviews/:id/scorecard',
    {
      config: everyone,
      schema: {
        tags,
        summary:
          "An interview's scorecard: the criteria, the caller's feedback, and the others' once the caller has given theirs",
        params: idParamsSchema,
        response: { 200: scorecardAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await scorecard(db, signedInStaff(request), request.params.id);
      await recordRead(
        db,
        request,
        'application',
        data.interview.applicationId,
        'interview.scorecard-viewed',
        { interviewId: request.params.id },
      );
      return { success: true, data };
    },
  );

  app.get(
    '/api/interviews/:id/kit',
    {
      config: everyone,
      schema: {
        tags,
        summary:
          "An interview's kit: the candidate's fields for the job, the resume, the job description and the scorecard (its panel, while the interview is to come or their feedback is due)",
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(interviewKitSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await interviewKit(
        db,
        app.linkSigner,
        signedInStaff(request),
        request.params.id,
      );
      await recordRead(
        db,
        request,
        'application',
        data.interview.applicationId,
        'interview.kit-viewed',
        { interviewId: request.params.id },
      );
      return { success: true, data };
    },
  );

  app.post(
    '/api/interviews/:id/feedback',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Give feedback on an interview (its interviewers only, once)',
        params: idParamsSchema,
        body: feedbackSchema,
        response: { 201: scorecardAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const { id } = request.params;
      await submitFeedback(db, staff, auditActor(request), id, request.body, false);
      return reply.status(201).send({
        success: true,
        message: 'Feedback submitted',
        data: await scorecard(db, staff, id),
      });
    },
  );

  app.put(
    '/api/interviews/:id/feedback',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Correct your feedback: a new submission that supersedes the last (both are kept)',
        params: idParamsSchema,
        body: feedbackSchema,
        response: { 200: scorecardAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      const { id } = request.params;
      await submitFeedback(db, staff, auditActor(request), id, request.body, true);
      return {
        success: true,
        message: 'Feedback corrected',
        data: await scorecard(db, staff, id),
      };
    },
  );

  app.get(
    '/api/career/applications/:id/feedback-summary',
    {
      config: hiring,
      schema: {
        tags,
        summary:
          "What an application's interviewers said together: average per criterion and recommendation counts",
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(feedbackSummarySchema), ...standardErrorResponses },
      },
    },
    applicationPartHandler(db, 'application.feedback-viewed', (id, staff) =>
      feedbackSummary(db, staff, id),
    ),
  );

  app.get(
    '/api/career/manage/jobs/:id/scorecard',
    {
      config: recruiting,
      schema: {
        tags,
        summary: "A job's scorecard criteria (its own, or the defaults from its skills)",
        params: idParamsSchema,
        response: { 200: jobScorecardAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      data: await jobScorecard(db, request.params.id),
    }),
  );

  app.put(
    '/api/career/manage/jobs/:id/scorecard',
    {
      config: recruiting,
      schema: {
        tags,
        summary: "Set a job's scorecard criteria, in order; feedback already given keeps its own",
        params: idParamsSchema,
        body: scorecardCriteriaSchema,
        response: { 200: jobScorecardAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      message: 'Scorecard saved',
      data: await setJobScorecard(db, auditActor(request), request.params.id, request.body),
    }),
  );
};
