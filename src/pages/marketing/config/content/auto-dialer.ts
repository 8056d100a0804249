import type { MarketingPageContent } from '@/shared/ui/sections';
import DialpadIcon from '@mui/icons-material/Dialpad';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import MicIcon from '@mui/icons-material/Mic';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';

export const content: MarketingPageContent = {
  meta: {
    title: 'Auto Dialer',
    description:
      'Cloud auto dialer for Indian contact centres: predictive, progressive and preview dialing, DND scrubbing, call recording, CRM integration and live reports.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Auto Dialer',
      title: 'More Conversations per Agent, Every Hour',
      highlight: 'More Conversations',
      subtitle:
        'Manual dialling wastes agent time on ringing phones, busy tones and wrong numbers. The Vistaar Infotech Auto Dialer dials your lists automatically and connects agents only to answered calls, for sales, collections and customer outreach.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'Key Features', to: '#key-features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
      stats: [
        { value: '99.9%', label: 'Platform uptime' },
        { value: '10,000+', label: 'Companies served' },
      ],
    },
    {
      kind: 'benefits',
      id: 'effects',
      eyebrow: 'Impact',
      title: 'How an Auto Dialer Changes Your Contact Centre',
      subtitle:
        'Four effects teams notice within the first weeks of switching from manual dialling.',
      items: [
        {
          title: 'More talk time per agent',
          text: 'Agents no longer dial, wait and redial. The dialer handles unanswered, busy and invalid numbers, so agents spend their shift speaking to customers.',
        },
        {
          title: 'Faster list coverage',
          text: 'Campaign lists are worked through in a fraction of the time, and fresh leads are called while their interest is still high.',
        },
        {
          title: 'Consistent follow-ups',
          text: 'Call-backs and retries are scheduled automatically by outcome, so no promised call or unanswered lead is forgotten.',
        },
        {
          title: 'Clear visibility for supervisors',
          text: 'Live dashboards and recordings show who is on a call, campaign progress and call quality, without walking the floor.',
        },
      ],
      aside: {
        title: 'Compliance in every campaign',
        text: 'Numbers can be scrubbed against DND preferences before dialling, and calling windows are enforced per campaign to follow TRAI telemarketing rules.',
      },
    },
    {
      kind: 'features',
      id: 'key-features',
      eyebrow: 'Key features',
      title: 'Five Key Features of Our Auto Dialer',
      columns: 3,
      items: [
        {
          icon: DialpadIcon,
          title: 'Multiple Dialing Modes',
          text: 'Predictive, progressive and preview dialing, chosen per campaign to balance speed against the time agents need to prepare.',
        },
        {
          icon: ContactPhoneIcon,
          title: 'List and Lead Management',
          text: 'Upload lists from Excel or pull them from your CRM, set priorities, retry rules and call-back times, and filter out duplicates.',
        },
        {
          icon: MicIcon,
          title: 'Call Recording and Monitoring',
          text: 'Every call is recorded; supervisors can listen in, whisper to the agent or barge in to help close a call.',
        },
        {
          icon: IntegrationInstructionsIcon,
          title: 'CRM Integration',
          text: 'Customer details pop up on the agent screen when the call connects, and dispositions are written back automatically.',
        },
        {
          icon: QueryStatsIcon,
          title: 'Real-time Reports',
          text: 'Connect rate, talk time, idle time and dispositions per agent and campaign, live and as daily exports.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'modes',
      eyebrow: 'Dialing modes',
      title: 'Which Dialing Mode Fits Your Campaign?',
      columns: ['Predictive', 'Progressive', 'Preview'],
      rows: [
        {
          label: 'How it dials',
          values: [
            'Dials several numbers per free agent, based on answer rates',
            'Dials one number as soon as an agent is free',
            'Shows the record first; the agent starts the call',
          ],
        },
        {
          label: 'Speed',
          values: ['Highest', 'High', 'Moderate'],
        },
        {
          label: 'Best for',
          values: [
            'Large outbound sales and survey lists',
            'Collections and renewals',
            'High-value B2B and relationship calls',
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Auto Dialer: Frequently Asked Questions',
      items: [
        {
          question: 'Do agents need desk phones?',
          answer:
            'No. Agents can work from a browser with a headset, or receive calls on a mobile phone, which suits remote and hybrid teams.',
        },
        {
          question: 'Can we use our own phone numbers?',
          answer:
            'Yes. Calls can go out on numbers allotted to your business, and these numbers can be verified on Truecaller so customers see your name.',
        },
        {
          question: 'How do you handle DND and calling hours?',
          answer:
            'Lists can be scrubbed against DND preferences before dialling, and each campaign has permitted calling hours that the dialer will not exceed.',
        },
        {
          question: 'How many agents can we start with?',
          answer:
            'You can start with a small team and add seats month by month as your campaigns grow.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Let Your Agents Talk, Not Dial',
      text: 'Tell us about your team size, campaigns and CRM, and we will configure a trial campaign with your own lists.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Verified Business Calls', to: '/truecaller', variant: 'secondary' },
      ],
    },
  ],
};
