import type { MarketingPageContent } from '@/shared/ui/sections';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TranslateIcon from '@mui/icons-material/Translate';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import VoicemailIcon from '@mui/icons-material/Voicemail';
import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PollIcon from '@mui/icons-material/Poll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SchoolIcon from '@mui/icons-material/School';

export const content: MarketingPageContent = {
  meta: {
    title: 'IVR Solutions',
    description:
      'Cloud IVR with multi-level menus in Hindi and regional languages, smart call routing, voicemail, missed-call service, CRM integration and detailed call reports.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'IVR Solutions',
      title: 'A Professional Phone System That Answers Every Call',
      highlight: 'Answers Every Call',
      subtitle:
        'Greet callers in their language, route them to the right team, answer routine queries automatically and never lose a call after hours. Vistaar Infotech cloud IVR is ready in days, with no PBX hardware to buy.',
      actions: [
        { label: 'Get Started', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
      stats: [
        { value: '99.9%', label: 'Uptime' },
        { value: '10+ years', label: 'In business communication' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Everything a Modern IVR Should Do',
      columns: 4,
      items: [
        {
          icon: AccountTreeIcon,
          title: 'Multi-level Menus',
          text: 'Design "Press 1 for sales, 2 for support" menus with sub-menus in a visual drag-and-drop flow builder.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian Languages',
          text: 'Let callers choose Hindi, English, Tamil, Telugu, Marathi, Bengali or another language at the start of the call.',
        },
        {
          icon: CallSplitIcon,
          title: 'Smart Routing',
          text: 'Route by time of day, caller location, language or VIP status, with round-robin and sticky-agent distribution.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Professional Voice Prompts',
          text: 'Record your own prompts or generate natural prompts with text-to-speech, and update them in minutes.',
        },
        {
          icon: VoicemailIcon,
          title: 'Voicemail and After-hours',
          text: 'Take voicemails outside business hours and send them to the right team by e-mail or SMS.',
        },
        {
          icon: PhoneMissedIcon,
          title: 'Missed-call Service',
          text: 'Callers give a missed call to register interest, confirm an order or get a callback, at no cost to them.',
        },
        {
          icon: IntegrationInstructionsIcon,
          title: 'CRM and Database Lookup',
          text: 'Read order status or account balance aloud from your system, and pop caller details on the agent screen.',
        },
        {
          icon: AssessmentIcon,
          title: 'Call Analytics',
          text: 'Calls by menu option, wait times, abandoned calls and agent performance, with recordings for every call.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'IVR Across Industries',
      items: [
        {
          icon: AccountBalanceIcon,
          title: 'Banking and NBFCs',
          text: 'Balance and EMI enquiries, card blocking and loan status with PIN verification.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Hospitals and Clinics',
          text: 'Appointment booking, doctor availability and report status in the language each patient prefers.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Customer Support',
          text: 'Complaint registration with a ticket number by SMS and routing to the right product team.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Logistics and E-commerce',
          text: 'Order tracking by order number and delivery rescheduling without waiting for an agent.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Admission enquiries, fee information and exam results for students and parents.',
        },
        {
          icon: PollIcon,
          title: 'Surveys and Feedback',
          text: 'Outbound IVR surveys and post-call ratings, with results available in real time.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'Go Live in Four Steps',
      steps: [
        {
          title: 'Choose your number',
          text: 'Pick a toll-free number, a landline number in your city or a mobile virtual number.',
          duration: '1-2 days',
        },
        {
          title: 'Design the call flow',
          text: 'Map menus, languages, working hours and routing rules with our team.',
          duration: '1-2 days',
        },
        {
          title: 'Record and test',
          text: 'Add voice prompts, connect agents and test every path before launch.',
          duration: '1 day',
        },
        {
          title: 'Launch and improve',
          text: 'Publish your number and refine menus with the call analytics.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'IVR: Frequently Asked Questions',
      items: [
        {
          question: 'Do we need to buy any hardware?',
          answer:
            'No. The IVR runs in the cloud. Agents can take calls on mobile phones, desk phones or a browser-based softphone.',
        },
        {
          question: 'Can we change the menu ourselves?',
          answer:
            'Yes. Menus, prompts, working hours and routing can be changed in the flow builder at any time, and changes take effect immediately.',
        },
        {
          question: 'Can the IVR speak information from our database?',
          answer:
            'Yes. Through an API integration the IVR can look up order status, balances or appointment slots and read them out to the caller.',
        },
        {
          question: 'Is call recording available?',
          answer:
            'Yes. Calls can be recorded and stored securely, with access controlled by role and downloads logged.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Give Every Caller a Professional Welcome',
      text: 'Tell us how many calls you receive and how your teams are organised. We will design your IVR flow and have it running within days.',
      actions: [
        { label: 'Get Started', to: '/contact', variant: 'primary' },
        { label: 'Explore Click2Call', to: '/click2call', variant: 'secondary' },
      ],
    },
  ],
};
