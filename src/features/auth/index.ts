export { LoginForm } from './ui/LoginForm';
export { useSignOut } from './model/use-sign-out';
export { useLoginMutation, useLogoutMutation, useGetCurrentStaffQuery } from './api/auth-api';
export type { LoginRequest, LoginResponse, StaffProfile } from './api/auth-api';
