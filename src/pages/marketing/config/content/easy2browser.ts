import type { MarketingPageContent } from '@/shared/ui/sections';
import PolicyIcon from '@mui/icons-material/Policy';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import KeyIcon from '@mui/icons-material/Key';
import HistoryIcon from '@mui/icons-material/History';
import DevicesIcon from '@mui/icons-material/Devices';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import QuizIcon from '@mui/icons-material/Quiz';
import StorefrontIcon from '@mui/icons-material/Storefront';

export const content: MarketingPageContent = {
  meta: {
    title: 'Easy2Browser: Secure Business Browser',
    description:
      'Easy2Browser is a managed browser for businesses: allow-listed websites, download and copy controls, watermarking, central policies and audit logs of activity.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Easy2Browser',
      title: 'A Secure Browser Your IT Team Controls',
      highlight: 'Your IT Team Controls',
      subtitle:
        'Most business work now happens in a browser, and so do most data leaks. Easy2Browser gives employees and contractors a browser that opens only approved applications and keeps customer data inside your organisation, with every policy managed centrally.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'shield' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Security Controls Built Into the Browser',
      columns: 3,
      items: [
        {
          icon: PolicyIcon,
          title: 'Website Allow and Block Lists',
          text: 'Permit only your business applications and approved sites, or block categories such as social media, streaming and file sharing.',
        },
        {
          icon: ContentCopyIcon,
          title: 'Copy, Print and Screenshot Controls',
          text: 'Disable copy-paste, printing and screen capture on sensitive applications, and add a visible user watermark.',
        },
        {
          icon: CloudDownloadIcon,
          title: 'Download and Upload Rules',
          text: 'Block or restrict downloads and uploads by site and file type, so customer data cannot leave through the browser.',
        },
        {
          icon: KeyIcon,
          title: 'Single Sign-on and Device Binding',
          text: 'Users sign in with company credentials, and access can be limited to registered devices and office networks.',
        },
        {
          icon: HistoryIcon,
          title: 'Activity Audit Logs',
          text: 'Sites visited, blocked attempts and policy violations are logged per user for security and compliance reviews.',
        },
        {
          icon: DevicesIcon,
          title: 'Central Management',
          text: 'Push policies to every user, team or location from one admin console, with changes applied instantly.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'comparison',
      eyebrow: 'Comparison',
      title: 'Consumer Browser vs Easy2Browser',
      columns: ['Consumer browser', 'Easy2Browser'],
      rows: [
        {
          label: 'Websites',
          values: ['Any site on the internet', 'Only the sites your policy allows'],
        },
        {
          label: 'Data leaving the browser',
          values: ['Copy, print, download freely', 'Controlled per application and per user'],
        },
        {
          label: 'Extensions',
          values: ['Installed by the user', 'Only approved extensions'],
        },
        {
          label: 'Visibility for IT',
          values: ['None', 'Central logs and policy reports'],
        },
        {
          label: 'Contractor laptops',
          values: ['Data mixes with personal use', 'Work stays inside a managed browser'],
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Where Businesses Use Easy2Browser',
      items: [
        {
          icon: SupportAgentIcon,
          title: 'Contact Centres and BPOs',
          text: 'Agents reach only the CRM and ticketing tools, with copy and screenshot blocked on customer records.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Banks, NBFCs and Insurers',
          text: 'Protect customer financial data on branch, partner and work-from-home systems.',
        },
        {
          icon: QuizIcon,
          title: 'Online Examinations',
          text: 'A locked kiosk mode that opens only the exam portal and blocks tab switching.',
        },
        {
          icon: StorefrontIcon,
          title: 'Retail and Kiosks',
          text: 'Shared counter and kiosk computers that open only billing or ordering applications.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deployment',
      eyebrow: 'Deployment',
      title: 'Roll Out in Days',
      steps: [
        {
          title: 'Define policies',
          text: 'We list your business applications and agree on the controls each team needs.',
        },
        {
          title: 'Install',
          text: 'Easy2Browser is pushed to Windows machines through your existing tools or installed by our team.',
        },
        {
          title: 'Pilot and expand',
          text: 'A pilot group validates the policies, then the browser is rolled out to every user.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Easy2Browser: Frequently Asked Questions',
      items: [
        {
          question: 'Will our web applications work in Easy2Browser?',
          answer:
            'Yes. Easy2Browser is built on a standard, modern browser engine, so web applications that work in common browsers work the same way.',
        },
        {
          question: 'Can employees still use their normal browser?',
          answer:
            'That is your choice. You can allow a normal browser for general browsing and restrict business applications so they open only in Easy2Browser.',
        },
        {
          question: 'Does it work for remote workers?',
          answer:
            'Yes. Policies are applied from the cloud console wherever the user is, and access can be tied to registered devices.',
        },
        {
          question: 'What do the logs contain?',
          answer:
            'Logs record the user, time, site and policy events such as blocked downloads. They are visible only to authorised administrators.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Keep Business Data Inside the Business',
      text: 'Tell us which applications your teams use and what you need to protect, and we will configure a pilot for one team.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'IT Consulting', to: '/consulting', variant: 'secondary' },
      ],
    },
  ],
};
