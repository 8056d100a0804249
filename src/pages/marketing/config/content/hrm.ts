import type { MarketingPageContent } from '@/shared/ui/sections';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';

export const content: MarketingPageContent = {
  meta: {
    title: 'HR Management Software',
    description:
      'HRMS for Indian companies: employee records, payroll with PF, ESI, PT and TDS, leave, attendance, onboarding, appraisals and an employee self-service app.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'HR Management',
      title: 'HR and Payroll Software Built for Indian Workplaces',
      highlight: 'Indian Workplaces',
      subtitle:
        'From the offer letter to the full and final settlement, Vistaar Infotech HRM keeps employee records, attendance, leave, payroll and statutory compliance in one system, so your HR team spends less time on spreadsheets and more time on people.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'View Modules', to: '#modules', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
      stats: [
        { value: '500+', label: 'Clients' },
        { value: '10+ years', label: 'Building business software' },
        { value: '99.9%', label: 'Uptime' },
      ],
    },
    {
      kind: 'features',
      id: 'modules',
      eyebrow: 'Modules',
      title: 'Everything HR Needs in One Place',
      subtitle: 'Start with the modules you need today and switch on more as you grow.',
      columns: 4,
      items: [
        {
          icon: GroupsIcon,
          title: 'Employee Records',
          text: 'A single profile for every employee with personal details, KYC documents, bank details, reporting manager and job history.',
        },
        {
          icon: PaymentsIcon,
          title: 'Payroll',
          text: 'Configurable salary structures with automatic PF, ESI, professional tax, LWF and TDS, and bank transfer files for salary payouts.',
        },
        {
          icon: FingerprintIcon,
          title: 'Attendance and Shifts',
          text: 'Biometric, mobile app and geo-fenced attendance, with shift rosters, overtime and late-mark rules.',
          to: '/attendance',
          linkLabel: 'Attendance app',
        },
        {
          icon: EventAvailableIcon,
          title: 'Leave Management',
          text: 'Leave policies by grade and location, state-wise holiday calendars, encashment and approval workflows.',
        },
        {
          icon: PersonAddIcon,
          title: 'Recruitment and Onboarding',
          text: 'Job openings, candidate tracking, offer letters and digital joining forms with document collection.',
        },
        {
          icon: TrendingUpIcon,
          title: 'Performance Appraisal',
          text: 'Goals and KRAs, self and manager reviews, ratings and increment letters generated in bulk.',
        },
        {
          icon: ReceiptLongIcon,
          title: 'Expenses and Reimbursements',
          text: 'Employees submit claims with bills from their phone, managers approve, and payouts flow into payroll.',
        },
        {
          icon: AssessmentIcon,
          title: 'HR Reports',
          text: 'Headcount, attrition, cost-to-company, statutory registers and ready-to-file challan summaries.',
        },
      ],
    },
    {
      kind: 'split',
      id: 'roles',
      eyebrow: 'For everyone',
      title: 'One System, Two Experiences',
      panels: [
        {
          icon: AdminPanelSettingsIcon,
          title: 'For HR and Finance',
          text: 'Control policies, approvals and payroll runs from a web dashboard with role-based access.',
          points: [
            'Run monthly payroll in a few clicks after attendance lock',
            'Generate payslips, Form 16 and statutory reports',
            'Audit trail of every change to salary and records',
            'Multi-company and multi-branch setup',
          ],
        },
        {
          icon: PhoneAndroidIcon,
          title: 'For Employees and Managers',
          text: 'A self-service mobile app that answers routine questions without a visit to HR.',
          points: [
            'Mark attendance and apply for leave from the phone',
            'Download payslips and submit tax-saving declarations',
            'Approve team leave and expense claims on the go',
            'Company announcements and policy documents in one place',
          ],
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Why Vistaar Infotech HRM',
      title: 'What Changes for Your HR Team',
      items: [
        {
          title: 'Payroll without manual errors',
          text: 'Attendance, leave and reimbursements feed payroll directly, so there is no re-keying from spreadsheets.',
        },
        {
          title: 'Statutory compliance built in',
          text: 'PF, ESI, professional tax and TDS calculations follow Indian rules and are updated when the rules change.',
        },
        {
          title: 'Fewer HR queries',
          text: 'Employees find payslips, leave balances and policies themselves in the app.',
        },
        {
          title: 'Data kept secure',
          text: 'Role-based access, encrypted storage and audit logs protect sensitive salary and personal data.',
        },
        {
          title: 'Configured to your policies',
          text: 'Our team sets up your salary components, leave rules and approval chains during implementation.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'implementation',
      eyebrow: 'Implementation',
      title: 'How We Roll Out HRM',
      steps: [
        {
          title: 'Policy study',
          text: 'We document your salary structures, leave policies, shifts and approval hierarchy.',
          duration: '1 week',
        },
        {
          title: 'Data migration',
          text: 'Employee master data, opening leave balances and year-to-date payroll are imported and verified.',
          duration: '1-2 weeks',
        },
        {
          title: 'Parallel payroll',
          text: 'One payroll cycle runs alongside your current process so every figure can be matched.',
          duration: '1 month',
        },
        {
          title: 'Go live and training',
          text: 'HR, managers and employees are trained, and our support team stays with you after launch.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'HRM: Frequently Asked Questions',
      items: [
        {
          question: 'Does the payroll handle PF, ESI, PT and TDS?',
          answer:
            'Yes. Statutory deductions are calculated automatically based on the salary structure and the state of work, and the reports you need for filing are generated every month.',
        },
        {
          question: 'Can we connect our existing biometric devices?',
          answer:
            'Yes. Common biometric devices can push punches to HRM, and field staff can use the geo-fenced attendance app instead.',
        },
        {
          question: 'Is the software cloud-based or on-premise?',
          answer:
            'It is offered as a cloud service by default. For organisations with specific data residency needs, a dedicated deployment can be discussed.',
        },
        {
          question: 'How long does implementation take?',
          answer:
            'Most companies go live within four to eight weeks, depending on the number of entities, locations and the complexity of their salary structures.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Give Your HR Team Their Time Back',
      text: 'See HRM configured with a sample of your own policies in a personalised demo.',
      actions: [
        { label: 'Schedule a Demo', to: '/contact', variant: 'primary' },
        { label: 'Explore the Attendance App', to: '/attendance', variant: 'secondary' },
      ],
    },
  ],
};
