import BadgeRounded from '@mui/icons-material/BadgeRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import type { FeaturesSection } from '@/shared/ui/sections';

/** The three product cards of the home page (spec: /hrm, /lms, /assets). */
export const productsSection: FeaturesSection = {
  kind: 'features',
  id: 'products',
  eyebrow: 'Products',
  title: 'Ready-to-use software for growing teams',
  subtitle:
    'Cloud products we build and run ourselves, set up for your company in days rather than months.',
  columns: 3,
  items: [
    {
      icon: BadgeRounded,
      title: 'HR Management',
      text: 'Employee records, leave, attendance and payroll inputs in one place, with self-service for staff on their phones.',
      to: '/hrm',
      linkLabel: 'Explore HRM',
    },
    {
      icon: SchoolRounded,
      title: 'Learning Management System',
      text: 'Courses, quizzes and certificates for employee training or online classes, with a progress report for every learner.',
      to: '/lms',
      linkLabel: 'Explore LMS',
    },
    {
      icon: Inventory2Rounded,
      title: 'Asset Management',
      text: 'Track laptops, vehicles and equipment from purchase to disposal: who has what, where it is and when it is due for service.',
      to: '/assets',
      linkLabel: 'Explore asset management',
    },
  ],
};
