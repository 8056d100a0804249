export { TalentPoolPage } from './ui/TalentPoolPage';
