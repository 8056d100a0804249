export { VerifyCheckPage } from './ui/VerifyCheckPage';
