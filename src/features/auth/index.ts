export { LoginForm } from './ui/LoginForm';
export { AcceptInvitationForm } from './ui/AcceptInvitationForm';
export { ChangePasswordForm } from './ui/ChangePasswordForm';
export { MySessions } from './ui/MySessions';
export { TwoFactorSettings } from './ui/TwoFactorSettings';
export { SecondFactorGate } from './ui/SecondFactorGate';
export { useSignOut } from './model/use-sign-out';
export { sessionSlice, selectIsSignedIn, selectSessionExpired } from './model/session-slice';
export { useGetMeQuery } from './api/session-api';
