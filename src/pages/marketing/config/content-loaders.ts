import type { MarketingPath } from '@vistaar/shared/config';
import type { MarketingPageContent } from '@/shared/ui/sections';

export type MarketingContentModule = { content: MarketingPageContent };

/**
 * Each marketing page's content, loaded on demand so every page is its own chunk.
 * Keyed by every MarketingPath: adding a path without its content module fails the type check.
 * The import paths are literal so the bundler can split them.
 */
export const contentLoaders: Record<MarketingPath, () => Promise<MarketingContentModule>> = {
  '/webapp-development': () => import('./content/webapp-development'),
  '/web-development': () => import('./content/web-development'),
  '/app-development': () => import('./content/app-development'),
  '/api-integration': () => import('./content/api-integration'),
  '/ecommerce': () => import('./content/ecommerce'),
  '/seo': () => import('./content/seo'),
  '/consulting': () => import('./content/consulting'),
  '/ai-solutions': () => import('./content/ai-solutions'),
  '/text-to-speech': () => import('./content/text-to-speech'),
  '/text-to-sound': () => import('./content/text-to-sound'),
  '/voice-changer': () => import('./content/voice-changer'),
  '/voice-cloning': () => import('./content/voice-cloning'),
  '/voice-design': () => import('./content/voice-design'),
  '/voice-isolator': () => import('./content/voice-isolator'),
  '/chatbot': () => import('./content/chatbot'),
  '/dubbing-studio': () => import('./content/dubbing-studio'),
  '/conversational-ai': () => import('./content/conversational-ai'),
  '/speech-to-text': () => import('./content/speech-to-text'),
  '/studio': () => import('./content/studio'),
  '/bulk-sms': () => import('./content/bulk-sms'),
  '/rcs-messaging': () => import('./content/rcs-messaging'),
  '/longcode-shortcode': () => import('./content/longcode-shortcode'),
  '/meta-api': () => import('./content/meta-api'),
  '/click2call': () => import('./content/click2call'),
  '/truecaller': () => import('./content/truecaller'),
  '/truecaller-messaging': () => import('./content/truecaller-messaging'),
  '/audit': () => import('./content/audit'),
  '/hrm': () => import('./content/hrm'),
  '/lms': () => import('./content/lms'),
  '/assets': () => import('./content/assets'),
  '/auto-dialer': () => import('./content/auto-dialer'),
  '/ivr': () => import('./content/ivr'),
  '/vts': () => import('./content/vts'),
  '/attendance': () => import('./content/attendance'),
  '/lead-managment': () => import('./content/lead-managment'),
  '/easy2billing': () => import('./content/easy2billing'),
  '/easy2browser': () => import('./content/easy2browser'),
  '/digital-feedback': () => import('./content/digital-feedback'),
  '/loyalty': () => import('./content/loyalty'),
  '/crm': () => import('./content/crm'),
};
