import type { StaffJob } from '@/entities/job';
import type { ScreeningQuestionInput } from '@vistaar/shared/validation';

/** The fields in form order; the knock-out stage is '' for the default (Screening). */
export const emptyValues = {
  title: '',
  department: '',
  location: '',
  jobType: '',
  experience: '',
  salaryRange: '',
  skills: '',
  description: '',
  isActive: true,
  closesOn: '',
  screeningQuestions: [] as ScreeningQuestionInput[],
  knockoutStageId: '' as number | '',
};
export type JobFormValues = typeof emptyValues;
export const fieldOrder = Object.keys(emptyValues) as (keyof JobFormValues)[];

export function valuesFromJob(job: StaffJob): JobFormValues {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    jobType: job.jobType,
    experience: job.experience,
    salaryRange: job.salaryRange,
    skills: job.skills.join(', '),
    description: job.description,
    isActive: job.isActive,
    closesOn: job.closesOn,
    screeningQuestions: job.screeningQuestions,
    knockoutStageId: job.knockoutStageId ?? '',
  };
}
