import type { Job, StaffJob } from '@vistaar/shared/contract';
import { isJobOpen, type JobRow, type StaffJobRow } from './jobs-repository';
import { readScreeningQuestions, toPublicQuestion } from './screening-questions';

export function readSkills(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    jobType: row.job_type,
    experience: row.experience,
    salaryRange: row.salary_range,
    skills: readSkills(row.skills),
    description: row.description,
    postedAt: row.created_at,
    closesOn: row.closes_on,
    screeningQuestions: readScreeningQuestions(row.screening_questions).map(toPublicQuestion),
  };
}

export function toStaffJob(row: StaffJobRow): StaffJob {
  return {
    ...toJob(row),
    screeningQuestions: readScreeningQuestions(row.screening_questions),
    knockoutStageId: row.knockout_stage_id,
    // Open as visitors see it: a job past its closing date reads as closed, with that reason.
    isActive: isJobOpen(row),
    closedReason: isJobOpen(row) ? null : row.is_active === 1 ? 'closing-date' : 'staff',
    applicationCount: row.application_count,
    updatedAt: row.updated_at,
  };
}
