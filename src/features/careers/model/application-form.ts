import type { InferType } from 'yup';
import { applicationSchema, resumeFileSchema } from '@/shared/validation';

/** The application's shared schema, plus the resume (`formResume`, as the server names it). */
export const applicationFormSchema = applicationSchema.shape({ formResume: resumeFileSchema });

/** What a valid form gives: the application's fields, the resume file and the honeypot. */
export type ApplicationFormOutput = Omit<InferType<typeof applicationFormSchema>, 'formResume'> & {
  formResume: File;
  website: string;
};

/** What the form's fields hold, in form order; the honeypot last. */
export interface ApplicationFormValues {
  jobId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  jobExperience: string;
  currentEmployer: string;
  currentCTC: string;
  expectedCTC: string;
  currentLocation: string;
  formResume: File | null;
  website: string;
}

export function emptyApplication(jobId: number): ApplicationFormValues {
  return {
    jobId,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dob: '',
    gender: '',
    address: '',
    city: '',
    state: '',
    jobExperience: '',
    currentEmployer: '',
    currentCTC: '',
    expectedCTC: '',
    currentLocation: '',
    formResume: null,
    website: '',
  };
}
