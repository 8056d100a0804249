import { paths } from '@vistaar/shared/config';
import { heroLoopVideo } from '@/shared/ui/hero-loop';
import type { ContentAction } from '@/shared/ui/sections';

interface HomeHeroVideo {
  src: string;
  poster: string;
}

export interface HomeHeroContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  actions: ContentAction[];
  video: HomeHeroVideo;
}

export const homeHero: HomeHeroContent = {
  eyebrow: 'IT solutions from New Delhi, since 2015',
  title: 'Technology that helps Indian businesses grow',
  subtitle:
    'Vistaar Infotech builds messaging, voice, AI and custom software for startups and large enterprises alike: 500+ clients and 1000+ projects delivered since 2015.',
  actions: [
    { label: 'Get Started', to: '#features' },
    { label: 'Talk to Our Team', to: paths.contact, variant: 'secondary' },
  ],
  video: heroLoopVideo,
};
