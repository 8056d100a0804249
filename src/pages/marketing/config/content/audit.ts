// Audit and inspection software product page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import { heroLoopVideo } from '@/shared/ui/hero-loop';
import ChecklistIcon from '@mui/icons-material/Checklist';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import StorefrontIcon from '@mui/icons-material/Storefront';
import FactoryIcon from '@mui/icons-material/Factory';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ConstructionIcon from '@mui/icons-material/Construction';
import ApartmentIcon from '@mui/icons-material/Apartment';

export const content: MarketingPageContent = {
  meta: {
    title: 'Audit & Inspection Software',
    description:
      'Digital checklists, field audits with geotagged photos, automatic scoring, corrective actions and instant reports for store, factory and site inspections.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Audit & Inspection Software',
      title: 'Replace paper checklists with audits you can trust',
      highlight: 'audits you can trust',
      subtitle:
        'Vistaar Infotech Audit lets your team run store, site, safety and quality inspections on a phone, capture geotagged photo evidence, score results automatically and follow every issue through to closure. Managers see the whole network on one dashboard.',
      actions: [
        { label: 'Request a Free Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'video', ...heroLoopVideo },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Everything from checklist to closure',
      columns: 3,
      items: [
        {
          icon: ChecklistIcon,
          title: 'Checklist builder',
          text: 'Build checklists with yes/no, rating, numeric, dropdown, signature and photo questions, conditional logic and sections. Start from templates or import from Excel.',
        },
        {
          icon: AddLocationAltIcon,
          title: 'Field audits with photos and geotags',
          text: 'Auditors capture time-stamped, geotagged photos and notes on Android or iOS. Audits work offline and sync when the phone is back on network.',
        },
        {
          icon: LeaderboardIcon,
          title: 'Scoring and grading',
          text: 'Weighted questions, critical items that fail an audit outright, and automatic grades by section, location, region and auditor.',
        },
        {
          icon: AssignmentTurnedInIcon,
          title: 'Corrective actions',
          text: 'Every failed item can raise an action with an owner, due date and priority. Owners upload proof of fix, and overdue actions escalate automatically.',
        },
        {
          icon: AssessmentIcon,
          title: 'Reports and dashboards',
          text: 'Branded PDF reports generated the moment an audit is submitted, shared by email or WhatsApp, plus trend dashboards and Excel exports.',
        },
        {
          icon: EventAvailableIcon,
          title: 'Scheduling and assignments',
          text: 'Plan recurring audits by location and frequency, assign auditors, and track completion against the schedule across every branch.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Built for inspections across industries',
      items: [
        {
          icon: StorefrontIcon,
          title: 'Retail store audits',
          text: 'Visual merchandising, planogram compliance, stock, cleanliness and customer-service checks across every outlet.',
        },
        {
          icon: FactoryIcon,
          title: 'Factory safety and quality',
          text: 'EHS inspections, 5S audits, machine checks and quality control at the line, with evidence for every finding.',
        },
        {
          icon: RestaurantIcon,
          title: 'Food safety and hygiene',
          text: 'Kitchen hygiene, temperature logs and FSSAI-aligned checklists for restaurants, cloud kitchens and QSR chains.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Branch inspections',
          text: 'Branch, ATM and office audits for banks, NBFCs and insurers, covering security, signage, documents and customer service.',
        },
        {
          icon: ConstructionIcon,
          title: 'Construction sites',
          text: 'Site safety, progress and snag inspections with photos pinned to the exact location on site.',
        },
        {
          icon: ApartmentIcon,
          title: 'Facility management',
          text: 'Housekeeping, fire safety, washroom and equipment checks for offices, malls, hospitals and residential societies.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Set up checklists',
          text: 'Create or import your checklists, set weightage and critical items, and add your locations and users.',
        },
        {
          title: 'Audit in the field',
          text: 'Auditors open the assigned audit on their phone, answer questions and attach geotagged photos, online or offline.',
        },
        {
          title: 'Score and report',
          text: 'On submission, the score is calculated and a PDF report reaches the location manager and head office instantly.',
        },
        {
          title: 'Fix and verify',
          text: 'Corrective actions are assigned, tracked to closure with proof, and verified in the next audit.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Why teams switch from paper and spreadsheets',
      items: [
        {
          title: 'Verified evidence',
          text: 'Geotags and time stamps show the audit really happened on site.',
        },
        { title: 'Reports in seconds', text: 'No more typing up findings at the end of the day.' },
        {
          title: 'Issues actually get fixed',
          text: 'Every finding has an owner, a deadline and an escalation path.',
        },
        {
          title: 'Network-wide visibility',
          text: 'Compare branches, regions and auditors on one dashboard.',
        },
        {
          title: 'Works in low coverage',
          text: 'Offline mode for basements, factories and remote sites.',
        },
        {
          title: 'Multilingual checklists',
          text: 'Questions in English, Hindi and regional languages for field staff.',
        },
      ],
      aside: {
        title: 'Dependable platform',
        text: 'Hosted in India with daily backups, role-based access and a support team that answers during business hours.',
        stats: [
          { value: '99.9%', label: 'Uptime' },
          { value: '10+', label: 'Years building software' },
        ],
      },
    },
    {
      kind: 'faq',
      title: 'Audit software FAQs',
      items: [
        {
          question: 'Can we use our existing checklists?',
          answer:
            'Yes. Send us your checklists in Excel or Word and our team will set them up during onboarding, including scoring rules and critical items.',
        },
        {
          question: 'Does the app work without internet?',
          answer:
            'Yes. Audits, photos and signatures are stored on the device and sync automatically once a connection is available.',
        },
        {
          question: 'Can the software integrate with our other systems?',
          answer:
            'Audit results and actions can be exported to Excel or pushed to your ERP, HRMS or BI tools over an API, and notifications can go by email, SMS or WhatsApp.',
        },
        {
          question: 'Is it suitable for a small number of locations?',
          answer:
            'Yes. It works for a single factory or a handful of stores as well as for national chains with hundreds of outlets, and pricing scales with users.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'See your own checklist running on a phone',
      text: 'Share one of your checklists and we will show it to you live in the app, with scoring and a sample report.',
      actions: [
        { label: 'Request a Free Demo', to: '/contact', variant: 'primary' },
        { label: 'Asset Management', to: '/assets', variant: 'secondary' },
      ],
    },
  ],
};
