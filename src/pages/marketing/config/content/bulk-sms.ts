import type { MarketingPageContent } from '@/shared/ui/sections';
import CampaignIcon from '@mui/icons-material/Campaign';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import BadgeIcon from '@mui/icons-material/Badge';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TranslateIcon from '@mui/icons-material/Translate';
import LinkIcon from '@mui/icons-material/Link';
import InsightsIcon from '@mui/icons-material/Insights';
import ApiIcon from '@mui/icons-material/Api';
import GroupsIcon from '@mui/icons-material/Groups';

export const content: MarketingPageContent = {
  meta: {
    title: 'Bulk SMS Services',
    description:
      'DLT-compliant bulk SMS in India: promotional and transactional routes, up to 50,000 messages per batch, unlimited Sender IDs, delivery reports and an SMS API.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Bulk SMS',
      title: 'Bulk SMS That Reaches Every Mobile Number in India',
      highlight: 'Every Mobile Number',
      subtitle:
        'Send OTPs, order alerts, reminders and offers from one DLT-compliant panel or API. Vistaar Infotech routes your traffic over direct operator connections, with live delivery reports for every message.',
      actions: [
        { label: 'Talk to Sales', to: '/contact', variant: 'primary' },
        { label: 'Explore Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'messaging' },
      stats: [
        { value: '50,000', label: 'Messages per batch' },
        { value: '160', label: 'Characters per SMS' },
        { value: '99.9%', label: 'Platform uptime' },
      ],
    },
    {
      kind: 'split',
      id: 'sms-types',
      eyebrow: 'Choose the right route',
      title: 'Promotional vs Transactional SMS',
      subtitle:
        'TRAI rules treat marketing and service messages differently. We set up both routes on your DLT registration so every message goes out on the correct one.',
      panels: [
        {
          icon: CampaignIcon,
          title: 'Promotional SMS',
          text: 'For offers, sale announcements, new launches and event invitations sent to prospects and customers who have not blocked marketing messages.',
          points: [
            'Delivered only from 9:00 AM to 9:00 PM',
            'Sent only to non-DND numbers; DND numbers are filtered out automatically',
            'Sent from a numeric header assigned by the operator',
            'Ideal for festive campaigns, store openings and seasonal offers',
          ],
        },
        {
          icon: ReceiptLongIcon,
          title: 'Transactional SMS',
          text: 'For OTPs, payment confirmations, order and delivery updates, appointment reminders and account alerts that a customer expects to receive.',
          points: [
            'Delivered 24/7 including DND numbers',
            'Must be sent without promotional content of any kind',
            'Branded Sender ID of 6 alphanumeric characters, such as VSTINF',
            'Priority routing for OTPs and time-critical alerts',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Core features',
      title: 'Everything You Need to Run SMS at Scale',
      subtitle:
        'A web panel for your marketing team, an API for your developers and reports your compliance team can rely on.',
      columns: 4,
      items: [
        {
          icon: UploadFileIcon,
          title: 'Bulk Upload',
          text: 'Upload contacts from Excel or CSV and send up to 50,000 messages per batch, with duplicate and invalid number removal before sending.',
        },
        {
          icon: BadgeIcon,
          title: 'Unlimited Sender IDs',
          text: 'Register unlimited custom Sender IDs for brands, branches or departments, each mapped to its DLT header and approved templates.',
        },
        {
          icon: ScheduleIcon,
          title: 'Scheduling',
          text: 'Schedule campaigns by date and time. Promotional batches queued outside the permitted window wait automatically for 9:00 AM.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian Languages',
          text: 'Send in Hindi, Tamil, Bengali, Marathi, Telugu and other Indian languages using Unicode, with a live counter that shows how many SMS parts each message will use.',
        },
        {
          icon: LinkIcon,
          title: 'Personalised Messages',
          text: 'Merge names, amounts, due dates and order numbers from your sheet into each message, and add tracked short links to measure clicks.',
        },
        {
          icon: InsightsIcon,
          title: 'Delivery Reports',
          text: 'See delivered, failed and pending status per number in real time, with operator and circle details and downloadable reports.',
        },
        {
          icon: ApiIcon,
          title: 'HTTP and REST API',
          text: 'Trigger OTPs and alerts from your website, app, ERP or billing software, with delivery callbacks to your own webhook.',
        },
        {
          icon: GroupsIcon,
          title: 'Groups and Sub-accounts',
          text: 'Organise contacts into groups and give each branch or franchise its own sub-account with separate credits and reports.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'consent',
      eyebrow: 'Consent categories',
      title: 'Explicit vs Implicit SMS',
      subtitle:
        'Under the DLT framework, service messages are further classified by the kind of consent behind them. Choosing the right category keeps your templates approved.',
      columns: ['Explicit SMS', 'Implicit SMS'],
      rows: [
        {
          label: 'Basis',
          values: [
            'The customer has given recorded, verifiable consent to receive messages from you',
            'The message arises from an existing relationship or a transaction the customer started',
          ],
        },
        {
          label: 'Typical messages',
          values: [
            'Newsletters to subscribers, renewal offers to opted-in customers, product updates',
            'OTPs, order confirmations, bank alerts, delivery updates, appointment reminders',
          ],
        },
        {
          label: 'Consent proof',
          values: [
            'Consent registered on the DLT platform through a consent template',
            'No separate consent record; the transaction itself is the basis',
          ],
        },
        {
          label: 'DND numbers',
          values: [
            'Delivered to DND numbers that have given explicit consent to you',
            'Delivered to DND numbers, as the customer expects the message',
          ],
        },
        {
          label: 'Content rules',
          values: [
            'Must match the approved template and the purpose of the consent',
            'Must stay informational, without promotional content',
          ],
        },
      ],
      note: 'Our onboarding team reviews your templates and assigns each one to the correct category before it is submitted to the operator DLT portal.',
    },
    {
      kind: 'steps',
      id: 'onboarding',
      eyebrow: 'Getting started',
      title: 'From DLT Registration to Your First Campaign',
      steps: [
        {
          title: 'Register on DLT',
          text: 'We guide you through principal entity registration on an operator DLT portal with your PAN, GST certificate and authorisation letter.',
          duration: '1-3 days',
        },
        {
          title: 'Headers and templates',
          text: 'Register your Sender IDs and message templates, with variable fields marked correctly so they are approved the first time.',
          duration: '1-2 days',
        },
        {
          title: 'Link to your account',
          text: 'Map your DLT entity ID, headers and template IDs to your Vistaar Infotech account and test on a few numbers.',
          duration: 'Same day',
        },
        {
          title: 'Go live',
          text: 'Send from the panel or the API, and track delivery, clicks and credits from one dashboard.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'For developers',
      title: 'Send Your First SMS Over the API',
      text: 'One HTTPS call sends a single OTP or a batch of alerts. Each request returns a message ID, and delivery status is posted to your webhook as soon as the operator reports it.',
      points: [
        'REST and HTTP GET endpoints with API key authentication',
        'DLT template ID and entity ID passed with every message',
        'Delivery callbacks with status, operator and timestamp',
        'IP whitelisting and separate keys for test and production',
      ],
      sample:
        'POST /v1/sms/send\nAuthorization: Bearer <API_KEY>\nContent-Type: application/json\n\n{\n  "sender": "VSTINF",\n  "route": "transactional",\n  "templateId": "<DLT_TEMPLATE_ID>",\n  "to": ["91XXXXXXXXXX"],\n  "message": "Your login OTP is 482913. It is valid for 10 minutes."\n}',
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Bulk SMS: Frequently Asked Questions',
      items: [
        {
          question: 'Is DLT registration mandatory for bulk SMS in India?',
          answer:
            'Yes. TRAI requires every business sending commercial SMS to register as a principal entity and to register its Sender IDs and templates on a DLT platform. Messages that do not match a registered template are blocked by the operator. We help you complete the process.',
        },
        {
          question: 'How many characters can one SMS contain?',
          answer:
            'The limit is 160 characters per SMS. Longer messages are split into parts and joined on the handset, and each part is counted as one SMS for billing. Messages in Indian languages use Unicode, which fits fewer characters per part.',
        },
        {
          question: 'Can I send promotional SMS at night or to DND numbers?',
          answer:
            'No. Promotional SMS can be sent only from 9:00 AM to 9:00 PM and only to non-DND numbers. Our platform filters DND numbers and holds promotional batches outside the window automatically.',
        },
        {
          question: 'Can transactional SMS include an offer?',
          answer:
            'No. Transactional SMS are delivered 24/7, including to DND numbers, precisely because they carry no promotional content. Adding a discount or offer to an OTP or alert template will cause it to be rejected.',
        },
        {
          question: 'How many Sender IDs can I use?',
          answer:
            'You can use unlimited custom Sender IDs. A transactional Sender ID has 6 alphanumeric characters and must relate to your brand or company name.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Start Sending Bulk SMS This Week',
      text: 'Share your use case and expected volumes, and our team will set up your DLT-linked account and a test route for your first messages.',
      actions: [
        { label: 'Get a Quote', to: '/contact', variant: 'primary' },
        { label: 'Explore RCS Messaging', to: '/rcs-messaging', variant: 'secondary' },
      ],
    },
  ],
};
