import type { MarketingPageContent } from '@/shared/ui/sections';
import StarsIcon from '@mui/icons-material/Stars';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import RedeemIcon from '@mui/icons-material/Redeem';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ShareIcon from '@mui/icons-material/Share';
import CakeIcon from '@mui/icons-material/Cake';
import PasswordIcon from '@mui/icons-material/Password';
import InsightsIcon from '@mui/icons-material/Insights';
import StorefrontIcon from '@mui/icons-material/Storefront';
import HandshakeIcon from '@mui/icons-material/Handshake';

export const content: MarketingPageContent = {
  meta: {
    title: 'Loyalty Program Software',
    description:
      'Run customer and channel partner loyalty programmes: points, tiers, QR-code rewards, UPI cashback, referrals and OTP-secured redemption across all stores.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Loyalty Program',
      title: 'Reward the Customers and Partners Who Keep Coming Back',
      highlight: 'Keep Coming Back',
      subtitle:
        'Winning a new customer costs far more than keeping one. Vistaar Infotech Loyalty lets you design points, tiers and rewards for shoppers, retailers, dealers and contractors, and run them across stores, websites and apps from one platform.',
      actions: [
        { label: 'Book a Demo', to: '/contact', variant: 'primary' },
        { label: 'Programme Types', to: '#programmes', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'analytics' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'Loyalty for Indian Shoppers, Dealers and Contractors',
      paragraphs: [
        'Retail chains, restaurants and D2C brands use it to bring shoppers back; paint, cement, electrical and plumbing manufacturers use it to reward the retailers, electricians and contractors who recommend their products at the counter and on site.',
        'A one-time setup fee covers programme design, integration with your billing or ERP and a branded partner app, followed by a monthly fee based on active members. Rewards, vouchers and UPI cashback are paid at actual cost. Retail programmes usually go live in a few weeks; QR-code programmes take longer, as the codes must first reach your production line.',
      ],
    },
    {
      kind: 'split',
      id: 'programmes',
      eyebrow: 'Programme types',
      title: 'Customer Loyalty and Channel Loyalty',
      subtitle: 'Run one or both on the same platform.',
      panels: [
        {
          icon: StorefrontIcon,
          title: 'Customer loyalty',
          text: 'For retail chains, restaurants, salons, pharmacies and D2C brands that want shoppers to return more often.',
          points: [
            'Points on every bill, at the counter or online',
            'Silver, Gold and Platinum style tiers with better benefits',
            'Birthday and anniversary rewards',
            'Member identification by mobile number, with no card to carry',
          ],
        },
        {
          icon: HandshakeIcon,
          title: 'Channel partner loyalty',
          text: 'For manufacturers selling through retailers, dealers, electricians, plumbers, painters and mechanics.',
          points: [
            'Unique QR codes on products that partners scan to earn points',
            'Cashback to bank accounts or UPI after KYC',
            'Targets and slab-based schemes by region',
            'Partner app in Hindi and regional languages',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Everything You Need to Run a Programme',
      columns: 4,
      items: [
        {
          icon: StarsIcon,
          title: 'Flexible Points Rules',
          text: 'Points by amount, product, category, day or campaign, with expiry rules you control.',
        },
        {
          icon: WorkspacePremiumIcon,
          title: 'Tiers',
          text: 'Members move up tiers automatically by spend or visits, unlocking higher earn rates and perks.',
        },
        {
          icon: RedeemIcon,
          title: 'Rewards Catalogue',
          text: 'Discounts, free products, gift vouchers and cashback, redeemed in store or online.',
        },
        {
          icon: QrCodeScannerIcon,
          title: 'QR Code Scanning',
          text: 'Serialised QR codes on packs, scanned once by partners or customers to earn and to block fakes.',
        },
        {
          icon: PasswordIcon,
          title: 'OTP-secured Redemption',
          text: 'Redemption is confirmed with an OTP to the member, preventing misuse by staff or others.',
        },
        {
          icon: ShareIcon,
          title: 'Referrals',
          text: 'Members earn points when friends they refer make a first purchase.',
        },
        {
          icon: CakeIcon,
          title: 'Automated Campaigns',
          text: 'Birthday offers, win-back messages and points-expiry reminders sent on SMS and WhatsApp.',
        },
        {
          icon: InsightsIcon,
          title: 'Programme Analytics',
          text: 'Repeat rate, visit frequency, points liability and campaign return, by store and segment.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'launch',
      eyebrow: 'Launch',
      title: 'Launching Your Programme',
      steps: [
        {
          title: 'Design',
          text: 'We work with you on earn and burn rates, tiers and rewards that suit your margins.',
          duration: '1 week',
        },
        {
          title: 'Integrate',
          text: 'The platform is connected to your billing software, website or POS through our API.',
          duration: '1-2 weeks',
        },
        {
          title: 'Launch',
          text: 'Staff are trained, members enrol by mobile number and welcome messages go out.',
          duration: '1 day',
        },
        {
          title: 'Optimise',
          text: 'Monthly reviews of analytics guide new campaigns and reward changes.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'What a Well-run Programme Delivers',
      items: [
        {
          title: 'More repeat purchases',
          text: 'Points and tiers give customers a reason to choose you again.',
        },
        {
          title: 'Customer data you own',
          text: 'Purchase history linked to mobile numbers lets you segment and target precisely.',
        },
        {
          title: 'Stronger dealer preference',
          text: 'Partners who earn on your products recommend your brand at the counter.',
        },
        {
          title: 'Controlled costs',
          text: 'Live points liability and redemption reports keep the programme within budget.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Loyalty Program: Frequently Asked Questions',
      items: [
        {
          question: 'Do members need a card or an app?',
          answer:
            'No. Members are identified by mobile number at billing. An app and a web portal are available for members who want to check points and rewards.',
        },
        {
          question: 'Can it work with our existing billing software?',
          answer:
            'Yes. We integrate with your POS or billing system through our API, and it can also be connected to Easy2Billing.',
        },
        {
          question: 'How are cashback payments made to partners?',
          answer:
            'After KYC verification, cashback is transferred to the partner bank account or UPI ID, with a full record for your accounts team.',
        },
        {
          question: 'How do you prevent fraud?',
          answer:
            'OTP-confirmed redemption, single-use QR codes, limits per member and alerts on unusual activity protect the programme.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Turn One-time Buyers Into Regulars',
      text: 'Tell us about your customers or channel partners, and we will propose a programme structure and a launch plan.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Collect Customer Feedback', to: '/digital-feedback', variant: 'secondary' },
      ],
    },
  ],
};
