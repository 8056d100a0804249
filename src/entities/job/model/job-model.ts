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
}

/** A job as staff manage it: open or closed, with its number of applications. */
export interface StaffJob extends Job {
  isActive: boolean;
  applicationCount: number;
  /** ISO-8601 UTC timestamp. */
  updatedAt: string;
}
