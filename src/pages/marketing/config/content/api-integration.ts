// API integration service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import { heroLoopVideo } from '@/shared/ui/hero-loop';
import HubIcon from '@mui/icons-material/Hub';
import SecurityIcon from '@mui/icons-material/Security';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SchoolIcon from '@mui/icons-material/School';
import FactoryIcon from '@mui/icons-material/Factory';

export const content: MarketingPageContent = {
  meta: {
    title: 'API Integration',
    description:
      'Connect payment gateways, GST e-invoicing, Tally, couriers, CRM, SMS and WhatsApp to your software through secure, monitored API integrations.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'API Integration',
      title: 'Make your systems talk to each other',
      highlight: 'talk to each other',
      subtitle:
        'Vistaar Infotech designs, builds and runs integrations between your applications and the platforms your business depends on: payment gateways, GST and e-invoicing, accounting, logistics, CRM, messaging and government services. Data moves on its own, accurately and securely.',
      actions: [
        { label: 'Talk to an Integration Expert', to: '/contact', variant: 'primary' },
        { label: 'See Our Approach', to: '#approach', variant: 'secondary' },
      ],
      media: { kind: 'video', ...heroLoopVideo },
    },
    {
      kind: 'features',
      id: 'highlights',
      eyebrow: 'Highlights',
      title: 'Integration done properly',
      columns: 4,
      items: [
        {
          icon: HubIcon,
          title: 'REST, SOAP, webhooks and files',
          text: 'We work with modern REST and GraphQL APIs, legacy SOAP services, webhooks, SFTP drops and database links, whatever your partners offer.',
        },
        {
          icon: SecurityIcon,
          title: 'Secure data exchange',
          text: 'OAuth 2.0, signed webhooks, IP allow-lists, encrypted secrets and masked logs keep customer and payment data protected end to end.',
        },
        {
          icon: MonitorHeartIcon,
          title: 'Monitored around the clock',
          text: 'Every call is logged and tracked. Failures trigger retries and alerts, so an outage at a partner does not silently lose your orders.',
        },
        {
          icon: SyncAltIcon,
          title: 'Real-time or scheduled',
          text: 'Push updates instantly through webhooks and queues, or run batch syncs at night, depending on volume and what each system supports.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'industries',
      eyebrow: 'Industry solutions',
      title: 'Integrations we build for Indian industries',
      items: [
        {
          icon: StorefrontIcon,
          title: 'Retail and e-commerce',
          text: 'Sync orders, stock and prices across your store, marketplaces and ONDC, push shipments to courier aggregators and post invoices to accounting.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'BFSI and fintech',
          text: 'UPI collect and payouts, e-mandates, PAN and bank-account verification, and e-KYC through licensed providers, wired into your loan or wallet platform.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Healthcare',
          text: 'Connect HIS, lab and pharmacy systems, send reports over WhatsApp and SMS, and prepare for ABDM-compliant health record exchange.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Logistics and transport',
          text: 'E-way bill generation, GPS and vehicle tracking feeds, driver apps and customer notifications linked to your dispatch system.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Fee collection through payment gateways, SMS and WhatsApp alerts to parents, LMS single sign-on and results publishing.',
        },
        {
          icon: FactoryIcon,
          title: 'Manufacturing and distribution',
          text: 'Link ERP, Tally, dealer portals and GST e-invoicing so that orders, dispatches and invoices flow without re-entry.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'What integration changes for your business',
      items: [
        { title: 'No double data entry', text: 'Enter once, and every connected system updates.' },
        {
          title: 'Fewer errors',
          text: 'Validation rules catch mismatches before they reach your books.',
        },
        {
          title: 'Faster order-to-cash',
          text: 'Orders, invoices and payments move in minutes, not days.',
        },
        {
          title: 'Compliance built in',
          text: 'GST e-invoices and e-way bills are generated from source data.',
        },
        {
          title: 'One view of the customer',
          text: 'CRM, support and billing share the same records.',
        },
        {
          title: 'Scales with volume',
          text: 'Queues and retries absorb peaks such as festive-season sales.',
        },
        { title: 'Full audit trail', text: 'Every request and response is logged and searchable.' },
        {
          title: 'Lower running costs',
          text: 'Staff time moves from copying data to serving customers.',
        },
      ],
      aside: {
        title: 'Reliable by design',
        text: 'Integrations run on monitored infrastructure, and our support desk is there when a partner API changes without notice.',
        stats: [
          { value: '99.9%', label: 'Uptime' },
          { value: '10,000+', label: 'Companies on our platforms' },
        ],
      },
    },
    {
      kind: 'steps',
      id: 'approach',
      eyebrow: 'Approach',
      title: 'How we deliver an integration',
      steps: [
        {
          title: 'Assessment and mapping',
          text: 'We study each system, its API documentation and limits, and map every field, status and error case between them.',
          duration: '1-2 weeks',
        },
        {
          title: 'Design and sandbox set-up',
          text: 'Architecture, security model and retry rules are agreed, and sandbox credentials are tested with partners.',
          duration: '2-3 weeks',
        },
        {
          title: 'Build and test',
          text: 'Connectors are developed with automated tests, run against sandbox and sample production data, and signed off by your team.',
          duration: '3-6 weeks',
        },
        {
          title: 'Go-live and support',
          text: 'Phased roll-out, monitoring dashboards and alerts, plus maintenance for partner API version changes.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'api',
      id: 'webhooks',
      eyebrow: 'For developers',
      title: 'Clean contracts, predictable webhooks',
      text: 'Where we build an integration layer for you, it exposes documented endpoints and signed webhooks so your own developers can extend it safely.',
      points: [
        'OpenAPI documentation for every endpoint',
        'HMAC-signed webhooks with automatic retries',
        'Idempotency keys to prevent duplicate orders and payments',
        'Sandbox and production environments kept separate',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/integrations/orders
Authorization: Bearer $VISTAAR_API_KEY
Idempotency-Key: 5f2c9a1e-order-10482
Content-Type: application/json

{
  "orderId": "SO-10482",
  "gstin": "07AABCV1234F1Z5",
  "amount": 12480.0,
  "currency": "INR",
  "pushTo": ["tally", "einvoice", "courier"]
}`,
    },
    {
      kind: 'faq',
      title: 'API integration FAQs',
      items: [
        {
          question: 'Which platforms can you integrate with?',
          answer:
            'Any system with an API, webhook, file export or database access. Common ones include payment gateways, Tally and other accounting software, GST e-invoicing through GSPs, courier aggregators, CRMs, and SMS, WhatsApp and email platforms.',
        },
        {
          question: 'What if the other system has no API?',
          answer:
            'We can use scheduled file exchange over SFTP, read-only database views or, as a last resort, carefully monitored automation. We explain the trade-offs before recommending one.',
        },
        {
          question: 'Who maintains the integration when a partner changes its API?',
          answer:
            'Under a support plan, we track partner change notices, update connectors and re-test before the old version is retired, so your operations continue without interruption.',
        },
        {
          question: 'Where is our data stored during integration?',
          answer:
            'Integrations run on cloud infrastructure in Indian regions by default. We keep only what is needed for retries and audit, and we mask sensitive fields in logs.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Tell us which systems need to connect',
      text: 'List the applications and partners involved, and we will return an integration map, an approach and a timeline.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Web App Development', to: '/webapp-development', variant: 'secondary' },
      ],
    },
  ],
};
