export { PartnersMarquee } from './ui/PartnersMarquee';
