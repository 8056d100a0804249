import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LocationCityOutlined from '@mui/icons-material/LocationCityOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import LaptopChromebookOutlined from '@mui/icons-material/LaptopChromebookOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ContentStat, FeaturesSection } from '@/shared/ui/sections';

export const careerMeta = {
  title: 'Careers',
  description:
    'Open positions at Vistaar Infotech: engineering, design, sales and operations roles in India, with flexible work and a learning budget.',
};

export const careerHero = {
  badge: "We're hiring",
  title: 'Build the software that Indian businesses run on',
  highlight: 'Indian businesses',
  subtitle:
    'Since 2015 we have built messaging platforms, HR, learning and asset systems, and custom web and mobile apps for companies across India. Join engineers, designers and specialists who ship to production every week and own what they build.',
  stats: [
    { value: '50+', label: 'Team members' },
    { value: '200+', label: 'Projects delivered' },
    { value: '9+', label: 'Years building software' },
    { value: '24/7', label: 'Innovation' },
  ] satisfies ContentStat[],
};

export const perksSection: FeaturesSection = {
  kind: 'features',
  id: 'perks',
  eyebrow: 'Perks and benefits',
  title: 'What you get, besides interesting problems',
  subtitle: 'Benefits designed around how people actually learn, rest and do their best work.',
  columns: 4,
  items: [
    {
      icon: LaptopChromebookOutlined,
      title: 'Flexible work',
      text: 'Plan your day around a shared core of collaboration hours, and work from home or from our New Delhi office as your week demands.',
    },
    {
      icon: SchoolOutlined,
      title: 'Learning budget',
      text: '₹50,000 per year for each team member to spend on courses, certifications, books and conference tickets, with paid time off for the exams.',
    },
    {
      icon: FavoriteBorderRounded,
      title: 'Health and wellness',
      text: 'Medical insurance for you and your family, an annual health check-up, and confidential counselling whenever you need someone to talk to.',
    },
    {
      icon: AutoAwesomeOutlined,
      title: '20% innovation time',
      text: 'One day a week for your own ideas: internal tools, open-source contributions or product prototypes. The best ones become part of what we sell.',
    },
  ],
};

export interface CulturePractice {
  title: string;
  text: string;
  icon: SvgIconComponent;
}

export const cultureSection = {
  eyebrow: 'Life at Vistaar',
  title: 'How we work',
  intro:
    'Small teams own a product end to end. The people who design and build a feature also release it, watch it in production and talk to the customers who use it, so decisions are made by those closest to the problem.',
};

export const culturePractices: CulturePractice[] = [
  {
    icon: RateReviewOutlined,
    title: 'Engineering practices',
    text: 'Every change is reviewed by a teammate and passes automated tests before it reaches production. Anything that takes more than a week starts with a short design note, and incidents end in a blameless review that fixes the system, not the person.',
  },
  {
    icon: GroupsOutlined,
    title: 'Mentorship',
    text: 'Each new joiner is paired with a senior colleague for the first 90 days, with weekly one-to-ones and a written onboarding plan. Most people ship their first change to production within their first month.',
  },
  {
    icon: LocationCityOutlined,
    title: 'Delhi NCR office and remote',
    text: 'Our office is in Okhla, New Delhi, and many of us work remotely from across India. Teams plan together in person every quarter and keep the rest of the work written down, so nobody misses a decision for not being in the room.',
  },
  {
    icon: TrendingUpRounded,
    title: 'Room to grow',
    text: 'Career conversations happen twice a year against a clear skills matrix for each role, so you know what the next level looks like and what will get you there.',
  },
];

export const openPositionsSection = {
  eyebrow: 'Open positions',
  title: 'Find your role',
  subtitle:
    'Every role below is open today. Applying takes a few minutes and a resume, and every application is read by the hiring team.',
};

export const careerCta = {
  title: "Don't see the right role?",
  text: 'Send a general application or tell us what you would like to work on. We reply to every message and keep strong profiles in mind for upcoming openings.',
  stats: [
    { value: '48 hrs', label: 'Average response' },
    { value: '92%', label: 'Satisfaction' },
    { value: '15+', label: 'Countries' },
  ] satisfies ContentStat[],
};
