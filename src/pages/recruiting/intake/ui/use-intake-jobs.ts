import { useGetStaffJobsQuery } from '@/features/jobPosting';
import type { IntakeJobOption } from '@/features/intake';

/** The jobs a resume can be taken in for (the pool is offered beside them). */
export function useIntakeJobs(): IntakeJobOption[] {
  const { data } = useGetStaffJobsQuery({ page: 1, limit: 100 });
  return (data?.items ?? []).map((job) => ({ id: job.id, title: job.title }));
}
