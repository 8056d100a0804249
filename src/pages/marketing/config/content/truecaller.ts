import type { MarketingPageContent } from '@/shared/ui/sections';
import VerifiedIcon from '@mui/icons-material/Verified';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import ShieldIcon from '@mui/icons-material/Shield';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import AssessmentIcon from '@mui/icons-material/Assessment';

export const content: MarketingPageContent = {
  meta: {
    title: 'Truecaller Verified Business Calls',
    description:
      'Show your verified business name, logo and call reason on Truecaller. Verified business calls get up to 3x higher pickup than calls from unknown numbers.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Truecaller Verified Calls',
      title: 'Get Your Business Calls Answered',
      highlight: 'Answered',
      subtitle:
        'Over 70% of calls from unknown numbers are ignored. With Truecaller verified business calls, your customers see your verified name, logo and the reason you are calling before they pick up, and verified business calls get up to 3x higher pickup.',
      actions: [
        { label: 'Get Verified', to: '/contact', variant: 'primary' },
        { label: 'What Customers See', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'shield' },
      stats: [
        { value: 'Up to 3x', label: 'Higher pickup for verified calls' },
        { value: '70%+', label: 'Unknown-number calls ignored' },
      ],
    },
    {
      kind: 'prose',
      id: 'problem',
      eyebrow: 'The problem',
      title: 'Why Your Calls Go Unanswered',
      paragraphs: [
        'Indian mobile users receive a steady stream of spam and fraud calls, so most of them have learned to ignore numbers they do not recognise. Over 70% of calls from unknown numbers are ignored, and that includes genuine calls from banks, delivery partners, hospitals and sales teams.',
        'Every unanswered call means a repeat attempt, a delayed delivery, a missed payment or a lost lead. Showing a verified identity on the call screen gives customers the confidence to answer, which is why verified business calls get up to 3x higher pickup.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'What customers see',
      title: 'A Call Screen That Builds Trust',
      columns: 3,
      items: [
        {
          icon: VerifiedIcon,
          title: 'Verified Badge',
          text: 'A verified business badge tells customers your number has been checked and belongs to a registered business.',
        },
        {
          icon: StorefrontIcon,
          title: 'Business Name and Logo',
          text: 'Your brand name and logo appear on the incoming call screen instead of an unknown number.',
        },
        {
          icon: ChatBubbleIcon,
          title: 'Call Reason',
          text: 'A short reason, such as "Delivery update" or "Appointment confirmation", appears before the customer answers.',
        },
        {
          icon: ShieldIcon,
          title: 'Protection From Spoofing',
          text: 'Customers can tell your genuine calls apart from fraudsters who pretend to be your brand.',
        },
        {
          icon: PhoneInTalkIcon,
          title: 'Works With Your Numbers',
          text: 'Register landlines, mobile numbers and the outbound numbers of your contact centre or auto dialer.',
        },
        {
          icon: AssessmentIcon,
          title: 'Profile Insights',
          text: 'See how customers interact with your verified business profile, and measure pickup rates before and after.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Who Gains From Verified Business Calls',
      items: [
        {
          title: 'Sales teams',
          text: 'More leads answer the first call, so executives spend their day talking instead of redialling.',
        },
        {
          title: 'Banks, NBFCs and insurers',
          text: 'Collection, KYC and renewal calls are recognised as genuine, and customers are less exposed to fraud.',
        },
        {
          title: 'Logistics and e-commerce',
          text: 'Delivery partners reach customers the first time, which cuts failed deliveries and return costs.',
        },
        {
          title: 'Healthcare and education',
          text: 'Appointment, admission and fee calls get answered and are not mistaken for spam.',
        },
      ],
      aside: {
        title: 'Up to 3x higher pickup',
        text: 'Customers answer calls they can trust. Verified business calls get up to 3x higher pickup than the same calls made from an unknown number.',
        stats: [
          { value: 'Up to 3x', label: 'Pickup' },
          { value: '70%+', label: 'Unknown calls ignored' },
        ],
      },
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'Process',
      title: 'How We Get Your Numbers Verified',
      steps: [
        {
          title: 'Share your details',
          text: 'Send your registered business name, logo, GST or incorporation documents and the numbers you call from.',
          duration: '1 day',
        },
        {
          title: 'Verification',
          text: 'We prepare your business profile and submit it for verification, and answer any clarification requests.',
          duration: '5-10 working days',
        },
        {
          title: 'Go live',
          text: 'Your verified name, logo and call reasons start appearing on customer call screens. We track pickup rates with you.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        {
          question: 'Does the customer need to do anything?',
          answer:
            'No. Customers who use Truecaller see your verified identity automatically when you call. They do not need to save your number.',
        },
        {
          question: 'Can I verify the numbers of a call centre or auto dialer?',
          answer:
            'Yes. The numbers used by your contact centre, IVR or auto dialer can be registered, as long as they belong to your business.',
        },
        {
          question: 'Can I use different call reasons for different calls?',
          answer:
            'Yes. You can set different call reasons for different campaigns and calling purposes, for example "Payment reminder" or "Order out for delivery".',
        },
        {
          question: 'Does this replace DLT or other telecom rules?',
          answer:
            'No. Verification improves recognition, but your calling must still follow TRAI rules on telemarketing, consent and calling hours.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Make Every Business Call Count',
      text: 'Tell us which numbers you call from and how many calls you make each month. We will handle the verification for you.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        {
          label: 'Truecaller Business Messaging',
          to: '/truecaller-messaging',
          variant: 'secondary',
        },
      ],
    },
  ],
};
