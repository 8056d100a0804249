// Web and app development overview page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import SpeedIcon from '@mui/icons-material/Speed';
import SecurityIcon from '@mui/icons-material/Security';
import DevicesIcon from '@mui/icons-material/Devices';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WebIcon from '@mui/icons-material/Web';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import ApiIcon from '@mui/icons-material/Api';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import JavascriptIcon from '@mui/icons-material/Javascript';
import CodeIcon from '@mui/icons-material/Code';
import AndroidIcon from '@mui/icons-material/Android';
import TerminalIcon from '@mui/icons-material/Terminal';
import StorageIcon from '@mui/icons-material/Storage';
import CloudIcon from '@mui/icons-material/Cloud';
import LayersIcon from '@mui/icons-material/Layers';
import DataObjectIcon from '@mui/icons-material/DataObject';

export const content: MarketingPageContent = {
  meta: {
    title: 'Web & App Development',
    description:
      'Websites, mobile apps and web applications built in New Delhi for Indian businesses: fast, secure, UPI and GST ready, and supported long after launch.',
  },
  decoration: 'scroll-shapes',
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Web & App Development',
      title: 'We Build',
      rotatingWords: ['Websites', 'Mobile Apps', 'Web Apps', 'Solutions'],
      subtitle:
        'Vistaar Infotech designs, builds and maintains digital products for Indian businesses, from a ten-page company website to a multi-tenant web application used across states. One team covers design, engineering, hosting and support, so you deal with one accountable partner.',
      actions: [
        { label: 'Start Your Project', to: '/contact', variant: 'primary' },
        { label: 'See How We Work', to: '#methodology', variant: 'secondary' },
      ],
      stats: [
        { value: '500+', label: 'Clients served' },
        { value: '1000+', label: 'Projects delivered' },
        { value: '10+', label: 'Years in business' },
      ],
    },
    {
      kind: 'features',
      id: 'highlights',
      eyebrow: 'Why teams choose us',
      title: 'Built for performance, security and the long run',
      columns: 4,
      items: [
        {
          icon: SpeedIcon,
          title: 'Fast on real networks',
          text: 'Pages are tuned for sub-100ms server response and tested on mid-range Android phones over 4G, the way most of your customers actually browse.',
        },
        {
          icon: SecurityIcon,
          title: 'Secure by default',
          text: 'HTTPS everywhere, hardened logins, role-based access, OWASP Top 10 checks and data handling that respects the Digital Personal Data Protection Act, 2023.',
        },
        {
          icon: DevicesIcon,
          title: 'One codebase, every screen',
          text: 'Responsive layouts and shared business logic mean your website, admin panel and mobile app stay consistent as the product grows.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Support after launch',
          text: 'Annual maintenance, monitoring with 99.9% uptime targets and a support desk in New Delhi that answers in business hours, Monday to Saturday.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'services',
      eyebrow: 'What we do',
      title: 'Services under one roof',
      subtitle:
        'Start with the service you need today and add the rest when the business is ready. Every engagement uses the same engineering standards.',
      columns: 3,
      items: [
        {
          icon: WebIcon,
          title: 'Website Development',
          text: 'Corporate websites, landing pages and content-managed portals with clean code, structured data and an editor your marketing team can use without a developer.',
          to: '/web-development',
          linkLabel: 'Learn more',
        },
        {
          icon: PhoneIphoneIcon,
          title: 'App Development',
          text: 'Android, iOS and cross-platform apps with OTP login, push notifications, UPI payments and offline mode for field teams working with patchy coverage.',
          to: '/app-development',
          linkLabel: 'Learn more',
        },
        {
          icon: ApiIcon,
          title: 'API Integration',
          text: 'Connect your software to payment gateways, GST e-invoicing, Tally, logistics partners, WhatsApp and SMS platforms through reliable, monitored integrations.',
          to: '/api-integration',
          linkLabel: 'Learn more',
        },
        {
          icon: ShoppingCartIcon,
          title: 'E-commerce',
          text: 'D2C stores and B2B ordering portals with GST-compliant invoices, COD and UPI checkout, courier integration and inventory that stays in sync.',
          to: '/ecommerce',
          linkLabel: 'Learn more',
        },
        {
          icon: TravelExploreIcon,
          title: 'SEO',
          text: 'Technical audits, on-page optimisation, local SEO for city and pin-code searches, and content in English and Indian languages that earns qualified traffic.',
          to: '/seo',
          linkLabel: 'Learn more',
        },
        {
          icon: LightbulbIcon,
          title: 'IT Consulting',
          text: 'Architecture reviews, cloud cost planning, build-versus-buy decisions and technology roadmaps for owners and CIOs who want an independent second opinion.',
          to: '/consulting',
          linkLabel: 'Learn more',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'technology',
      eyebrow: 'Technology grid',
      title: 'A proven, mainstream technology stack',
      subtitle:
        'We choose widely used, well-supported technologies so your product is easy to hire for, host and extend.',
      items: [
        { icon: JavascriptIcon, label: 'React', text: 'Interactive web front ends' },
        { icon: CodeIcon, label: 'TypeScript', text: 'Typed, maintainable code' },
        { icon: TerminalIcon, label: 'Node.js', text: 'APIs and real-time services' },
        { icon: AndroidIcon, label: 'Flutter', text: 'Android and iOS from one codebase' },
        { icon: LayersIcon, label: 'React Native', text: 'Native apps with web skills' },
        { icon: DataObjectIcon, label: 'Laravel & PHP', text: 'Content sites and portals' },
        { icon: StorageIcon, label: 'PostgreSQL & MySQL', text: 'Reliable relational data' },
        { icon: CloudIcon, label: 'AWS & Google Cloud', text: 'Hosting in Indian regions' },
      ],
    },
    {
      kind: 'steps',
      id: 'methodology',
      eyebrow: 'Methodology',
      title: 'How a project runs with us',
      subtitle:
        'A short, predictable process with a working demo at the end of every sprint, so there are no surprises on launch day.',
      steps: [
        {
          title: 'Discover',
          text: 'Workshops with your team to pin down users, goals, integrations and budget. You receive a written scope, a clickable wireframe and a fixed estimate.',
        },
        {
          title: 'Design',
          text: 'Brand-aligned screens for mobile and desktop, reviewed with you screen by screen. Accessibility and Indian-language layouts are planned here, not bolted on.',
        },
        {
          title: 'Develop',
          text: 'Two-week sprints with a staging link you can try at any time. Code review, automated tests and security checks run on every change.',
        },
        {
          title: 'Deploy & support',
          text: 'Go-live on monitored cloud hosting, Play Store and App Store submission, team training, and an annual maintenance plan that keeps everything patched.',
        },
      ],
    },
    {
      kind: 'testimonials',
      eyebrow: 'Client feedback',
      title: 'What our clients say',
      items: [
        {
          name: 'Rohit Malhotra',
          company: 'Trivenika Handlooms',
          position: 'Founder',
          text: 'They rebuilt our online store and connected it to our courier and GST billing. Orders that took my staff an hour a day to process now flow through on their own, and UPI checkout is smooth even on slow connections.',
          initials: 'RM',
          rating: 5,
          project: 'E-commerce store with courier and GST integration',
        },
        {
          name: 'Dr. Meenakshi Iyer',
          company: 'Kaveriyam Diagnostics',
          position: 'Director, Operations',
          text: 'Our patients book tests and download reports from the app in Tamil or English. The team was careful with data privacy and delivered every milestone on the date they committed to.',
          initials: 'MI',
          rating: 5,
          project: 'Patient booking and reports app',
        },
        {
          name: 'Aakash Verma',
          company: 'Nirmaan Setu Infra',
          position: 'Head of Projects',
          text: 'Site engineers now log progress with photos from the field, even without network, and the web dashboard gives head office a live view of every project. Support responds quickly whenever we need a change.',
          initials: 'AV',
          rating: 5,
          project: 'Site progress web app with offline mobile client',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Frequently asked questions',
      items: [
        {
          question: 'How long does a typical project take?',
          answer:
            'A company website usually takes three to six weeks. A mobile app or web application with integrations typically runs eight to sixteen weeks, depending on scope. You get a dated plan before work starts.',
        },
        {
          question: 'Who owns the source code?',
          answer:
            'You do. On final payment we hand over the complete source code, design files, credentials and documentation. Your product is never locked to our hosting or our team.',
        },
        {
          question: 'Do you work with businesses outside Delhi NCR?',
          answer:
            'Yes. Most of our clients are spread across India and we run projects remotely with weekly video reviews. Workshops at your office can be arranged when needed.',
        },
        {
          question: 'Can you take over an existing website or app?',
          answer:
            'Yes. We begin with a code and security audit, fix critical issues first and then plan improvements, so your users see no disruption during the transition.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Have a website or app in mind?',
      text: 'Tell us what you want to build. A solution architect will reply with questions, a suggested approach and a ballpark estimate.',
      actions: [
        { label: 'Start Your Project', to: '/contact', variant: 'primary' },
        { label: 'Explore AI Solutions', to: '/ai-solutions', variant: 'secondary' },
      ],
    },
  ],
};
