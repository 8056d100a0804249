import type { MarketingPageContent } from '@/shared/ui/sections';
import VerifiedIcon from '@mui/icons-material/Verified';
import MarkChatReadIcon from '@mui/icons-material/MarkChatRead';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import ShieldIcon from '@mui/icons-material/Shield';
import TranslateIcon from '@mui/icons-material/Translate';
import InsightsIcon from '@mui/icons-material/Insights';
import PasswordIcon from '@mui/icons-material/Password';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import CampaignIcon from '@mui/icons-material/Campaign';
import ReceiptIcon from '@mui/icons-material/Receipt';

export const content: MarketingPageContent = {
  meta: {
    title: 'Truecaller Business Messaging',
    description:
      'Send business messages that show your verified name and logo on Truecaller, so OTPs, alerts and offers are trusted, opened and not mistaken for spam.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Truecaller Business Messaging',
      title: 'Messages Your Customers Recognise and Trust',
      highlight: 'Recognise and Trust',
      subtitle:
        'Fraudsters imitate bank alerts, delivery notices and KYC reminders every day, so customers have learned to doubt business messages. With Truecaller business messaging, your messages carry your verified name, logo and badge, and stand apart from spam.',
      actions: [
        { label: 'Talk to Our Team', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'shield' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'What Verified Business Messaging Gives You',
      columns: 3,
      items: [
        {
          icon: VerifiedIcon,
          title: 'Verified Sender Identity',
          text: 'Your business name, logo and verified badge appear on your messages, in place of a bare Sender ID.',
        },
        {
          icon: MarkChatReadIcon,
          title: 'Right Place in the Inbox',
          text: 'Verified messages are recognised as genuine business messages, so OTPs and alerts are not lost among spam.',
        },
        {
          icon: SmartButtonIcon,
          title: 'Action Buttons',
          text: 'Where supported, add buttons to call, track an order, pay or visit your website directly from the message.',
        },
        {
          icon: ShieldIcon,
          title: 'Brand Protection',
          text: 'Customers can tell your real messages from look-alike messages, which protects them and your reputation.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian Languages',
          text: 'Send in English, Hindi and regional languages, so every customer reads the message in the language they prefer.',
        },
        {
          icon: InsightsIcon,
          title: 'Delivery Reporting',
          text: 'Follow delivery and engagement on the Vistaar Infotech dashboard alongside your SMS and WhatsApp campaigns.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'comparison',
      eyebrow: 'Comparison',
      title: 'Ordinary Business SMS vs Verified Messaging',
      columns: ['Ordinary business SMS', 'Verified on Truecaller'],
      rows: [
        {
          label: 'Sender shown',
          values: ['A six-character header', 'Business name, logo and verified badge'],
        },
        {
          label: 'Customer trust',
          values: [
            'Easy for fraudsters to imitate',
            'Identity checked before messages carry the badge',
          ],
        },
        {
          label: 'Interaction',
          values: ['Plain text and links', 'Text with action buttons where supported'],
        },
        {
          label: 'Compliance',
          values: [
            'DLT-registered headers and templates',
            'Same DLT compliance, plus verified identity',
          ],
        },
      ],
      note: 'Verified messaging adds to your DLT-compliant SMS setup; it does not replace it. Customers without Truecaller still receive your message as a normal SMS.',
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Messages That Benefit Most From Verification',
      items: [
        {
          icon: PasswordIcon,
          title: 'OTPs and Login Alerts',
          text: 'Customers can trust that a one-time password really came from your bank, app or portal.',
        },
        {
          icon: AccountBalanceWalletIcon,
          title: 'Payment and Account Alerts',
          text: 'Debit, credit, EMI and due-date messages that customers act on without suspicion.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Order and Delivery Updates',
          text: 'Shipping and delivery messages with a track button, clearly separated from fake courier scams.',
        },
        {
          icon: ReceiptIcon,
          title: 'Bills and Invoices',
          text: 'Utility, telecom and subscription bills with amount and due date from a recognised sender.',
        },
        {
          icon: EventAvailableIcon,
          title: 'Appointments',
          text: 'Confirmations and reminders for clinics, service centres and salons, with a call button to reschedule.',
        },
        {
          icon: CampaignIcon,
          title: 'Offers to Opted-in Customers',
          text: 'Promotions that look as credible as your brand, sent within the permitted hours and consent rules.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'Getting started',
      title: 'From Sign-up to Verified Messages',
      steps: [
        {
          title: 'Business verification',
          text: 'We collect your brand assets and business documents and submit your business profile for verification.',
        },
        {
          title: 'Sender mapping',
          text: 'Your DLT-registered Sender IDs and templates are mapped to your verified profile.',
        },
        {
          title: 'Launch and report',
          text: 'Send through the same Vistaar Infotech panel or API you already use, and track results on one dashboard.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        {
          question: 'Do I need a new API to send verified messages?',
          answer:
            'No. If you already send SMS through Vistaar Infotech, your existing panel and API keep working. Verification is linked to your Sender IDs.',
        },
        {
          question: 'What do customers without Truecaller see?',
          answer:
            'They receive your message as a regular SMS from your DLT-registered Sender ID, so your reach does not change.',
        },
        {
          question: 'Can promotional messages be verified too?',
          answer:
            'Yes, but they must still follow TRAI rules: promotional messages go only to non-DND numbers and only during the permitted hours.',
        },
        {
          question: 'Can I combine this with verified calls?',
          answer:
            'Yes. Many businesses verify both their calling numbers and their Sender IDs, so customers see one consistent identity for calls and messages.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Make Your Messages Unmistakably Yours',
      text: 'Share your Sender IDs and monthly volumes, and we will take care of verification and setup.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Verified Business Calls', to: '/truecaller', variant: 'secondary' },
      ],
    },
  ],
};
