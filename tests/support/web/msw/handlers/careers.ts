import { http } from 'msw';
import type { ApplicationDetail } from '@/entities/application';
import type { Job, StaffJob } from '@/entities/job';
import { GENDER_OPTIONS } from '@vistaar/shared/config';
import { parseCtc } from '@vistaar/shared/lib/ctc';
import {
  applicationMessages,
  applicationSchema,
  isKnockoutAnswer,
  resumeFileSchema,
  screeningAnswerErrors,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import { HttpError, answer, api, badRequest, ok, validateWith } from '../answers';

export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const JOB_CLOSED = 'This job is no longer open for applications.';

/** A job as the careers page lists it: without what only staff see. */
export const publicJob = ({
  isActive: _isActive,
  applicationCount: _count,
  updatedAt: _updated,
  closedReason: _reason,
  knockoutStageId: _stage,
  screeningQuestions,
  ...job
}: StaffJob): Job => ({
  ...job,
  screeningQuestions: screeningQuestions.map(
    ({ knockoutAnswers: _answers, knockoutBelow: _below, ...question }) => question,
  ),
});

const newestFirst = (a: { postedAt: string; id: number }, b: { postedAt: string; id: number }) =>
  b.postedAt.localeCompare(a.postedAt) || b.id - a.id;

/** The fields and the resume, each field with its message, like the server answers them. */
async function validApplication(form: Record<string, unknown>, resume: File | null) {
  const resumeError = { formResume: applicationMessages.resumeRequired };
  try {
    const input = await validateWith(applicationSchema, form);
    if (!resume) throw badRequest(applicationMessages.resumeRequired, resumeError);
    return input;
  } catch (error) {
    if (!resume && error instanceof HttpError && error.errors) {
      throw badRequest(error.message, { ...error.errors, ...resumeError });
    }
    throw error;
  }
}

/** The server reads the file's bytes; here its name and type stand in for them. */
async function checkResume(resume: File) {
  try {
    await resumeFileSchema.validate(resume);
  } catch (error) {
    const message = (error as Error).message;
    throw new HttpError(message === applicationMessages.resumeSize ? 413 : 415, message);
  }
}

/** `features/careers`: the open jobs and the job application. */
export const careersHandlers = [
  http.get(api('/api/career/get-jobs'), () =>
    ok({
      data: db.jobs
        .filter((job) => job.isActive)
        .sort(newestFirst)
        .map(publicJob),
    }),
  ),
  http.post(
    api('/api/career/apply-jobs'),
    answer(async ({ request }) => {
      const body = await request.formData().catch(() => {
        throw badRequest('Please send the application as a form with formData and formResume.');
      });
      let form: Record<string, unknown>;
      try {
        form = JSON.parse(String(body.get('formData') ?? '{}')) as Record<string, unknown>;
      } catch {
        throw badRequest('The application details could not be read.', {
          formData: 'The application details could not be read.',
        });
      }
      const resume = body.get('formResume');
      // A file is any entry that is not text (the request's File is of another realm than jsdom's).
      const file = typeof resume === 'string' ? null : resume;
      if (typeof form.website === 'string' && form.website.trim() !== '') {
        return ok({ message: APPLICATION_SUBMITTED, data: { id: 0 } }, { status: 201 });
      }
      const input = await validApplication(form, file);
      await checkResume(file!);

      const job = db.jobs.find((candidate) => candidate.id === input.jobId);
      if (input.jobId > 0 && !job?.isActive) {
        throw badRequest(JOB_CLOSED, { jobId: JOB_CLOSED });
      }
      const questions = job?.screeningQuestions ?? [];
      const answerErrors = screeningAnswerErrors(questions, input.screeningAnswers);
      if (Object.keys(answerErrors).length > 0) {
        throw badRequest('Please check your answers to the screening questions.', answerErrors);
      }
      const screeningAnswers = questions.map((question) => {
        const answer = (input.screeningAnswers[question.id] ?? '').trim();
        return {
          questionId: question.id,
          question: question.text,
          answer,
          knockedOut: isKnockoutAnswer(question, answer),
        };
      });
      const knockedOut = screeningAnswers.some((answer) => answer.knockedOut);
      const id = nextId(db.applications);
      const application: ApplicationDetail = {
        id,
        jobId: input.jobId,
        fullName: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone,
        dob: input.dob,
        gender: GENDER_OPTIONS.find((option) => option.value === input.gender)?.label ?? 'Other',
        jobTitle: job?.title ?? 'General application',
        department: job?.department ?? '',
        location: job?.location ?? '',
        jobExperience: input.jobExperience,
        currentEmployer: input.currentEmployer,
        currentCTC: input.currentCTC,
        expectedCTC: input.expectedCTC,
        currentCtcAmount: parseCtc(input.currentCTC),
        expectedCtcAmount: parseCtc(input.expectedCTC),
        noticePeriod: (input.noticePeriod || null) as ApplicationDetail['noticePeriod'],
        noticeUntil: input.noticePeriod === 'date' ? input.noticeUntil : null,
        servingNotice: input.servingNotice,
        // The server reads the link and the referring site; these tests come from neither.
        source: 'careers_site',
        sourceDetail: '',
        referrer: null,
        consentSource: null,
        fullAddress: [input.address, input.city, input.state].join(', '),
        createdAt: new Date().toISOString(),
        resumeUrl: `/api/career/applications/${id}/resume?expires=9&signature=listed`,
        stage: knockedOut
          ? { id: 2, name: 'Screening', kind: 'open' }
          : { id: 1, name: 'New', kind: 'open' },
        daysInStage: 0,
        rating: null,
        screeningAnswers,
        knockedOut,
        firstName: input.firstName,
        lastName: input.lastName,
        address: input.address,
        city: input.city,
        state: input.state,
        currentLocation: input.currentLocation,
        resumeFileName: file!.name,
        resumeSizeBytes: file!.size,
        keepForOtherRoles: input.keepForOtherRoles ?? false,
      };
      db.applications.push(application);
      db.applicationConsents.push({
        applicationId: id,
        noticeVersion: input.noticeVersion,
        consent: input.consent,
        keepForOtherRoles: input.keepForOtherRoles,
      });
      if (job) job.applicationCount += 1;
      return ok({ message: APPLICATION_SUBMITTED, data: { id } }, { status: 201 });
    }),
  ),
];
