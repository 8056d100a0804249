import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import type { FeaturesSection } from '@/shared/ui/sections';

/** Services overview: messaging, voice, AI and development. */
export const servicesOverview: FeaturesSection = {
  kind: 'features',
  id: 'services',
  eyebrow: 'Services',
  title: 'Everything you need to reach customers and run your operations',
  subtitle:
    'Four practices, one team: pick a single channel or let us connect them all into one system.',
  columns: 4,
  items: [
    {
      icon: SmsRounded,
      title: 'Messaging',
      text: 'Bulk SMS of up to 50,000 messages per batch, RCS rich cards, the WhatsApp Business API and Truecaller business messaging.',
      to: '/bulk-sms',
      linkLabel: 'Explore messaging',
    },
    {
      icon: PhoneInTalkRounded,
      title: 'Voice',
      text: 'IVR menus, auto dialer campaigns, click-to-call buttons and verified calls that customers recognise before they answer.',
      to: '/ivr',
      linkLabel: 'Explore voice',
    },
    {
      icon: AutoAwesomeRounded,
      title: 'AI',
      text: 'Speech-to-text, text-to-speech, voice design and conversational AI that plug into your apps and call flows through one API.',
      to: '/ai-solutions',
      linkLabel: 'Explore AI',
    },
    {
      icon: CodeRounded,
      title: 'Development',
      text: 'Websites, mobile apps, e-commerce stores and integrations, designed, built, hosted and maintained by the same team.',
      to: '/web-development',
      linkLabel: 'Explore development',
    },
  ],
};
