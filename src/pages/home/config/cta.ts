import { company, paths } from '@vistaar/shared/config';
import type { CtaSection } from '@/shared/ui/sections';

const [mainPhone] = company.phones;

export const closingCta: CtaSection = {
  kind: 'cta',
  id: 'get-in-touch',
  title: 'Have a project in mind?',
  text: `Tell us what you want to build or fix. A specialist replies within ${company.responseTime} during business hours (${company.hours}) with next steps and an estimate.`,
  actions: [
    { label: 'Contact Us', to: paths.contact },
    { label: `Call ${mainPhone.display}`, to: `tel:${mainPhone.tel}`, variant: 'secondary' },
  ],
};
