import type { MarketingPageContent } from '@/shared/ui/sections';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuizIcon from '@mui/icons-material/Quiz';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import TranslateIcon from '@mui/icons-material/Translate';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import WorkIcon from '@mui/icons-material/Work';
import SchoolIcon from '@mui/icons-material/School';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PolicyIcon from '@mui/icons-material/Policy';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ExtensionIcon from '@mui/icons-material/Extension';
import VideocamIcon from '@mui/icons-material/Videocam';
import AudioFileIcon from '@mui/icons-material/AudioFile';

export const content: MarketingPageContent = {
  meta: {
    title: 'Learning Management System',
    description:
      'An LMS for Indian companies and institutes: courses, video lessons, quizzes, certificates, live classes and mobile learning in multiple Indian languages.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Learning Management System',
      title: 'Train Every Employee, Partner and Student on One Platform',
      highlight: 'One Platform',
      subtitle:
        'Vistaar Infotech LMS lets you build courses, assign them to the right people, test what they learned and certify them, on the web or on a phone, in English and Indian languages.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'dashboard' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'Training That Reaches Every Branch, Priced by Active Learner',
      paragraphs: [
        'Indian companies train people spread across branches, plants, dealer counters and field routes, often in more than one language. The LMS puts induction, product and compliance courses on the web and on phones, tracks who finished them and issues certificates, so a bank, a pharma field force or a coaching institute runs its training from one place.',
        'Plans are priced by the number of active learners each month. We run it as a cloud service on your own sub-domain, upload your existing SCORM courses, videos and PDFs, and train your administrators before launch.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'A Complete Toolkit for Learning',
      columns: 4,
      items: [
        {
          icon: MenuBookIcon,
          title: 'Course Builder',
          text: 'Arrange videos, documents, SCORM packages and quizzes into modules with a drag-and-drop editor.',
        },
        {
          icon: AccountTreeIcon,
          title: 'Learning Paths',
          text: 'Assign courses by role, department or branch, with prerequisites, due dates and automatic reminders.',
        },
        {
          icon: QuizIcon,
          title: 'Assessments',
          text: 'Question banks with multiple-choice, true-false and descriptive questions, randomised papers and time limits.',
        },
        {
          icon: CardMembershipIcon,
          title: 'Certificates',
          text: 'Certificates with your branding and a unique ID, issued automatically when a learner passes.',
        },
        {
          icon: OndemandVideoIcon,
          title: 'Live Classes',
          text: 'Schedule live sessions, share joining links, take attendance and attach recordings to the course.',
        },
        {
          icon: PhoneAndroidIcon,
          title: 'Mobile Learning',
          text: 'Android and iOS apps with offline downloads, so field staff can learn even on patchy networks.',
        },
        {
          icon: TranslateIcon,
          title: 'Multilingual Content',
          text: 'Publish the same course in English, Hindi and regional languages; learners pick their language.',
        },
        {
          icon: LeaderboardIcon,
          title: 'Reports and Leaderboards',
          text: 'Completion, scores and time spent by learner, team or location, plus points and badges to keep learners motivated.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Who Uses Our LMS',
      items: [
        {
          icon: WorkIcon,
          title: 'Corporate Training',
          text: 'Induction, product knowledge, soft skills and leadership programmes for employees across branches.',
        },
        {
          icon: PolicyIcon,
          title: 'Compliance Training',
          text: 'POSH, information security, code of conduct and safety training with yearly re-certification and audit-ready records.',
        },
        {
          icon: StorefrontIcon,
          title: 'Dealer and Partner Training',
          text: 'Train distributors, dealers and retail staff on new products without flying trainers to every city.',
        },
        {
          icon: SchoolIcon,
          title: 'Schools, Colleges and Coaching',
          text: 'Recorded lectures, test series, assignments and results for students, with parent-friendly reports.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'formats',
      eyebrow: 'Supported formats',
      title: 'Use the Content You Already Have',
      items: [
        { icon: VideocamIcon, label: 'Video (MP4)' },
        { icon: PictureAsPdfIcon, label: 'PDF and PowerPoint' },
        { icon: ExtensionIcon, label: 'SCORM packages' },
        { icon: AudioFileIcon, label: 'Audio lessons' },
        { icon: QuizIcon, label: 'Quizzes and surveys' },
        { icon: OndemandVideoIcon, label: 'Live class recordings' },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why Organisations Choose Vistaar Infotech LMS',
      items: [
        {
          title: 'Lower training costs',
          text: 'Fewer classroom sessions, travel and printed material, with the same message reaching every learner.',
        },
        {
          title: 'Faster onboarding',
          text: 'New joiners start learning on day one with a ready induction path.',
        },
        {
          title: 'Proof of training',
          text: 'Every completion, score and certificate is recorded for audits and client requirements.',
        },
        {
          title: 'Connected to HR',
          text: 'Learner lists sync with HRM, so new joiners are enrolled and leavers removed automatically.',
        },
      ],
      aside: {
        title: 'Your brand, your domain',
        text: 'The LMS runs on your own sub-domain with your logo and colours, so learners see your academy rather than a third-party tool.',
      },
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'LMS: Frequently Asked Questions',
      items: [
        {
          question: 'Can we upload our existing SCORM courses?',
          answer:
            'Yes. SCORM packages can be uploaded as they are, and completion and scores are tracked in the LMS reports.',
        },
        {
          question: 'Does the LMS work for learners with low bandwidth?',
          answer:
            'Yes. Videos adapt to the connection speed and the mobile app lets learners download lessons to watch offline.',
        },
        {
          question: 'Can we sell courses to external learners?',
          answer:
            'Yes. Paid courses can be enabled with online payments through UPI, cards and net banking, with GST invoices issued automatically.',
        },
        {
          question: 'How many learners can the platform handle?',
          answer:
            'The platform scales from a single team to thousands of learners across locations. Plans are priced by the number of active learners.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Build Your Own Academy',
      text: 'Share your training goals and audience, and we will show you an LMS set up with a sample course of your own.',
      actions: [
        { label: 'Get in Touch', to: '/contact', variant: 'primary' },
        { label: 'Explore HR Management', to: '/hrm', variant: 'secondary' },
      ],
    },
  ],
};
