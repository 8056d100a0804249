import { type ResumeLine } from './resume-text';

/** A value read from the resume, the text it was read from, and how sure the reading is (0-1). */
export interface Proposal<T> {
  value: T;
  source: string;
  confidence: number;
}

export interface Education {
  degree: string;
  institution?: string;
}

/** What a resume proposes; a field it does not state is absent. */
export interface ResumeProposals {
  fullName?: Proposal<string>;
  email?: Proposal<string>;
  /** +91 and the 10-digit mobile number: '+919876543210'. */
  phone?: Proposal<string>;
  currentEmployer?: Proposal<string>;
  currentTitle?: Proposal<string>;
  totalExperienceYears?: Proposal<number>;
  /** Rupees a year. */
  currentCtc?: Proposal<number>;
  expectedCtc?: Proposal<number>;
  noticePeriodDays?: Proposal<number>;
  location?: Proposal<string>;
  skills?: Proposal<string>[];
  education?: Proposal<Education>;
}

export interface ProposalOptions {
  /** The job's own skills, matched besides the configured list. */
  jobSkills?: readonly string[];
  /** Today: a notice period ending on a date counts from it, a job 'till date' up to it. */
  today: Date;
}

export const firstOf = <T>(lines: ResumeLine[], read: (line: ResumeLine) => T | undefined) => {
  for (const line of lines) {
    const value = read(line);
    if (value !== undefined) return value;
  }
  return undefined;
};

export const proposal = <T>(value: T, source: string, confidence: number): Proposal<T> => ({
  value,
  source,
  confidence,
});
