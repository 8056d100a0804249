import type { MarketingPageContent } from '@/shared/ui/sections';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import AlarmIcon from '@mui/icons-material/Alarm';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import LanguageIcon from '@mui/icons-material/Language';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import SmsIcon from '@mui/icons-material/Sms';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ApiIcon from '@mui/icons-material/Api';

export const content: MarketingPageContent = {
  meta: {
    title: 'Lead Management Software',
    description:
      'Capture leads from your website, ads, portals, calls and WhatsApp, assign them instantly, schedule follow-ups and track every lead from enquiry to sale.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Lead Management',
      title: 'Never Let a Lead Go Cold Again',
      highlight: 'Go Cold',
      subtitle:
        'Enquiries arrive from ads, portals, your website, calls and WhatsApp, and too many are lost in inboxes and notebooks. Vistaar Infotech Lead Management pulls every lead into one place, assigns it in seconds and makes sure someone follows up.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'Lead Sources', to: '#sources', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'analytics' },
    },
    {
      kind: 'chips',
      id: 'sources',
      eyebrow: 'Lead sources',
      title: 'Every Enquiry, Captured Automatically',
      subtitle: 'Leads flow in from all your channels without copy-pasting.',
      items: [
        { icon: LanguageIcon, label: 'Website forms', text: 'Embed code or API' },
        { icon: FacebookIcon, label: 'Facebook and Instagram lead ads' },
        { icon: GoogleIcon, label: 'Google Ads lead forms' },
        {
          icon: StorefrontIcon,
          label: 'Property and B2B portals',
          text: 'By API or e-mail parsing',
        },
        { icon: PhoneCallbackIcon, label: 'Missed calls and IVR' },
        { icon: WhatsAppIcon, label: 'WhatsApp chats' },
        { icon: SmsIcon, label: 'SMS keywords' },
        { icon: UploadFileIcon, label: 'Excel and CSV uploads' },
        { icon: ApiIcon, label: 'Any system via REST API' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'From Enquiry to Closed Deal',
      columns: 3,
      items: [
        {
          icon: MoveToInboxIcon,
          title: 'Unified Lead Inbox',
          text: 'All leads in one list with source, campaign, product interest and history, and duplicates merged automatically.',
        },
        {
          icon: CallSplitIcon,
          title: 'Automatic Assignment',
          text: 'Assign leads by city, product, language or round-robin, so each lead reaches the right executive within seconds.',
        },
        {
          icon: AlarmIcon,
          title: 'Follow-up Reminders',
          text: 'Every lead gets a next action and date. Executives and managers are alerted when a follow-up is overdue.',
        },
        {
          icon: FilterAltIcon,
          title: 'Pipeline Stages',
          text: 'Move leads from new to contacted, interested, site visit or demo, negotiation and won or lost, with reasons recorded.',
        },
        {
          icon: WhatsAppIcon,
          title: 'Instant Engagement',
          text: 'Send an automatic WhatsApp or SMS welcome with your brochure the moment a lead arrives.',
        },
        {
          icon: PhoneAndroidIcon,
          title: 'Mobile App for Sales Teams',
          text: 'Call, update status and log notes from the phone, with calls recorded against the lead.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'journey',
      eyebrow: 'How it works',
      title: 'The Life of a Lead',
      steps: [
        {
          title: 'Captured',
          text: 'A lead fills a form, clicks an ad or gives a missed call and appears in the system with its source.',
        },
        {
          title: 'Assigned and greeted',
          text: 'The lead is assigned to an executive and receives a welcome message on WhatsApp or SMS.',
        },
        {
          title: 'Followed up',
          text: 'The executive calls, logs the outcome and schedules the next follow-up until a decision is made.',
        },
        {
          title: 'Converted and measured',
          text: 'Won leads move to your CRM or billing, and reports show which sources and campaigns deliver sales.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'What Sales Managers Get',
      items: [
        {
          title: 'Faster first response',
          text: 'Leads are contacted within minutes, while the customer is still comparing options.',
        },
        {
          title: 'No leaked leads',
          text: 'Every lead has an owner and a next action, and unattended leads are escalated.',
        },
        {
          title: 'True cost per sale',
          text: 'Source-wise conversion shows which portals and campaigns are worth their budget.',
        },
        {
          title: 'Accountable teams',
          text: 'Executive-wise reports show calls made, follow-ups done and deals closed.',
        },
      ],
      aside: {
        title: 'Ready for your industry',
        text: 'Real estate, education, insurance, automobile dealers, travel and B2B manufacturers use pipeline stages tailored to how they sell.',
      },
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Lead Management: Frequently Asked Questions',
      items: [
        {
          question: 'How is this different from a CRM?',
          answer:
            'Lead Management focuses on capturing, assigning and following up enquiries until they convert. Our CRM adds customer records, contact directory, employee management and deeper reporting after the sale. Many clients start with one and add the other.',
        },
        {
          question: 'Can leads from portals come in automatically?',
          answer:
            'Yes. Where a portal offers an API, leads are fetched directly. Otherwise, lead notification e-mails are read and converted into leads automatically.',
        },
        {
          question: 'Can we stop two executives from working on the same lead?',
          answer:
            'Yes. Duplicate leads are detected by mobile number and e-mail, and merged into the existing record with its owner.',
        },
        {
          question: 'Is there a mobile app?',
          answer:
            'Yes. Sales executives use Android and iOS apps to call leads, update status and log notes from the field.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Turn More Enquiries Into Customers',
      text: 'Show us where your leads come from today, and we will set up a trial with your own sources and pipeline.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Explore Our CRM', to: '/crm', variant: 'secondary' },
      ],
    },
  ],
};
