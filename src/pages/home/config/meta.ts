import type { PageMeta } from '@/shared/ui/sections';

export const homeMeta: PageMeta = {
  title: 'IT Solutions, Messaging and Software Development',
  description:
    'Vistaar Infotech builds messaging, voice, AI and custom software for Indian businesses, from New Delhi since 2015.',
};
