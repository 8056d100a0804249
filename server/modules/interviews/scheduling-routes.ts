import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { bookInterviewPath, paths } from '@vistaar/shared/config/routes';
import {
  interviewFeedSchema,
  schedulingLinkSchema,
  staffCalendarSettingsSchema,
} from '@vistaar/shared/contract';
import {
  schedulingLinkOfferSchema,
  slotChoiceSchema,
  staffCalendarSchema,
} from '@vistaar/shared/validation';
import { tokenParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { acceptFormPosts, formParams, refuseCrossSiteForm } from '../../lib/form-post';
import { HttpError } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { openApplication, applicationPartHandler } from '../applications';
import { auditActor, EVERY_ROLE, HIRING_TEAM, RECRUITING, signedInStaff } from '../auth';
import { idParamsSchema } from './interview-schemas';
import { listApplicationLinks } from './scheduling-links-repository';
import {
  bookSlot,
  cancelBooking,
  candidateBookingView,
  createSchedulingLink,
  moveBooking,
  type SchedulingDeps,
} from './scheduling-link-service';
import {
  interviewFeed,
  readStaffCalendarSettings,
  renewInterviewFeed,
  saveStaffCalendarSettings,
  stopInterviewFeed,
} from './staff-calendar-service';

/** What booking, links and calendars need of the server, the same for its routes and its sweep. */
export function schedulingDepsOf(app: FastifyInstance): SchedulingDeps {
  return {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    organizerEmail: app.config.recruitingInbox,
    whatsapp: app.whatsapp,
    appSecret: app.appSecret,
    calendarPrivateAddresses: app.config.calendarPrivateAddresses,
  };
}

const tags = ['Interviews'];
const accountTags = ['My account'];
const linksAnswer = dataEnvelopeSchema({ type: 'array', items: schedulingLinkSchema } as const);
const settingsAnswer = dataEnvelopeSchema(staffCalendarSettingsSchema);

function toSchedulingLink(row: Awaited<ReturnType<typeof listApplicationLinks>>[number]) {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    durationMinutes: row.duration_minutes,
    windowFrom: row.window_from,
    windowTo: row.window_to,
    interviewId: row.interview_id,
    nudgedAt: row.nudged_at,
    createdAt: row.created_at,
  };
}

/** Self-scheduling links of applications, and each member's working hours, calendar and feed. */
export const schedulingStaffRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps = schedulingDepsOf(app);

  app.get(
    '/api/career/applications/:id/scheduling-links',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags,
        summary: "An application's links for the candidate to book their interview, newest first",
        params: idParamsSchema,
        response: { 200: linksAnswer, ...standardErrorResponses },
      },
    },
    applicationPartHandler(db, 'application.scheduling-links-viewed', async (id) =>
      (await listApplicationLinks(db, id)).map(toSchedulingLink),
    ),
  );

  app.post(
    '/api/career/applications/:id/scheduling-links',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary:
          'Send the candidate a link to book the interview themselves: the panel, the length and the days (IST) to choose from',
        params: idParamsSchema,
        body: schedulingLinkOfferSchema,
        response: { 201: linksAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await openApplication(db, signedInStaff(request), id);
      await createSchedulingLink(deps, auditActor(request), id, request.body);
      const rows = await listApplicationLinks(db, id);
      return reply.status(201).send({
        success: true,
        message: 'Link sent to the candidate',
        data: rows.map(toSchedulingLink),
      });
    },
  );

  app.get(
    '/api/account/calendar',
    {
      config: { roles: EVERY_ROLE },
      schema: {
        tags: accountTags,
        summary:
          'My working hours (IST), whether my own calendar is connected, and my interview feed',
        response: { 200: settingsAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      data: await readStaffCalendarSettings(db, signedInStaff(request).id),
    }),
  );

  app.put(
    '/api/account/calendar',
    {
      config: { roles: EVERY_ROLE },
      schema: {
        tags: accountTags,
        summary:
          "Set my working hours and my own calendar's private iCal address (read now and every quarter of an hour; empty removes it)",
        body: staffCalendarSchema,
        response: { 200: settingsAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staffId = signedInStaff(request).id;
      await saveStaffCalendarSettings(deps, auditActor(request), staffId, request.body);
      return {
        success: true,
        message: 'Calendar settings saved',
        data: await readStaffCalendarSettings(db, staffId),
      };
    },
  );

  app.post(
    '/api/account/interview-feed',
    {
      config: { roles: EVERY_ROLE },
      schema: {
        tags: accountTags,
        summary:
          'A new secret address for my interviews as a calendar feed (shown once; the old one stops working)',
        response: { 201: dataEnvelopeSchema(interviewFeedSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const token = await renewInterviewFeed(db, auditActor(request), signedInStaff(request).id);
      return reply.status(201).send({
        success: true,
        message: 'New feed address made',
        data: { url: `${app.config.publicUrl}/api/interview-feed/${token}` },
      });
    },
  );

  app.delete(
    '/api/account/interview-feed',
    {
      config: { roles: EVERY_ROLE },
      schema: {
        tags: accountTags,
        summary: 'Turn my interview feed off (its address stops working)',
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await stopInterviewFeed(db, auditActor(request), signedInStaff(request).id);
      return { success: true, message: 'Interview feed turned off' };
    },
  );
};

const FORM_BODY_LIMIT = 4 * 1024;
const LINK_LIMIT = { max: 60, timeWindow: '10 minutes', groupId: 'booking-link' };
const FEED_LIMIT = { max: 30, timeWindow: '10 minutes', groupId: 'interview-feed' };
const BOOKED = 'Your interview is booked. We have sent you the calendar invitation.';
const MOVED = 'Your interview has moved. We have sent you the updated calendar entry.';
const CANCELLED = 'Your interview is cancelled. We will contact you about the next steps.';

/** The candidate's booking page (plain HTML forms) and the members' interview feeds. */
export const schedulingPublicRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps = schedulingDepsOf(app);

  app.get(
    '/api/interview-feed/:token',
    {
      config: { rateLimit: FEED_LIMIT },
      schema: {
        tags: ['Interview feed'],
        summary: "A member's interviews as an iCalendar feed, for their calendar to subscribe to",
        params: tokenParamsSchema,
        response: {
          200: { type: 'string', description: 'text/calendar' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(await interviewFeed(db, app.config.publicUrl, request.params.token)),
  );

  /** The page, rendered for each visit (never cached: it is one candidate's interview). */
  async function bookingPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: { chosen?: string; problem?: string; notice?: string; status?: number } = {},
  ) {
    let booking = null;
    let status = extra.status;
    try {
      booking = await candidateBookingView(db, token);
    } catch (error) {
      if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 410)) {
        throw error;
      }
      status = error.statusCode;
      extra = { problem: error.message };
    }
    const { status: _, ...rest } = extra;
    return app.sendPublicPage(request, reply, {
      path: paths.bookInterview,
      cacheKey: 'book-interview',
      version: 'static',
      data: { bookingPage: { booking, action: bookInterviewPath(token), ...rest } },
      status,
      noStore: true,
    });
  }

  app.get(
    `${paths.bookInterview}/:token`,
    {
      compress: false,
      config: { rateLimit: LINK_LIMIT },
      schema: { hide: true, params: tokenParamsSchema },
    },
    async (request, reply) => bookingPage(request, reply, request.params.token),
  );

  // The page's forms post to the page itself and get it back with the outcome or the reason,
  // so booking needs no JavaScript at all.
  acceptFormPosts(app, FORM_BODY_LIMIT);
  app.post(
    `${paths.bookInterview}/:token`,
    {
      compress: false,
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: { ...LINK_LIMIT, max: 20 } },
      schema: { hide: true, params: tokenParamsSchema },
    },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const { token } = request.params;
      const fields = formParams(request.body);
      const actor = { staffId: null, requestId: request.id, ip: request.ip };
      const chosen = fields.get('startsAt') ?? '';
      try {
        switch (fields.get('action')) {
          case 'cancel':
            await cancelBooking(deps, actor, token);
            return bookingPage(request, reply, token, { notice: CANCELLED });
          case 'move':
            await moveBooking(
              deps,
              actor,
              token,
              await validateWith(slotChoiceSchema, { startsAt: chosen }),
            );
            return bookingPage(request, reply, token, { notice: MOVED });
          default:
            await bookSlot(
              deps,
              actor,
              token,
              await validateWith(slotChoiceSchema, { startsAt: chosen }),
            );
            return bookingPage(request, reply, token, { notice: BOOKED });
        }
      } catch (error) {
        if (
          !(error instanceof HttpError) ||
          (error.statusCode !== 400 && error.statusCode !== 409)
        ) {
          throw error;
        }
        return bookingPage(request, reply, token, {
          chosen,
          problem: error.message,
          status: error.statusCode,
        });
      }
    },
  );
};
