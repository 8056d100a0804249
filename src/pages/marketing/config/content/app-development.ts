// Application development service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import WebIcon from '@mui/icons-material/Web';
import CloudIcon from '@mui/icons-material/Cloud';
import DevicesIcon from '@mui/icons-material/Devices';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FactoryIcon from '@mui/icons-material/Factory';

export const content: MarketingPageContent = {
  meta: {
    title: 'App Development',
    description:
      'Mobile, web, cloud and cross-platform app development for Indian businesses, with UPI payments, OTP login, offline mode and support after launch.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'App Development',
      title: 'Apps your customers and teams use every day',
      highlight: 'use every day',
      subtitle:
        'Vistaar Infotech builds Android, iOS, web and cloud applications for businesses across India. We plan for real conditions: low-end phones, patchy networks, Indian languages and payments through UPI, and we stay on to support the app once it is live.',
      actions: [
        { label: 'Discuss Your App', to: '/contact', variant: 'primary' },
        { label: 'How We Build', to: '#process', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'code' },
    },
    {
      kind: 'features',
      id: 'app-types',
      eyebrow: 'What we build',
      title: 'Four kinds of app development',
      columns: 4,
      items: [
        {
          icon: PhoneIphoneIcon,
          title: 'Mobile App Development',
          text: 'Native Android (Kotlin) and iOS (Swift) apps with OTP login, push notifications, camera, GPS and biometric access, published and maintained on the Play Store and App Store.',
        },
        {
          icon: WebIcon,
          title: 'Web App Development',
          text: 'Browser-based applications such as dashboards, booking systems and internal tools, with role-based access, audit trails and exports to Excel and PDF.',
        },
        {
          icon: CloudIcon,
          title: 'Cloud App Development',
          text: 'Multi-tenant SaaS and scalable back ends on AWS or Google Cloud in Indian regions, with autoscaling, backups and monitoring built in from the start.',
        },
        {
          icon: DevicesIcon,
          title: 'Cross-platform App Development',
          text: 'Flutter and React Native apps that share one codebase across Android and iOS, cutting build time and keeping both versions in step.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Apps we have built for Indian sectors',
      items: [
        {
          icon: LocalHospitalIcon,
          title: 'Healthcare',
          text: 'Appointment booking, teleconsultation, lab report delivery and pharmacy refills, with careful handling of health data.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Parent apps, fee collection over UPI, attendance, homework and live classes for schools and coaching institutes.',
        },
        {
          icon: LocalShippingIcon,
          title: 'Logistics',
          text: 'Driver apps with proof of delivery, route tracking, e-way bill details and real-time status for customers.',
        },
        {
          icon: StorefrontIcon,
          title: 'Retail and D2C',
          text: 'Shopping apps with loyalty points, regional-language catalogues, COD and UPI checkout, and order tracking.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Financial services',
          text: 'Loan origination, collections and agent apps with e-KYC through licensed providers and secure document capture.',
        },
        {
          icon: FactoryIcon,
          title: 'Manufacturing',
          text: 'Shop-floor apps for production entries, quality checks and maintenance requests that work offline and sync later.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'Process',
      title: 'From idea to app store in four steps',
      steps: [
        {
          title: 'Plan',
          text: 'We define users, core journeys, integrations and the smallest release worth launching, then fix scope, timeline and cost in writing.',
          duration: '1-2 weeks',
        },
        {
          title: 'Design',
          text: 'Clickable prototypes for every key screen, tested with a few real users before a single line of production code is written.',
          duration: '2-3 weeks',
        },
        {
          title: 'Build and test',
          text: 'Fortnightly sprints with installable test builds, automated tests and device testing across popular Android and iOS handsets.',
          duration: '6-12 weeks',
        },
        {
          title: 'Launch and grow',
          text: 'Store submission, crash monitoring, analytics and a maintenance plan covering OS updates, security patches and new features.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'why-us',
      title: 'Why businesses build apps with Vistaar Infotech',
      items: [
        {
          title: 'Made for Indian users',
          text: 'Lightweight builds, Indian-language interfaces and UPI, card and wallet payments.',
        },
        {
          title: 'Offline-first where it matters',
          text: 'Field apps keep working without coverage and sync when the network returns.',
        },
        {
          title: 'Security and privacy',
          text: 'Encrypted storage, secure APIs and consent flows aligned with the DPDP Act, 2023.',
        },
        {
          title: 'You own everything',
          text: 'Full source code, store accounts and documentation are handed to you.',
        },
        {
          title: 'One team, end to end',
          text: 'Design, mobile, back end, hosting and support under a single project manager.',
        },
      ],
      aside: {
        title: 'A decade of delivery',
        text: 'Since 2015 we have shipped software for businesses of every size, from first-time founders to established enterprises.',
        stats: [
          { value: '1000+', label: 'Projects' },
          { value: '10+', label: 'Years' },
        ],
      },
    },
    {
      kind: 'faq',
      title: 'App development FAQs',
      items: [
        {
          question: 'Should I build native or cross-platform?',
          answer:
            "Cross-platform suits most business apps and saves time and cost. Native is better for heavy graphics, complex hardware use or when you need each platform's newest features immediately. We recommend one after the planning stage.",
        },
        {
          question: 'Do you publish the app on the Play Store and App Store?',
          answer:
            'Yes. We prepare store listings, privacy disclosures and screenshots, and handle submission and review queries under your own developer accounts.',
        },
        {
          question: 'Can the app connect to our existing ERP or Tally?',
          answer:
            'Usually, yes. We integrate through APIs, database connectors or scheduled file exchange, depending on what your system supports, and test with your real data.',
        },
        {
          question: 'What happens after launch?',
          answer:
            'We offer maintenance plans that cover crash fixes, OS compatibility updates, security patches and a bank of hours for improvements, billed monthly or annually.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Let us scope your app',
      text: 'Send us a short brief or a rough sketch. We will reply with questions, a recommended approach and an estimated timeline.',
      actions: [
        { label: 'Start Your Project', to: '/contact', variant: 'primary' },
        { label: 'API Integration', to: '/api-integration', variant: 'secondary' },
      ],
    },
  ],
};
