import type { MarketingPageContent } from '@/shared/ui/sections';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ForumIcon from '@mui/icons-material/Forum';
import ViewListIcon from '@mui/icons-material/ViewList';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import GroupsIcon from '@mui/icons-material/Groups';
import CampaignIcon from '@mui/icons-material/Campaign';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import PasswordIcon from '@mui/icons-material/Password';
import ChatIcon from '@mui/icons-material/Chat';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PaymentsIcon from '@mui/icons-material/Payments';

export const content: MarketingPageContent = {
  meta: {
    title: 'WhatsApp Business API',
    description:
      'Official WhatsApp Business API for Indian businesses: approved templates, team inbox, chatbots, catalogues and free replies in the 24-hour service window.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'WhatsApp Business API',
      title: 'Talk to Customers on WhatsApp, at Scale',
      highlight: 'on WhatsApp',
      subtitle:
        'WhatsApp is where your customers already are. Vistaar Infotech, a Meta Business Partner, sets up the official WhatsApp Business Platform for you, with a shared inbox for your team, chatbots, template campaigns and an API for your developers.',
      actions: [
        { label: 'Get Started Today', to: '/contact', variant: 'primary' },
        { label: 'How the 24-Hour Window Works', to: '#service-window', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'messaging' },
      stats: [
        { value: '10,000+', label: 'Companies served' },
        { value: '99.9%', label: 'Platform uptime' },
        { value: '24 hours', label: 'Free reply window' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'One Platform for Every WhatsApp Conversation',
      columns: 3,
      items: [
        {
          icon: WhatsAppIcon,
          title: 'Verified Business Profile',
          text: 'Your business name, logo, address and website on WhatsApp, with guidance on applying for the official business account badge.',
        },
        {
          icon: ForumIcon,
          title: 'Shared Team Inbox',
          text: 'Many agents answer from one number, with chat assignment, tags, internal notes and conversation history.',
        },
        {
          icon: CampaignIcon,
          title: 'Template Campaigns',
          text: 'Send approved marketing, utility and authentication templates to opted-in customers, personalised from your own lists.',
        },
        {
          icon: ViewListIcon,
          title: 'Interactive Messages',
          text: 'List menus, quick reply buttons, call and website buttons, and media such as images, videos and PDFs.',
        },
        {
          icon: SmartToyIcon,
          title: 'No-code Chatbots',
          text: 'Build flows for FAQs, lead qualification and order status in English, Hindi and other Indian languages.',
        },
        {
          icon: GroupsIcon,
          title: 'CRM and API Integration',
          text: 'Connect to your CRM, e-commerce store or ERP through our REST API and webhooks for messages and status updates.',
        },
      ],
    },
    {
      kind: 'split',
      id: 'service-window',
      eyebrow: 'Pricing basics',
      title: 'The 24-Hour Customer Service Window',
      subtitle:
        'Every time a customer messages you, WhatsApp opens a 24-hour customer service window. How you can reply depends on whether that window is open.',
      panels: [
        {
          icon: ChatIcon,
          title: 'Inside the 24-hour window',
          text: 'For 24 hours after the customer last messaged you, your team or chatbot can reply freely with any content: text, images, documents, buttons and lists.',
          points: [
            'Free-form replies are not charged by Meta under its current pricing',
            'The window restarts each time the customer sends a new message',
            'Ideal for support, order queries and sales conversations',
            'Utility templates sent inside an open window are also free of Meta charges',
          ],
        },
        {
          icon: ReceiptLongIcon,
          title: 'Outside the window',
          text: 'Once 24 hours pass without a message from the customer, you can reach them only with a pre-approved message template.',
          points: [
            'Templates are reviewed by Meta before use',
            'Charged per delivered message by category: marketing, utility or authentication',
            'Marketing templates need the customer to have opted in',
            'A customer reply to a template opens a new free window',
          ],
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'What Indian Businesses Run on WhatsApp',
      items: [
        {
          icon: PasswordIcon,
          title: 'OTP and Verification',
          text: 'Authentication templates with a copy-code button for logins and payments, with SMS as a fallback.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Order and Delivery Updates',
          text: 'Order confirmations, shipping updates and delivery slots, with customers replying to reschedule.',
        },
        {
          icon: ShoppingBagIcon,
          title: 'Catalogue Sales',
          text: 'Share your product catalogue in chat and take orders from customers who browse and ask questions.',
        },
        {
          icon: PaymentsIcon,
          title: 'Payment Reminders',
          text: 'Invoice and EMI reminders with a UPI payment link, and automatic receipts once payment is made.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Customer Support',
          text: 'A chatbot answers routine questions and hands complex cases to agents in the shared inbox.',
        },
        {
          icon: CampaignIcon,
          title: 'Click-to-WhatsApp Ads',
          text: 'Facebook and Instagram ads that open a WhatsApp chat, so leads land straight in your inbox.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'onboarding',
      eyebrow: 'Onboarding',
      title: 'Go Live on the WhatsApp Business Platform',
      steps: [
        {
          title: 'Business verification',
          text: 'We link your Meta Business Manager, submit your business documents for verification and choose a display name.',
          duration: '2-5 days',
        },
        {
          title: 'Number registration',
          text: 'Register a new or existing phone number that is not active on the WhatsApp consumer or Business app.',
          duration: '1 day',
        },
        {
          title: 'Templates and flows',
          text: 'Draft and submit your message templates, and build chatbot flows and inbox rules with our team.',
          duration: '2-3 days',
        },
        {
          title: 'Launch',
          text: 'Start conversations, run campaigns and monitor delivery, reads and replies on the dashboard.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'WhatsApp Business API: Common Questions',
      items: [
        {
          question: 'What is the difference between the WhatsApp Business app and the API?',
          answer:
            'The app is meant for one or two people on a phone. The API lets many agents share one number, connects WhatsApp to your software, supports chatbots and sends template messages to large opted-in audiences.',
        },
        {
          question: 'What is the 24-hour customer service window?',
          answer:
            'When a customer messages you, a 24-hour window opens in which you can reply with any free-form message without Meta charges. After it closes, you need an approved template to message that customer again.',
        },
        {
          question: 'Can I send promotional messages to anyone?',
          answer:
            'No. WhatsApp requires customers to opt in before you send marketing templates, and it limits how many marketing messages a person receives. We help you collect and record opt-ins on your website, forms and ads.',
        },
        {
          question: 'Can I use my existing business number?',
          answer:
            'Yes, provided it can receive an SMS or voice call for verification. If the number is active on the WhatsApp app, it must be removed from the app before it is moved to the API.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Start Your WhatsApp Business Journey',
      text: 'Our team will verify your business, register your number and set up your first templates and chatbot flow.',
      actions: [
        { label: 'Get Started Today', to: '/contact', variant: 'primary' },
        { label: 'Explore RCS Messaging', to: '/rcs-messaging', variant: 'secondary' },
      ],
    },
  ],
};
