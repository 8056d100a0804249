import EnergySavingsLeafRounded from '@mui/icons-material/EnergySavingsLeafRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { company, paths } from '@vistaar/shared/config';
import type { ContentSection, PageMeta } from '@/shared/ui/sections';

const [isms, qms] = company.certifications;

export const aboutMeta: PageMeta = {
  title: 'About Us',
  description:
    'Who we are, what we value and why Indian businesses have trusted Vistaar Infotech with their software since 2015.',
};

/** The About page, as sections rendered by the shared section components. */
export const aboutSections: ContentSection[] = [
  {
    kind: 'hero',
    eyebrow: 'About Us',
    title: 'Dependable software for Indian businesses, since 2015',
    highlight: 'since 2015',
    subtitle: `${company.name} is a ${company.address.city} IT solutions company that builds messaging, voice, AI and business software, and stays on to run and support it.`,
    media: { kind: 'illustration', name: 'network' },
    stats: [
      { value: String(company.foundedYear), label: `Founded in ${company.address.city}` },
      { value: '500+', label: 'Happy clients' },
      { value: '1000+', label: 'Projects completed' },
      { value: '99%', label: 'Client satisfaction' },
    ],
  },
  {
    kind: 'prose',
    id: 'who-we-are',
    eyebrow: 'Our story',
    title: 'Who We Are',
    paragraphs: [
      `${company.legalName} was founded in ${company.address.city} in ${company.foundedYear} to give Indian businesses dependable communication technology without enterprise price tags. We began with bulk SMS and voice services for local companies and have grown into a full IT solutions firm with 500+ clients and 1000+ completed projects.`,
      'Today we build and run three kinds of systems. Communication platforms: bulk SMS, RCS, the WhatsApp Business API, IVR, click-to-call and Truecaller verified calls. AI voice tools: text-to-speech, speech-to-text, voice cloning and dubbing. Business software: HR management, learning management, asset tracking, attendance, CRM, billing and vehicle tracking. Alongside them we design custom websites, mobile apps and API integrations.',
      'Our clients range from startups sending their first campaign to large enterprises handling thousands of customer calls a day: retailers, hospitals, schools, manufacturers, logistics firms and financial services companies across India. Many have stayed with us for years, because the team that builds their system is the team that supports it.',
    ],
    bullets: [
      `Head office in ${company.address.city}, serving clients across India`,
      `Information security certified to ${isms}, quality management to ${qms}`,
      'Messaging, voice, AI and custom development under one roof',
      `Enquiries answered within ${company.responseTime}, ${company.hours}`,
    ],
  },
  {
    kind: 'split',
    id: 'mission-vision',
    eyebrow: 'What drives us',
    title: 'Our Mission and Vision',
    panels: [
      {
        icon: FlagRounded,
        title: 'Our Mission',
        text: 'To give every Indian business, whatever its size, reliable technology to reach its customers and run its operations: delivered on time, explained in plain language and supported for the long term.',
        points: [
          'Solutions sized to the problem, not to the budget',
          'Honest advice before a single line of code is written',
          'Support that continues long after launch day',
        ],
      },
      {
        icon: VisibilityRounded,
        title: 'Our Vision',
        text: 'To be the technology partner Indian companies think of first for communication, automation and AI, known for systems that simply keep working.',
        points: [
          'Voice and chat AI in every major Indian language',
          'Messaging, voice and business software on one platform',
          'Growth measured by the clients who stay with us',
        ],
      },
    ],
  },
  {
    kind: 'features',
    id: 'values',
    eyebrow: 'Our values',
    title: 'The principles behind every project',
    subtitle:
      'Six commitments our team holds to, whether the job is a landing page or a national SMS campaign.',
    columns: 3,
    items: [
      {
        icon: LightbulbRounded,
        title: 'Innovation',
        text: 'We try new technology on our own products first and bring clients what works; RCS messaging, conversational AI and voice cloning all reached our clients that way.',
      },
      {
        icon: VerifiedUserRounded,
        title: 'Integrity',
        text: 'Honest estimates, clear contracts and no hidden charges. If something is not right for you, we tell you so, even when it costs us the order.',
      },
      {
        icon: HandshakeRounded,
        title: 'Customer Success',
        text: 'We judge our work by your results: more leads answered, faster payments collected and fewer hours spent on manual work.',
      },
      {
        icon: WorkspacePremiumRounded,
        title: 'Excellence',
        text: `Code reviews, testing on real devices and documented processes certified to ${qms} on every project, large or small.`,
      },
      {
        icon: GroupsRounded,
        title: 'Collaboration',
        text: 'Your team and ours work as one, with a single point of contact, shared timelines and a working demo at every milestone.',
      },
      {
        icon: EnergySavingsLeafRounded,
        title: 'Responsibility',
        text: `We protect the data you trust us with under ${isms} practices, and build software that respects your customers' privacy and consent.`,
      },
    ],
  },
  {
    kind: 'benefits',
    id: 'why-choose-us',
    eyebrow: 'Why choose us',
    title: `Why businesses choose ${company.name}`,
    items: [
      {
        title: 'Expert Team',
        text: 'Developers, designers and telecom specialists who have delivered 1000+ projects across industries.',
      },
      {
        title: '24/7 Support',
        text: 'Round-the-clock monitoring and support for our messaging and voice platforms, so campaigns and call flows keep running.',
      },
      {
        title: 'Quality Assurance',
        text: 'Every release is tested on real devices and networks before it reaches your customers.',
      },
      {
        title: 'On-Time Delivery',
        text: 'Milestones agreed up front and weekly progress updates, so you always know where your project stands.',
      },
      {
        title: 'Transparent Pricing',
        text: 'A fixed quote for a defined scope and clear per-message rates, with no hidden set-up fees.',
      },
      {
        title: 'Secure by Design',
        text: `Access controls, encrypted connections and regular reviews under our ${isms} certification.`,
      },
    ],
    aside: {
      title: 'Talk to us before you decide',
      text: `Tell us about your project and we will reply within ${company.responseTime} on working days with honest advice, even if we are not the right fit.`,
      stats: [
        { value: '10+', label: 'Years experience' },
        { value: '99%', label: 'Client satisfaction' },
      ],
    },
  },
  {
    kind: 'cta',
    id: 'get-started',
    title: 'Ready to build something together?',
    text: 'Share your idea, your problem or just a question. We will suggest the simplest way forward and a clear estimate.',
    actions: [
      { label: 'Get Started', to: paths.contact },
      { label: 'Get In Touch', to: paths.contact, variant: 'secondary' },
    ],
  },
];
