/** An open job as the careers page lists it (`GET /api/career/get-jobs`). */
export interface Job {
  id: number;
  title: string;
  department: string;
  location: string;
  jobType: string;
  experience: string;
  salaryRange: string;
  skills: string[];
  description: string;
  /** ISO-8601 UTC timestamp. */
  postedAt: string;
  /** YYYY-MM-DD (India): the last day the job is open; it closes itself after it. */
  closesOn: string;
}

/** A job as staff manage it: open or closed (and why), with its number of applications. */
export interface StaffJob extends Job {
  /** Open as visitors see it: published and not past its closing date. */
  isActive: boolean;
  /** Why a closed job is closed: staff closed it, or its closing date passed. */
  closedReason: 'staff' | 'closing-date' | null;
  applicationCount: number;
  /** ISO-8601 UTC timestamp. */
  updatedAt: string;
}
