import type { MarketingPageContent } from '@/shared/ui/sections';
import VerifiedIcon from '@mui/icons-material/Verified';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ImageIcon from '@mui/icons-material/Image';
import SmsIcon from '@mui/icons-material/Sms';
import InsightsIcon from '@mui/icons-material/Insights';
import ApiIcon from '@mui/icons-material/Api';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FlightIcon from '@mui/icons-material/Flight';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VideocamIcon from '@mui/icons-material/Videocam';
import AudioFileIcon from '@mui/icons-material/AudioFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import GifIcon from '@mui/icons-material/Gif';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';

export const content: MarketingPageContent = {
  meta: {
    title: 'RCS Business Messaging',
    description:
      'RCS business messaging in India: verified sender, rich cards, carousels, suggested replies, chatbots and SMS fallback, set up and managed by Vistaar Infotech.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'RCS Messaging',
      title: 'Rich, Verified Conversations in the Default Messages App',
      highlight: 'Verified Conversations',
      subtitle:
        'RCS Business Messaging turns a plain text into a branded, interactive experience with your logo, images, carousels and tap-to-act buttons, delivered in the messaging app your customers already use, with no download needed.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'messaging' },
      stats: [
        { value: '10,000+', label: 'Companies served' },
        { value: '99.9%', label: 'Platform uptime' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'What RCS Adds to Every Message',
      subtitle: 'Eight capabilities that plain SMS cannot offer.',
      columns: 4,
      items: [
        {
          icon: VerifiedIcon,
          title: 'Verified Sender',
          text: 'Messages arrive under your brand name, logo and a verified badge, so customers know the message is genuine.',
        },
        {
          icon: ImageIcon,
          title: 'Rich Cards',
          text: 'Combine an image or video, a title, a description and buttons in a single card for a product, booking or offer.',
        },
        {
          icon: ViewCarouselIcon,
          title: 'Carousels',
          text: 'Show several products, plans or properties side by side that customers swipe through inside the conversation.',
        },
        {
          icon: SmartButtonIcon,
          title: 'Suggested Replies and Actions',
          text: 'Add buttons to reply, call, open a website, view a location or add an event to the calendar with a single tap.',
        },
        {
          icon: DoneAllIcon,
          title: 'Read Receipts',
          text: 'Know when a message was delivered and read, and see typing indicators when customers reply.',
        },
        {
          icon: SmsIcon,
          title: 'Automatic SMS Fallback',
          text: 'If a handset does not support RCS, the message is delivered as a DLT-compliant SMS so nobody is missed.',
        },
        {
          icon: InsightsIcon,
          title: 'Campaign Analytics',
          text: 'Track delivery, reads, button clicks and replies per campaign, and compare results with your SMS campaigns.',
        },
        {
          icon: ApiIcon,
          title: 'API and Webhooks',
          text: 'Send from your CRM, app or order system through our API and receive replies and events on your webhook.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why Brands Move From SMS to RCS',
      items: [
        {
          title: 'Higher engagement',
          text: 'Visual cards and buttons invite action, so customers respond instead of scrolling past a plain text.',
        },
        {
          title: 'Trust and fraud protection',
          text: 'A verified brand profile makes it harder for fraudsters to imitate you and reassures customers.',
        },
        {
          title: 'Conversions inside the thread',
          text: 'Customers browse, choose and confirm without leaving the messages app or installing anything.',
        },
        {
          title: 'Two-way conversations',
          text: 'Replies come back to you, so a notification can become a support or sales conversation.',
        },
        {
          title: 'Measurable results',
          text: 'Read and click data show exactly which message, offer or button worked, campaign by campaign.',
        },
      ],
      aside: {
        title: 'Reach without a new app',
        text: 'RCS works on supported Android phones in India through the pre-installed messages app. Customers on other devices still receive your message as SMS.',
      },
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'How Indian Businesses Use RCS',
      items: [
        {
          icon: ShoppingCartIcon,
          title: 'E-commerce',
          text: 'Order confirmations with product images, delivery tracking buttons and abandoned-cart reminders with a carousel of items.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Banking and Fintech',
          text: 'Verified alerts for transactions, EMI reminders with a pay-now button and loan offers to eligible customers.',
        },
        {
          icon: FlightIcon,
          title: 'Travel and Hospitality',
          text: 'Booking confirmations, web check-in links, boarding details and hotel directions with a map button.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Healthcare',
          text: 'Appointment confirmations with reschedule buttons, lab report notifications and clinic locations.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Admission enquiries, course brochures as PDFs, fee reminders and exam schedules for students and parents.',
        },
        {
          icon: StorefrontIcon,
          title: 'Retail and D2C',
          text: 'Festive catalogues as carousels, store locators and coupon codes that customers can redeem in store or online.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'media',
      eyebrow: 'Media types',
      title: 'Content You Can Send Over RCS',
      subtitle: 'Mix media and interactive elements in the same conversation.',
      items: [
        { icon: ImageIcon, label: 'Images', text: 'JPEG and PNG product and offer images' },
        { icon: GifIcon, label: 'GIFs', text: 'Short animations for launches and greetings' },
        { icon: VideocamIcon, label: 'Video', text: 'MP4 demos, walkthroughs and ads' },
        { icon: AudioFileIcon, label: 'Audio', text: 'Voice notes and audio messages' },
        { icon: PictureAsPdfIcon, label: 'PDF documents', text: 'Invoices, tickets and brochures' },
        { icon: ViewCarouselIcon, label: 'Rich cards and carousels' },
        { icon: QuickreplyIcon, label: 'Suggested replies' },
        { icon: TouchAppIcon, label: 'Dial, URL and calendar actions' },
        { icon: LocationOnIcon, label: 'Location sharing' },
      ],
    },
    {
      kind: 'prose',
      id: 'verified-calls',
      eyebrow: 'Verified calls',
      title: 'Verified Calls: Make Your Outbound Calls Recognisable',
      paragraphs: [
        'Many customers no longer answer calls from unknown numbers. With Verified Calls, the incoming call screen on supported Android phones shows your business name, logo, a verified badge and the reason for the call, such as "Your order is out for delivery" or "Confirming your appointment".',
        'Vistaar Infotech registers the calling numbers you use for customer communication and connects them to your brand profile, so the same identity customers see in RCS messages also appears when you call.',
      ],
      bullets: [
        'Business name, logo and verified badge on the call screen',
        'Call reason sent before the phone rings',
        'Works with the numbers your contact centre already uses',
        'Pairs with Truecaller verified business calls for wider coverage',
      ],
    },
    {
      kind: 'steps',
      id: 'getting-started',
      eyebrow: 'Getting started',
      title: 'Launch RCS in Three Steps',
      steps: [
        {
          title: 'Brand verification',
          text: 'Share your brand name, logo, description and business documents. We create your RCS agent and submit it for verification.',
          duration: '1-2 weeks',
        },
        {
          title: 'Design your messages',
          text: 'Our team helps design rich cards, carousels and button flows for your use case and sets up SMS fallback templates on DLT.',
          duration: '3-5 days',
        },
        {
          title: 'Launch and measure',
          text: 'Send from the panel or the API, then track delivery, reads and clicks and refine your messages with real data.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'features',
      id: 'chatbots',
      eyebrow: 'Chatbots',
      title: 'RCS Chatbots That Answer Around the Clock',
      subtitle:
        'Turn your RCS agent into an assistant that resolves routine requests without waiting for an agent.',
      columns: 4,
      items: [
        {
          icon: AccountTreeIcon,
          title: 'Guided Menus',
          text: 'Button-based flows for order status, bookings, balance checks and store search that need no typing.',
        },
        {
          icon: SmartToyIcon,
          title: 'Natural Language Answers',
          text: 'Understands free-text questions in English and Hinglish and answers from your FAQs and policies.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Live Agent Handoff',
          text: 'Passes the conversation, with its history, to a human agent when a request needs a person.',
        },
        {
          icon: IntegrationInstructionsIcon,
          title: 'System Integration',
          text: 'Connects to your CRM, order and payment systems to answer with live data for each customer.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring Your Brand Into the Messages App',
      text: 'Tell us about your audience and campaigns. We will verify your brand, build your first RCS journey and set up SMS fallback for full reach.',
      actions: [
        { label: 'Talk to an Expert', to: '/contact', variant: 'primary' },
        { label: 'Compare With Bulk SMS', to: '/bulk-sms', variant: 'secondary' },
      ],
    },
  ],
};
