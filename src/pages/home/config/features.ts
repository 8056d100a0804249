import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import WebRounded from '@mui/icons-material/WebRounded';
import { paths } from '@vistaar/shared/config';
import type { IconItem } from '@/shared/ui/sections';
import type { SiteRoute } from './routes';

interface FeatureCard extends IconItem {
  to: SiteRoute;
}

export interface FeaturesCarouselContent {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Names the carousel region for assistive technology. */
  label: string;
  items: FeatureCard[];
}

/** The six cards of the home carousel (spec: /webapp-development, /ai-solutions, /audit, /, /, /api-integration). */
export const featuresCarousel: FeaturesCarouselContent = {
  id: 'features',
  eyebrow: 'What we do',
  title: 'Solutions that keep your business moving',
  subtitle:
    'Six ways we help companies across India win customers, serve them faster and run leaner operations.',
  label: 'Featured solutions',
  items: [
    {
      icon: WebRounded,
      title: 'Web App Development',
      text: 'Customer portals, dashboards and internal tools built with React and Node.js, tested on real devices and handed over with the full source code.',
      to: '/webapp-development',
    },
    {
      icon: AutoAwesomeRounded,
      title: 'AI Solutions',
      text: 'Text-to-speech in over 70 languages, voice cloning, dubbing and chatbots that answer your customers in Hindi, English and regional languages.',
      to: '/ai-solutions',
    },
    {
      icon: FactCheckRounded,
      title: 'Audit Tool',
      text: 'Digital checklists for store, site and compliance audits, with photo evidence, time-stamped visits and reports ready the same day.',
      to: '/audit',
    },
    {
      icon: ForumRounded,
      title: 'Messaging & Voice',
      text: 'Bulk SMS, RCS, WhatsApp Business API, IVR and click-to-call from one account, with DLT-compliant templates and delivery reports.',
      to: paths.home,
    },
    {
      icon: AccountTreeRounded,
      title: 'Digital Transformation',
      text: 'We map how your team works today, then replace paper registers, spreadsheets and disconnected apps with software that fits, one process at a time.',
      to: paths.home,
    },
    {
      icon: HubRounded,
      title: 'API Integration',
      text: 'Connect your CRM, ERP, payment gateway and messaging channels so orders, leads and invoices move on their own instead of being typed twice.',
      to: '/api-integration',
    },
  ],
};
