export { LoginForm } from './ui/LoginForm';
export { AcceptInvitationForm } from './ui/AcceptInvitationForm';
export { ChangePasswordForm } from './ui/ChangePasswordForm';
export { MySessions } from './ui/MySessions';
export { TwoFactorSettings } from './ui/TwoFactorSettings';
export { useSignOut } from './model/use-sign-out';
