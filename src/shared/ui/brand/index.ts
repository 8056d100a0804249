export { Logo } from './Logo';
export { LogoMark } from './LogoMark';
export { CertificationBadge } from './CertificationBadge';
