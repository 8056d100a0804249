import type { MarketingPageContent } from '@/shared/ui/sections';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import TabletIcon from '@mui/icons-material/Tablet';
import SmsIcon from '@mui/icons-material/Sms';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import EmailIcon from '@mui/icons-material/Email';
import DialpadIcon from '@mui/icons-material/Dialpad';
import ListAltIcon from '@mui/icons-material/ListAlt';
import TranslateIcon from '@mui/icons-material/Translate';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import TaskIcon from '@mui/icons-material/Task';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HotelIcon from '@mui/icons-material/Hotel';
import BuildIcon from '@mui/icons-material/Build';

export const content: MarketingPageContent = {
  meta: {
    title: 'Digital Feedback System',
    description:
      'Collect customer feedback by QR code, tablet kiosk, SMS and WhatsApp, in Indian languages, with live NPS and CSAT dashboards and instant alerts on poor ratings.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Digital Feedback',
      title: 'Hear Every Customer, Fix Problems the Same Day',
      highlight: 'Every Customer',
      subtitle:
        'Paper feedback forms are rarely filled and almost never read. Vistaar Infotech Digital Feedback collects ratings and comments at the moment of service, alerts the right manager when something goes wrong and shows trends across every branch.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'analytics' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'Customer Feedback From Every Branch, Priced per Location',
      paragraphs: [
        'Restaurants, hospitals, retail chains, banks and service centres across India use Digital Feedback to hear customers while they are still on the premises, in the language they prefer, and to reach the manager who can fix a problem the same day. Head office sees every branch on one dashboard instead of waiting for paper forms to be typed in at month end.',
        'Plans are priced per location, and every plan includes QR codes, web surveys, dashboards and alerts; SMS and WhatsApp messages are billed at your messaging plan rates. We design the first surveys with you, supply print-ready QR standees for each branch, and provide tablet kiosks on rent or purchase.',
      ],
    },
    {
      kind: 'chips',
      id: 'channels',
      eyebrow: 'Channels',
      title: 'Collect Feedback Wherever Customers Are',
      items: [
        {
          icon: QrCodeScannerIcon,
          label: 'QR code',
          text: 'On tables, counters, receipts and standees',
        },
        {
          icon: TabletIcon,
          label: 'Tablet kiosk',
          text: 'At exits, reception desks and waiting areas',
        },
        { icon: SmsIcon, label: 'SMS link', text: 'Sent after a bill, visit or delivery' },
        { icon: WhatsAppIcon, label: 'WhatsApp survey', text: 'Button-based ratings in chat' },
        { icon: EmailIcon, label: 'E-mail', text: 'Detailed surveys for B2B customers' },
        { icon: DialpadIcon, label: 'IVR rating', text: 'Post-call rating on the phone keypad' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'From Rating to Resolution',
      columns: 3,
      items: [
        {
          icon: ListAltIcon,
          title: 'Survey Builder',
          text: 'Star ratings, smiley scales, NPS, multiple choice and comments, with logic that skips irrelevant questions.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian Languages',
          text: 'Run the same survey in English, Hindi and regional languages; customers choose their language.',
        },
        {
          icon: NotificationsActiveIcon,
          title: 'Instant Alerts',
          text: 'A low rating triggers an SMS, WhatsApp or e-mail alert to the branch manager within moments.',
        },
        {
          icon: TaskIcon,
          title: 'Complaint Tracking',
          text: 'Negative feedback becomes a ticket with an owner, deadline and closure note, so every complaint is followed up.',
        },
        {
          icon: DashboardIcon,
          title: 'Live Dashboards',
          text: 'NPS, CSAT and ratings by branch, staff member, question and day, with drill-down to individual comments.',
        },
        {
          icon: SentimentSatisfiedIcon,
          title: 'Review Requests',
          text: 'Happy customers can be invited to leave a public review, helping your ratings on maps and listings.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'A Closed Feedback Loop',
      steps: [
        {
          title: 'Customer responds',
          text: 'The customer scans a QR code or opens a link and answers a short survey in under a minute.',
        },
        {
          title: 'Manager is alerted',
          text: 'If the rating is low, the responsible manager is notified immediately with the customer details.',
        },
        {
          title: 'Issue is resolved',
          text: 'The manager calls the customer, resolves the issue and closes the ticket with a note.',
        },
        {
          title: 'Trends are reviewed',
          text: 'Weekly reports show recurring issues and branch comparisons for leadership reviews.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Industries',
      title: 'Used Wherever Service Matters',
      items: [
        {
          icon: RestaurantIcon,
          title: 'Restaurants and Cafes',
          text: 'Table QR codes capture ratings on food, service and ambience before guests leave.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Hospitals and Clinics',
          text: 'OPD and discharge feedback for doctors, nursing, billing and housekeeping.',
        },
        {
          icon: StorefrontIcon,
          title: 'Retail Stores',
          text: 'Store-wise satisfaction and staff ratings across a chain of outlets.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Banks and Service Counters',
          text: 'Branch service quality and waiting time measured at every counter.',
        },
        {
          icon: HotelIcon,
          title: 'Hotels',
          text: 'Check-out surveys and in-stay feedback that reach staff while the guest is still there.',
        },
        {
          icon: BuildIcon,
          title: 'Service Centres',
          text: 'Post-repair feedback by SMS that measures turnaround time and technician behaviour.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Digital Feedback: Frequently Asked Questions',
      items: [
        {
          question: 'Do customers need to install an app?',
          answer:
            'No. Surveys open in the phone browser from a QR code or link, or run on a tablet kiosk at your location.',
        },
        {
          question: 'Can we have different surveys for different branches?',
          answer:
            'Yes. Each branch, department or counter can have its own QR code and survey, and all results roll up into one dashboard.',
        },
        {
          question: 'Can the kiosk work without internet?',
          answer:
            'Yes. The tablet kiosk stores responses when the connection drops and uploads them once it is back.',
        },
        {
          question: 'Can we link feedback to our loyalty programme?',
          answer:
            'Yes. Customers can earn loyalty points for completing a survey when Digital Feedback is used with Vistaar Infotech Loyalty.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Start Listening to Your Customers Today',
      text: 'Tell us about your locations and the moments you want to measure, and we will set up your first survey and QR codes.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Explore Loyalty Programs', to: '/loyalty', variant: 'secondary' },
      ],
    },
  ],
};
