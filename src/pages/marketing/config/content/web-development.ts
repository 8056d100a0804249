// Website development service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import { heroLoopVideo } from '@/shared/ui/hero-loop';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import CampaignIcon from '@mui/icons-material/Campaign';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import HtmlIcon from '@mui/icons-material/Html';
import CssIcon from '@mui/icons-material/Css';
import JavascriptIcon from '@mui/icons-material/Javascript';
import DataObjectIcon from '@mui/icons-material/DataObject';
import ArticleIcon from '@mui/icons-material/Article';
import CloudIcon from '@mui/icons-material/Cloud';

export const content: MarketingPageContent = {
  meta: {
    title: 'Website Development',
    description:
      'Fast, secure, SEO-ready websites for Indian businesses: corporate sites, portals and landing pages with an easy CMS, built and supported from New Delhi.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Website Development',
      title: 'Websites that load fast and bring in enquiries',
      highlight: 'bring in enquiries',
      subtitle:
        'Vistaar Infotech builds websites that rank, convert and stay easy to update. From a company profile site to a multi-language customer portal, every build ships with clean code, structured data and a content editor your team will actually use.',
      actions: [
        { label: 'Start Your Project', to: '/contact', variant: 'primary' },
        { label: 'Our Process', to: '#process', variant: 'secondary' },
      ],
      media: { kind: 'video', ...heroLoopVideo },
    },
    {
      kind: 'features',
      id: 'what-we-build',
      eyebrow: 'What we build',
      title: 'The right website for the job',
      columns: 3,
      items: [
        {
          icon: BusinessIcon,
          title: 'Corporate websites',
          text: 'Profile, services, leadership, investor and careers pages with a clear structure that buyers, job seekers and search engines can follow.',
        },
        {
          icon: DashboardIcon,
          title: 'Web portals',
          text: 'Dealer, vendor, student and customer portals with secure login, document downloads, ticketing and role-based dashboards.',
        },
        {
          icon: EditNoteIcon,
          title: 'CMS-managed sites',
          text: 'WordPress, headless CMS or a custom admin panel, chosen to fit your team. Edit pages, blogs and banners without touching code.',
        },
        {
          icon: CampaignIcon,
          title: 'Landing pages',
          text: 'Campaign pages for Google and Meta ads with fast load, form tracking, WhatsApp click-to-chat and CRM lead push.',
        },
        {
          icon: ShoppingCartIcon,
          title: 'Catalogue and store sites',
          text: 'Product catalogues with enquiry forms, or full online stores with UPI, card and COD payments and GST invoices.',
        },
        {
          icon: InstallMobileIcon,
          title: 'Progressive web apps',
          text: 'Installable, app-like websites that work offline and send notifications, without asking users to visit an app store.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'standards',
      eyebrow: 'Built in, not extra',
      title: 'What every website includes',
      items: [
        {
          title: 'Mobile-first responsive design',
          text: 'Designed and tested on the phones your visitors use.',
        },
        {
          title: 'Core Web Vitals tuning',
          text: 'Optimised images, caching and code splitting for quick loads.',
        },
        {
          title: 'On-page SEO foundations',
          text: 'Meta tags, sitemaps, schema markup and clean URLs from day one.',
        },
        {
          title: 'Accessibility',
          text: 'Keyboard navigation, contrast and screen-reader labels following WCAG guidance.',
        },
        {
          title: 'Security hardening',
          text: 'SSL, security headers, spam-protected forms and regular patching.',
        },
        {
          title: 'Analytics and lead tracking',
          text: 'Google Analytics 4, Search Console and conversion events set up and verified.',
        },
      ],
      aside: {
        title: 'Hosting that stays up',
        text: 'We deploy on cloud infrastructure in Indian regions with daily backups and uptime monitoring, so your site stays close to your customers and your data stays in India.',
        stats: [
          { value: '99.9%', label: 'Uptime' },
          { value: '<100ms', label: 'Server response' },
        ],
      },
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'Process',
      title: 'Our website development process',
      subtitle:
        'Eight clear stages, each with a sign-off, so you always know where the project stands.',
      steps: [
        {
          title: 'Discovery',
          text: 'We study your business, audience, competitors and goals, and agree on what the website must achieve.',
        },
        {
          title: 'Sitemap and content plan',
          text: 'A page-by-page structure with the purpose, key message and call to action of every page.',
        },
        {
          title: 'Wireframes',
          text: 'Low-fidelity layouts for desktop and mobile to settle content hierarchy before visual design.',
        },
        {
          title: 'Visual design',
          text: 'High-fidelity designs in your brand colours and typography, reviewed and revised with you.',
        },
        {
          title: 'Development',
          text: 'Responsive front end, CMS set-up, forms, integrations and performance work on a staging server.',
        },
        {
          title: 'Content and SEO',
          text: 'Copy and images loaded, meta data written, redirects mapped from your old site, schema added.',
        },
        {
          title: 'Testing',
          text: 'Cross-browser, device, speed, accessibility, form and security testing before anything goes live.',
        },
        {
          title: 'Launch and support',
          text: 'Go-live, Search Console submission, team training and a maintenance plan for updates and backups.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'stack',
      title: 'Technologies we use',
      items: [
        { icon: HtmlIcon, label: 'HTML5', text: 'Semantic markup' },
        { icon: CssIcon, label: 'CSS & MUI', text: 'Consistent design systems' },
        { icon: JavascriptIcon, label: 'React & Next.js', text: 'Fast, indexable pages' },
        { icon: DataObjectIcon, label: 'Laravel', text: 'Custom portals' },
        { icon: ArticleIcon, label: 'WordPress', text: 'Familiar content editing' },
        { icon: CloudIcon, label: 'AWS & Google Cloud', text: 'Indian-region hosting' },
      ],
    },
    {
      kind: 'faq',
      title: 'Website development FAQs',
      items: [
        {
          question: 'How much does a business website cost?',
          answer:
            'It depends on the number of pages, custom features and integrations. After a short call we send a fixed quote with a page list and timeline, so there are no open-ended bills.',
        },
        {
          question: 'Will I be able to update the website myself?',
          answer:
            'Yes. Every site comes with a content editor and a recorded training session. Your team can change text, images, blogs and banners without calling us.',
        },
        {
          question: 'Can you redesign our site without losing Google rankings?',
          answer:
            'Yes. We map every old URL to its new page with permanent redirects, keep the content that ranks, and monitor Search Console closely for several weeks after launch.',
        },
        {
          question: 'Do you build websites in Hindi and other Indian languages?',
          answer:
            'Yes. We build multilingual sites with proper language tags, Indian-script fonts that render well on phones, and separate URLs per language so each version can rank.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Ready for a website that works as hard as you do?',
      text: 'Share your current site or your idea, and we will come back with a plan, a timeline and a fixed quote.',
      actions: [
        { label: 'Start Your Project', to: '/contact', variant: 'primary' },
        { label: 'SEO Services', to: '/seo', variant: 'secondary' },
      ],
    },
  ],
};
