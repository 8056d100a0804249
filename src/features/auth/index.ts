export { LoginForm } from './ui/LoginForm';
export { useSignOut } from './model/use-sign-out';
