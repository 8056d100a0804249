import type { ComponentType } from 'react';
import type { ReactIslandName } from '@/shared/ui/island';

// Islands take their props from JSON in the page, so their prop types are checked on the
// server side where the props are written; here they are only passed through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * Where each React island's code is (behaviour islands are in `behaviour-registry.ts`). Every
 * island is its own chunk, fetched when it wakes, through its slice's `island-*` entry:
 * importing the slice's index would bring the whole slice.
 */
export const islandLoaders: Record<ReactIslandName, () => Promise<AnyComponent>> = {
  contactForm: () => import('@/features/contact/island-contact-form').then((m) => m.ContactForm),
  careerVerification: () =>
    import('@/features/employees/island-verification').then((m) => m.EmployeeVerificationButton),
  jobApplicationForm: () =>
    import('@/features/careers/island-application-form').then((m) => m.JobApplicationForm),
  jobAlerts: () => import('@/features/jobAlerts/island-job-alerts').then((m) => m.JobAlertsSignup),
  employeeDetails: () =>
    import('@/pages/employee-details/island-details').then((m) => m.VerifiedEmployeeDetails),
  verifierAccess: () =>
    import('@/features/verificationSharing/island-verifier-access').then((m) => m.VerifierAccess),
  verificationCheck: () =>
    import('@/features/verificationSharing/island-verification-check').then(
      (m) => m.VerificationCheckForm,
    ),
  myVerifications: () =>
    import('@/pages/my-verifications/island-my-verifications').then(
      (m) => m.MyVerificationsContent,
    ),
  myApplication: () =>
    import('@/features/privacy/island-my-application').then((m) => m.MyApplicationView),
  applicantLink: () =>
    import('@/features/privacy/island-applicant-link').then((m) => m.ApplicantLinkForm),
  erasureConfirmation: () =>
    import('@/features/privacy/island-erasure-confirmation').then((m) => m.ErasureConfirmation),
  emailChangeConfirmation: () =>
    import('@/features/privacy/island-email-change-confirmation').then(
      (m) => m.EmailChangeConfirmation,
    ),
};
