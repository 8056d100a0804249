/** Gender as the staff list shows it (the form sends the codes M, F, O). */
export type ApplicationGender = 'Male' | 'Female' | 'Other';

/** One row of `GET /api/career/get-job-applications`. */
export interface ApplicationListItem {
  id: number;
  /** 0 for a general application. */
  jobId: number;
  fullName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  gender: ApplicationGender;
  /** 'General application' when jobId is 0. */
  jobTitle: string;
  department: string;
  location: string;
  /** '0' (Fresher) to '9', or '10+'. */
  jobExperience: string;
  currentEmployer: string;
  currentCTC: string;
  expectedCTC: string;
  fullAddress: string;
  /** ISO-8601 UTC timestamp. */
  createdAt: string;
  /** Signed link, valid 15 minutes from when the list was fetched. */
  resumeUrl: string;
}

/** `GET /api/career/applications/:id`: the list item plus the fields as submitted. */
export interface ApplicationDetail extends ApplicationListItem {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  currentLocation: string;
  resumeFileName: string;
  resumeSizeBytes: number;
}
