/** The job shapes are the API's response schemas (`@/shared/contract`), read as types. */
export type { Job, StaffJob } from '@vistaar/shared/contract';
