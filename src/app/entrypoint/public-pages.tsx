import type { ReactElement } from 'react';
import { AboutPage } from '@/pages/about';
import { CareerPage } from '@/pages/career';
import { ContactPage } from '@/pages/contact';
import { EmployeeDetailsPage } from '@/pages/employee-details';
import { HomePage } from '@/pages/home';
import { JobGonePage, JobPage } from '@/pages/job';
import { JobAlertsOutcomePage, type JobAlertsOutcomePageProps } from '@/pages/job-alerts';
import { JobApplicationPage } from '@/pages/job-application';
import {
  MessagingUnsubscribePage,
  type MessagingUnsubscribePageProps,
} from '@/pages/privacy/messaging-unsubscribe';
import { MyVerificationsPage } from '@/pages/my-verifications';
import { VerifyPage, type VerifyLinkState } from '@/pages/verify';
import { VerifyCheckPage } from '@/pages/verify-check';
import { MyApplicationPage, type MyApplicationPageProps } from '@/pages/my-application';
import { OfferPage, type OfferPageProps } from '@/pages/recruiting/candidate-offer';
import { BookingPage, type BookingPageProps } from '@/pages/recruiting/candidate-booking';
import { loadLegalRoute } from '@/pages/legal';
import { loadMarketingRoute } from '@/pages/marketing';
import { NotFoundPage } from '@/pages/not-found';
import type { Job } from '@/entities/job';
import type { VerificationCheck } from '@vistaar/shared/contract';
import type {
  ApplicationFormPost,
  ContactFormPost,
  EmployeeCheckPost,
} from '@vistaar/shared/validation';
import {
  legalPaths,
  marketingPaths,
  paths,
  type LegalPath,
  type MarketingPath,
} from '@vistaar/shared/config';

/** What the server looked up for a page fed by the database. */
export interface PublicPageData {
  /** /job-application-form: the job asked for with `?jobId=`, when it is open. */
  job?: Job | null;
  /** /job-application-form: the id asked for (0: a general application). */
  requestedJobId?: number;
  /** A job's own page (/career/12-title): its job when open, null when closed or gone. */
  jobPage?: { job: Job | null };
  /** /contact after the form was posted without JavaScript: its messages or confirmation. */
  contactForm?: ContactFormPost;
  employeeCheck?: EmployeeCheckPost;
  /** /job-application-form after the form was posted without JavaScript. */
  applicationForm?: ApplicationFormPost;
  /** A job-alerts page: what the link or the sign-up led to. */
  jobAlerts?: JobAlertsOutcomePageProps;
  /** The e-mail footer's link that stops WhatsApp and SMS messages: what it did. */
  messagingUnsubscribe?: MessagingUnsubscribePageProps;
  /** /verify/<token>: what the link's share allows. */
  verifyLink?: { state: VerifyLinkState };
  /** /verify/check after a letter was posted without JavaScript: its verdict, or why none. */
  letterCheck?: { check?: VerificationCheck; error?: string };
  /** /my-application and its links: what the link led to. */
  myApplication?: MyApplicationPageProps;
  /** /offer/<token>: the candidate's offer, and what their answer led to. */
  offerPage?: OfferPageProps;
  /** /book-interview/<token>: the candidate's free times, booking, and what their choice led to. */
  bookingPage?: BookingPageProps;
}

export interface ResolvedPage {
  status: 200 | 404 | 410;
  element: ReactElement;
}

const isLegalPath = (path: string): path is LegalPath =>
  (legalPaths as readonly string[]).includes(path);
const isMarketingPath = (path: string): path is MarketingPath =>
  (marketingPaths as readonly string[]).includes(path);

/** The page component for a public path; anything else is the not-found page with 404. */
export async function resolvePublicPage(path: string, data: PublicPageData): Promise<ResolvedPage> {
  const ok = (element: ReactElement): ResolvedPage => ({ status: 200, element });
  if (data.jobPage) {
    const { job } = data.jobPage;
    return job ? ok(<JobPage job={job} />) : { status: 410, element: <JobGonePage /> };
  }
  if (data.jobAlerts) return ok(<JobAlertsOutcomePage {...data.jobAlerts} />);
  if (data.messagingUnsubscribe) {
    return ok(<MessagingUnsubscribePage {...data.messagingUnsubscribe} />);
  }
  if (data.verifyLink) return ok(<VerifyPage state={data.verifyLink.state} />);
  if (data.myApplication) return ok(<MyApplicationPage {...data.myApplication} />);
  if (data.offerPage) {
    return data.offerPage.offer
      ? ok(<OfferPage {...data.offerPage} />)
      : { status: 404, element: <OfferPage {...data.offerPage} /> };
  }
  if (data.bookingPage) {
    const element = <BookingPage {...data.bookingPage} />;
    return data.bookingPage.booking ? ok(element) : { status: 404, element };
  }
  switch (path) {
    case paths.home:
      return ok(<HomePage />);
    case paths.about:
      return ok(<AboutPage />);
    case paths.contact:
      return ok(<ContactPage posted={data.contactForm} />);
    case paths.career:
      return ok(<CareerPage />);
    case paths.jobApplication:
      return ok(
        <JobApplicationPage
          job={data.job ?? null}
          requestedJobId={data.requestedJobId ?? 0}
          posted={data.applicationForm}
        />,
      );
    case paths.employeeDetails:
      return ok(<EmployeeDetailsPage posted={data.employeeCheck} />);
    case paths.myVerifications:
      return ok(<MyVerificationsPage />);
    case paths.verifyCheck:
      return ok(<VerifyCheckPage posted={data.letterCheck} />);
  }
  if (isLegalPath(path)) {
    const { Component } = await loadLegalRoute(path);
    return ok(<Component />);
  }
  if (isMarketingPath(path)) {
    const { Component } = await loadMarketingRoute(path);
    return ok(<Component />);
  }
  return { status: 404, element: <NotFoundPage /> };
}
