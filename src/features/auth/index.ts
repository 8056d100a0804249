export { LoginForm } from './ui/LoginForm';
export { useSignOut } from './model/use-sign-out';
export { useLogoutMutation, useGetCurrentStaffQuery } from './api/auth-api';
export type { StaffProfile } from './api/auth-api';
