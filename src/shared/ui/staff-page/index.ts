export { StaffPage } from './StaffPage';
export type { StaffPageCrumb, StaffPageProps } from './StaffPage';
