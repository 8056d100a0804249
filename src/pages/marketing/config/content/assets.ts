import type { MarketingPageContent } from '@/shared/ui/sections';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import AssessmentIcon from '@mui/icons-material/Assessment';

export const content: MarketingPageContent = {
  meta: {
    title: 'Asset Management Software',
    description:
      'Track IT and fixed assets with QR tags: allocation, maintenance, AMC and warranty alerts, depreciation as per the Companies Act and audit-ready reports.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Asset Management',
      title: 'Know Where Every Asset Is, Who Has It and What It Is Worth',
      highlight: 'Every Asset',
      subtitle:
        'Laptops, machines, furniture, vehicles and tools spread across offices, plants and employees are hard to keep track of. Vistaar Infotech Asset Management gives each one a QR tag and a complete history, from purchase to disposal.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'Why it matters',
      title: 'Spreadsheets Lose Track of Assets',
      paragraphs: [
        'In most growing companies, the asset register lives in a spreadsheet that is updated once a year, just before the audit. Laptops stay with employees who have left, machines miss their service dates, warranties expire unnoticed and the books carry assets that no longer exist.',
        'Our software replaces that spreadsheet with a live register. Every asset is tagged, assigned to a person or location, and updated whenever it moves, is repaired or is retired, so the register on screen matches what is actually on the floor.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Seven Capabilities That Cover the Asset Lifecycle',
      columns: 4,
      items: [
        {
          icon: QrCode2Icon,
          title: 'QR and Barcode Tagging',
          text: 'Print tags for every asset and scan them with a phone to view details, move an asset or log an issue.',
        },
        {
          icon: Inventory2Icon,
          title: 'Central Asset Register',
          text: 'Purchase details, invoice, vendor, serial number, location, custodian and photos for every asset in one register.',
        },
        {
          icon: AssignmentIcon,
          title: 'Allocation and Returns',
          text: 'Issue assets to employees with digital acknowledgement, and check them back in at exit before full and final settlement.',
        },
        {
          icon: BuildIcon,
          title: 'Maintenance and AMC',
          text: 'Preventive maintenance schedules, breakdown tickets, service history and AMC contracts with renewal reminders.',
        },
        {
          icon: CurrencyRupeeIcon,
          title: 'Depreciation',
          text: 'Depreciation under the Companies Act and the Income Tax Act, calculated automatically for the books and for tax.',
        },
        {
          icon: FactCheckIcon,
          title: 'Physical Verification',
          text: 'Scan-based audits by location, with missing and misplaced assets flagged instantly for follow-up.',
        },
        {
          icon: AssessmentIcon,
          title: 'Reports and Alerts',
          text: 'Asset-wise, location-wise and employee-wise reports, plus alerts for warranty expiry, idle assets and overdue service.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'lifecycle',
      eyebrow: 'Lifecycle',
      title: 'From Purchase to Disposal',
      steps: [
        {
          title: 'Add and tag',
          text: 'Record the purchase with invoice and warranty, then print and fix a QR tag.',
        },
        {
          title: 'Assign',
          text: 'Allocate the asset to an employee, department or site, with digital acknowledgement.',
        },
        {
          title: 'Maintain',
          text: 'Scheduled services and repairs are logged against the asset, with costs and vendor details.',
        },
        {
          title: 'Retire',
          text: 'Record sale, scrap or write-off, and the register and depreciation schedule update automatically.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'reasons',
      eyebrow: 'Reasons to choose us',
      title: 'Reasons to Choose Vistaar Infotech Asset Management',
      items: [
        {
          title: 'Fewer lost assets',
          text: 'Every asset has a named custodian, so nothing disappears when people move or leave.',
        },
        {
          title: 'Audit-ready at any time',
          text: 'Physical verification and the fixed asset register are always in step, not just at year end.',
        },
        {
          title: 'Lower maintenance costs',
          text: 'Preventive schedules reduce breakdowns, and repair history shows when replacing is cheaper than repairing.',
        },
        {
          title: 'No missed renewals',
          text: 'Warranty, AMC and insurance expiry alerts reach the right person in time.',
        },
        {
          title: 'Smarter purchasing',
          text: 'Utilisation reports reveal idle assets that can be reassigned before new ones are bought.',
        },
        {
          title: 'Works for any asset',
          text: 'IT hardware, software licences, plant machinery, furniture and vehicles, with custom fields per category.',
        },
      ],
      aside: {
        title: 'Built with your finance team in mind',
        text: 'Depreciation schedules and asset movement reports export directly for your accountants and statutory auditors.',
      },
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Asset Management: Frequently Asked Questions',
      items: [
        {
          question: 'Do we need special scanners for the QR tags?',
          answer:
            'No. Any Android or iOS phone with our app can scan the tags. Handheld barcode scanners are also supported for large warehouses.',
        },
        {
          question: 'Can we import our existing asset register?',
          answer:
            'Yes. Your current Excel register, with opening written-down values, is imported during setup and verified with you.',
        },
        {
          question: 'Does it handle software licences?',
          answer:
            'Yes. Licences can be tracked with seat counts, assigned users and renewal dates, alongside hardware assets.',
        },
        {
          question: 'Can it connect with our HR system?',
          answer:
            'Yes. With Vistaar Infotech HRM, assets issued to an employee appear in the exit checklist automatically.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Take Control of Your Assets',
      text: 'Tell us what you need to track and across how many locations, and we will set up a demo with your asset categories.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'See HR Management', to: '/hrm', variant: 'secondary' },
      ],
    },
  ],
};
