// IT consulting service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import TimelineIcon from '@mui/icons-material/Timeline';
import CloudIcon from '@mui/icons-material/Cloud';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import InsightsIcon from '@mui/icons-material/Insights';
import PolicyIcon from '@mui/icons-material/Policy';
import AutoModeIcon from '@mui/icons-material/AutoMode';

export const content: MarketingPageContent = {
  meta: {
    title: 'IT Consulting',
    description:
      'Independent IT consulting for Indian businesses: technology roadmaps, cloud planning, architecture reviews, data, security and DPDP readiness, and automation.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'IT Consulting',
      title: 'Technology decisions you can stand behind',
      highlight: 'stand behind',
      subtitle:
        'Vistaar Infotech advises owners, CIOs and product heads on what to build, what to buy and how to run it. Our consultants have delivered software for more than a decade, so our advice comes from systems we have built and supported, not from slides.',
      actions: [
        { label: 'Book a Consultation', to: '/contact', variant: 'primary' },
        { label: 'Focus Areas', to: '#focus-areas', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'network' },
    },
    {
      kind: 'features',
      id: 'focus-areas',
      eyebrow: 'Focus areas',
      title: 'Where we help',
      columns: 3,
      items: [
        {
          icon: TimelineIcon,
          title: 'Digital strategy and roadmaps',
          text: 'A prioritised 12 to 24 month plan that ties technology spend to business goals, with budgets, milestones and owners for each initiative.',
        },
        {
          icon: CloudIcon,
          title: 'Cloud adoption and cost control',
          text: 'Migration planning, region and data-residency choices, right-sizing and reserved capacity to bring down monthly cloud bills.',
        },
        {
          icon: ArchitectureIcon,
          title: 'Architecture and code reviews',
          text: 'An independent review of your application, its scalability limits, technical debt and security gaps, with a practical remediation plan.',
        },
        {
          icon: InsightsIcon,
          title: 'Data and analytics',
          text: 'Reporting pipelines, dashboards and a single source of truth for sales, operations and finance, so decisions rest on consistent numbers.',
        },
        {
          icon: PolicyIcon,
          title: 'Security and DPDP readiness',
          text: 'Gap assessment against the Digital Personal Data Protection Act, 2023: consent, notices, retention, breach response and vendor controls.',
        },
        {
          icon: AutoModeIcon,
          title: 'Process automation and software selection',
          text: 'Map manual workflows, then choose and implement the right CRM, ERP, HRMS or custom tool, with an objective build-versus-buy comparison.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'how-we-engage',
      eyebrow: 'How we engage',
      title: 'Advice that is independent and practical',
      paragraphs: [
        'We are not tied to any single software vendor, and we say so when the best answer is an off-the-shelf product rather than custom development. Every recommendation comes with the reasoning, the cost over three years and the risks, so your leadership can make the call.',
        'Engagements can be a fixed-scope assessment of a few weeks, a retainer where a senior consultant joins your technology reviews each month, or a hands-on programme where our engineering team delivers what we recommend.',
      ],
      bullets: [
        'Fixed-scope assessments with a written report and presentation',
        'Monthly advisory retainers for ongoing guidance',
        'Fractional CTO support for growing companies',
        'Delivery by our own engineering teams when you need it',
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'A typical assessment',
      steps: [
        {
          title: 'Kick-off and interviews',
          text: 'We meet leadership and key users to understand goals, pain points and constraints.',
          duration: 'Week 1',
        },
        {
          title: 'Current-state review',
          text: 'Systems, data flows, contracts, costs and security posture are documented and assessed.',
          duration: 'Weeks 2-3',
        },
        {
          title: 'Options and recommendations',
          text: 'Alternatives are compared on cost, risk and time to value, and a preferred path is proposed.',
          duration: 'Week 4',
        },
        {
          title: 'Roadmap and handover',
          text: 'A phased roadmap with budgets and owners, presented to your leadership with all working files.',
          duration: 'Week 5',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'outcomes',
      title: 'What clients take away',
      items: [
        { title: 'Clarity on priorities', text: 'Know what to do first, and what to stop doing.' },
        {
          title: 'Lower total cost',
          text: 'Avoid duplicate tools, oversized cloud bills and rework.',
        },
        {
          title: 'Reduced risk',
          text: 'Security and compliance gaps found before they become incidents.',
        },
        {
          title: 'A plan your team owns',
          text: 'Documents, estimates and decisions remain with you.',
        },
      ],
      aside: {
        title: 'Experience behind the advice',
        text: 'Since 2015, Vistaar Infotech has delivered software for hundreds of Indian organisations across retail, manufacturing, healthcare, education and financial services.',
        stats: [
          { value: '500+', label: 'Clients' },
          { value: '1000+', label: 'Projects' },
        ],
      },
    },
    {
      kind: 'faq',
      title: 'Consulting FAQs',
      items: [
        {
          question: 'Do we have to use Vistaar Infotech to implement the recommendations?',
          answer:
            'No. The roadmap is written so any competent team can execute it. Many clients do ask us to deliver, but that is a separate decision.',
        },
        {
          question: 'What size of company do you advise?',
          answer:
            'From growing SMEs with a single IT person to large enterprises with in-house teams. The scope and depth of the assessment are scaled to fit.',
        },
        {
          question: 'Can you help us prepare for the DPDP Act?',
          answer:
            'Yes. We map where personal data lives, review consent and notice flows, and recommend technical and process changes. For legal interpretation we work alongside your counsel.',
        },
        {
          question: 'How are consulting engagements priced?',
          answer:
            'Assessments are quoted as a fixed fee after an initial call. Retainers are a fixed monthly fee for an agreed number of consultant days.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Get a second opinion before your next big IT decision',
      text: 'A 30-minute call with a senior consultant is often enough to see the options clearly.',
      actions: [
        { label: 'Book a Consultation', to: '/contact', variant: 'primary' },
        { label: 'Our Development Services', to: '/webapp-development', variant: 'secondary' },
      ],
    },
  ],
};
