import type { MarketingPageContent } from '@/shared/ui/sections';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonIcon from '@mui/icons-material/Person';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ViewListIcon from '@mui/icons-material/ViewList';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ContactsIcon from '@mui/icons-material/Contacts';

export const content: MarketingPageContent = {
  meta: {
    title: 'CRM Software',
    description:
      'A sales CRM for Indian teams: add and track leads, schedule follow-ups, manage sales executives, keep a contact directory and see every deal on one dashboard.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'CRM',
      title: 'A CRM Your Sales Team Will Actually Use',
      highlight: 'Actually Use',
      subtitle:
        'Vistaar Infotech CRM keeps every lead, follow-up and customer in one place. Admins see the whole pipeline; sales executives see exactly what to do next. It is simple enough to adopt in a day and structured enough to run a growing sales team.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'Explore the Menus', to: '#menus', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'A Sales CRM for Indian Teams, Priced per User',
      paragraphs: [
        'Dealerships, real estate developers, insurance agencies, education counsellors and distributors use the CRM to stop leads slipping through WhatsApp chats and notebooks, and to see each executive’s follow-ups at a glance.',
        'It is priced per user each month, with Admins and Sales Executives counted alike, and runs in the browser and on phones with nothing to install. We import your leads and contacts from Excel and train your team online, so most teams work their first follow-ups in it within a week.',
      ],
    },
    {
      kind: 'split',
      id: 'roles',
      eyebrow: 'Roles',
      title: 'Two Roles, Each With the Right View',
      subtitle:
        'Access is based on role, so everyone sees what they need and nothing they should not.',
      panels: [
        {
          icon: AdminPanelSettingsIcon,
          title: 'Admin',
          text: 'Business owners and sales managers who oversee the team, the pipeline and the numbers.',
          points: [
            'Sees all leads across every executive and branch',
            'Adds, edits and deactivates sales executives in Employee Management',
            'Assigns and reassigns leads between executives',
            'Reviews team performance in Reports & Analytics',
          ],
        },
        {
          icon: PersonIcon,
          title: 'Sales Executive',
          text: 'Members of the sales team who call, meet and convert leads every day.',
          points: [
            'Sees the leads assigned to them and their follow-ups for the day',
            'Adds new leads from calls, walk-ins and referrals',
            'Updates lead status and schedules the next follow-up',
            'Looks up customers in the Contact Directory',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'menus',
      eyebrow: 'Menus',
      title: 'Six Menus That Cover the Sales Day',
      columns: 3,
      items: [
        {
          icon: DashboardIcon,
          title: 'Dashboard',
          text: 'Counts of fresh follow-ups, open, closed, sold and lapsed leads at a glance, with today’s tasks on top.',
        },
        {
          icon: PersonAddIcon,
          title: 'Add Lead',
          text: 'A quick form for name, mobile number, source, product interest, notes and the first follow-up date.',
        },
        {
          icon: ViewListIcon,
          title: 'View Lead',
          text: 'Search and filter leads by status, source, executive or date, and open any lead for its full history.',
        },
        {
          icon: ManageAccountsIcon,
          title: 'Employee Management',
          text: 'For Admins: add sales executives, set their access, and reassign their leads when they move or leave.',
        },
        {
          icon: AssessmentIcon,
          title: 'Reports & Analytics',
          text: 'Conversion by source and executive, follow-up compliance and monthly sales trends, exportable to Excel.',
        },
        {
          icon: ContactsIcon,
          title: 'Contact Directory',
          text: 'A shared, searchable directory of customers and prospects with their details and interaction history.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'dashboard',
      title: 'A Sample Dashboard at a Glance (illustrative figures)',
      items: [
        { value: '87', label: 'Fresh Follow-ups' },
        { value: '124', label: 'Open' },
        { value: '5248', label: 'Closed' },
        { value: '469', label: 'Sold' },
        { value: '29', label: 'Lapsed' },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why Teams Switch to Our CRM',
      items: [
        {
          title: 'No missed follow-ups',
          text: 'Every lead carries a next follow-up date, and the dashboard shows what is due today.',
        },
        {
          title: 'Lapsed leads made visible',
          text: 'Leads that have gone quiet are flagged, so managers can act before the opportunity is lost.',
        },
        {
          title: 'Continuity when people change',
          text: 'Leads and history stay with the company when an executive leaves, and can be reassigned in minutes.',
        },
        {
          title: 'Decisions based on data',
          text: 'Reports show which sources and executives convert, so you invest where it pays.',
        },
        {
          title: 'Works on any device',
          text: 'Executives update leads from their phones in the field; admins review from the office.',
        },
      ],
      aside: {
        title: 'Connect your lead sources',
        text: 'Pair the CRM with Vistaar Infotech Lead Management to bring in leads from ads, portals and your website automatically.',
      },
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'CRM: Frequently Asked Questions',
      items: [
        {
          question: 'What is the difference between Closed, Sold and Lapsed?',
          answer:
            'Sold leads became customers. Closed leads were completed and taken out of the active pipeline for any reason. Lapsed leads missed their follow-up and need attention. Open leads are still being worked.',
        },
        {
          question: 'Can a sales executive see other executives’ leads?',
          answer:
            'No. Sales Executives see only their own leads. Admins see all leads and can reassign them.',
        },
        {
          question: 'Can we import our existing leads and contacts?',
          answer:
            'Yes. Leads and contacts can be imported from Excel, with the executive and status set during import.',
        },
        {
          question: 'Can the CRM be customised for our sales process?',
          answer:
            'Yes. Lead statuses, sources and fields can be configured, and our development team can build custom modules if needed.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring Order to Your Sales Pipeline',
      text: 'See the CRM with your own lead statuses and team structure in a personalised demo.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Explore Lead Management', to: '/lead-managment', variant: 'secondary' },
      ],
    },
  ],
};
