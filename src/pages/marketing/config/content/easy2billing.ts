import type { MarketingPageContent } from '@/shared/ui/sections';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ApartmentIcon from '@mui/icons-material/Apartment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import FactoryIcon from '@mui/icons-material/Factory';
import WorkIcon from '@mui/icons-material/Work';
import LocalPharmacyIcon from '@mui/icons-material/LocalPharmacy';

export const content: MarketingPageContent = {
  meta: {
    title: 'Easy2Billing: GST Billing and Invoicing',
    description:
      'Easy2Billing is GST billing software for Indian businesses: GST invoices, e-invoice IRN and QR, e-way bills, UPI payment QR, inventory and GSTR-1 reports.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Easy2Billing',
      title: 'GST Billing That Takes Seconds, Not Hours',
      highlight: 'Seconds, Not Hours',
      subtitle:
        'Create GST-compliant invoices, generate e-invoices and e-way bills, collect payments over UPI and keep stock and accounts up to date, all from one simple application on your computer or phone.',
      actions: [
        { label: 'Get a Free Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Everything Between the Order and the GST Return',
      columns: 4,
      items: [
        {
          icon: ReceiptLongIcon,
          title: 'GST Invoices',
          text: 'Tax invoices, bills of supply, credit and debit notes with HSN or SAC codes. CGST and SGST or IGST are applied automatically from the place of supply.',
        },
        {
          icon: QrCode2Icon,
          title: 'E-invoicing',
          text: 'Generate the IRN and signed QR code from the Invoice Registration Portal in one click, without re-entering data.',
        },
        {
          icon: LocalShippingIcon,
          title: 'E-way Bills',
          text: 'Create e-way bills straight from the invoice, with vehicle and transporter details, and update Part B on the move.',
        },
        {
          icon: CurrencyRupeeIcon,
          title: 'UPI Payments',
          text: 'Print a UPI QR code with the exact amount on every invoice and record payments against bills automatically.',
        },
        {
          icon: Inventory2Icon,
          title: 'Inventory',
          text: 'Stock across godowns, batch and expiry tracking, low-stock alerts and barcode billing at the counter.',
        },
        {
          icon: WhatsAppIcon,
          title: 'Share and Remind',
          text: 'Send invoices as PDF on WhatsApp, SMS or e-mail, and schedule polite payment reminders for overdue bills.',
        },
        {
          icon: AssessmentIcon,
          title: 'GST Reports',
          text: 'GSTR-1 and GSTR-3B summaries, a JSON export for filing, and purchase reconciliation to claim correct input credit.',
        },
        {
          icon: ApartmentIcon,
          title: 'Multi-branch and Multi-GSTIN',
          text: 'Manage several GSTINs and branches under one login, with user roles for billing staff and accountants.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'e-invoicing',
      eyebrow: 'Compliance',
      title: 'E-invoicing Made Simple',
      paragraphs: [
        'Under GST, businesses whose aggregate annual turnover has exceeded ₹5 crore in any financial year must report their B2B invoices to the Invoice Registration Portal and print the Invoice Reference Number (IRN) and signed QR code on each invoice. Doing this by hand for every invoice is slow and error-prone.',
        'Easy2Billing validates the invoice, sends it to the portal, receives the IRN and QR code and places them on the printed invoice in a single step. If the portal rejects an invoice, the reason is shown in plain language so your staff can correct it immediately.',
      ],
      bullets: [
        'GSTIN validation for customers before billing',
        'IRN and signed QR code printed on the invoice',
        'E-way bill generated together with the e-invoice where needed',
        'Cancellation within the permitted time from the same screen',
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'From Bill to Payment in Four Steps',
      steps: [
        {
          title: 'Create the invoice',
          text: 'Pick the customer and items; taxes, discounts and totals are calculated for you.',
        },
        {
          title: 'Validate and register',
          text: 'The e-invoice and e-way bill are generated where they apply, and the IRN and QR code are added.',
        },
        {
          title: 'Share with the customer',
          text: 'Send the PDF on WhatsApp or e-mail with a UPI QR code for instant payment.',
        },
        {
          title: 'Track and file',
          text: 'Payments update outstanding balances, and month-end GST reports are ready for your accountant.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Who it is for',
      title: 'Made for Indian Businesses of Every Size',
      items: [
        {
          icon: StorefrontIcon,
          title: 'Retailers and Distributors',
          text: 'Fast counter billing with barcodes, schemes and credit limits for dealers.',
        },
        {
          icon: FactoryIcon,
          title: 'Manufacturers and Traders',
          text: 'E-invoices, e-way bills and stock across multiple godowns and branches.',
        },
        {
          icon: LocalPharmacyIcon,
          title: 'Pharmacies',
          text: 'Batch and expiry tracking with alerts for near-expiry stock.',
        },
        {
          icon: WorkIcon,
          title: 'Service Businesses',
          text: 'Recurring invoices with SAC codes for agencies, consultants and maintenance contracts.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Easy2Billing: Frequently Asked Questions',
      items: [
        {
          question: 'Do I need to generate e-invoices?',
          answer:
            'E-invoicing is mandatory for businesses whose aggregate annual turnover has exceeded ₹5 crore in any financial year. Businesses below the threshold can keep billing normally and switch it on later in Easy2Billing.',
        },
        {
          question: 'Can my accountant access the data?',
          answer:
            'Yes. Give your accountant a separate login with report-only access, or export GST reports and ledgers in Excel and JSON.',
        },
        {
          question: 'Does it work on mobile?',
          answer:
            'Yes. Easy2Billing runs in the browser on a computer and as a mobile app, so you can create and share invoices from anywhere.',
        },
        {
          question: 'Can I import my existing items and customers?',
          answer:
            'Yes. Items with HSN codes and tax rates, customers with GSTINs and opening balances can be imported from Excel during setup.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Switch to Faster, Compliant Billing',
      text: 'Tell us about your business and billing volume, and we will show Easy2Billing with your own items and invoice format.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'Explore Our CRM', to: '/crm', variant: 'secondary' },
      ],
    },
  ],
};
