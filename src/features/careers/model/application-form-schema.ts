import { applicationSchema, resumeFileSchema } from '@vistaar/shared/validation';

/** The application's shared schema, plus the resume (`formResume`, as the server names it). */
export const applicationFormSchema = applicationSchema.shape({ formResume: resumeFileSchema });
