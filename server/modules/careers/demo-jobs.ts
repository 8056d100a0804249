import type { JobFields } from './jobs-repository';

/**
 * Demo openings for an empty embedded database: what a mid-sized Indian IT services firm
 * posts. Each closes 60 days after it was posted, as a job posted without a closing date does.
 */
type DemoJob = Omit<JobFields, 'closesOn' | 'screeningQuestions' | 'knockoutStageId'> & {
  postedDaysAgo: number;
};

const OPENINGS: DemoJob[] = [
  {
    title: 'Senior Full Stack Developer (React and Node.js)',
    department: 'Engineering',
    location: 'Bangalore, India',
    jobType: 'Full-time',
    experience: '5+ years',
    salaryRange: '18-28 LPA',
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'Docker'],
    description:
      'You will lead feature development on the web platforms we build for clients in retail, logistics and fintech, ' +
      'and pair with two or three developers who look to you for guidance.\n\n' +
      'What you will do:\n' +
      '- Turn product requirements into technical designs, then build React front ends and Node.js APIs\n' +
      '- Review pull requests and keep the codebase easy to change\n' +
      '- Own quality end to end: automated tests, performance budgets and clean releases through our CI pipelines on AWS\n' +
      '- Join client calls when a design decision needs explaining\n\n' +
      'What we look for:\n' +
      '- Solid TypeScript and a good grasp of relational data modelling\n' +
      '- Experience running services in production\n' +
      '- Clear written and spoken English\n\n' +
      'Exposure to Next.js, message queues or Kubernetes is a plus.',
    isActive: true,
    postedDaysAgo: 2,
  },
  {
    title: 'Android Developer (Kotlin)',
    department: 'Engineering',
    location: 'Hybrid - Mumbai',
    jobType: 'Full-time',
    experience: '2-3 years',
    salaryRange: '8-14 LPA',
    skills: ['Kotlin', 'Jetpack Compose', 'MVVM', 'Retrofit', 'Room', 'Firebase'],
    description:
      'Join the mobile team that ships consumer and field-force apps used by more than a million people across India.\n\n' +
      'You will:\n' +
      '- Build screens in Jetpack Compose and structure features with MVVM and coroutines\n' +
      '- Integrate REST APIs with Retrofit\n' +
      '- Make apps work offline on patchy networks with Room, background sync and careful error handling\n' +
      '- Write unit and UI tests, profile memory and battery use, and take part in Play Store releases\n\n' +
      'We work from the Andheri office three days a week. ' +
      'Experience with payment SDKs, maps or push notifications is welcome.',
    isActive: true,
    postedDaysAgo: 4,
  },
  {
    title: 'DevOps Engineer',
    department: 'Engineering',
    location: 'Pune, India',
    jobType: 'Full-time',
    experience: '3-5 years',
    salaryRange: '14-22 LPA',
    skills: ['AWS', 'Kubernetes', 'Terraform', 'GitHub Actions', 'Linux', 'Prometheus'],
    description:
      'You will run and improve the cloud platforms behind our client projects and our own SaaS products. ' +
      'That means writing Terraform for AWS accounts, keeping Kubernetes clusters healthy and upgraded, ' +
      'and maintaining CI/CD pipelines so that every team can deploy several times a day with confidence. ' +
      'You will set up monitoring and alerting with Prometheus and Grafana, take part in a fair on-call rotation, ' +
      'and write clear post-incident reviews. Cost matters to our clients, so you will also look for savings in compute and storage. ' +
      'Strong Linux fundamentals and scripting in Bash or Python are essential; AWS certification is a plus.',
    isActive: true,
    postedDaysAgo: 6,
  },
  {
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Delhi, India',
    jobType: 'Full-time',
    experience: '2-3 years',
    salaryRange: '7-12 LPA',
    skills: ['Figma', 'Design systems', 'User research', 'Prototyping', 'Accessibility'],
    description:
      'Design web and mobile products for clients in education, healthcare and e-commerce, from first sketches to handover. ' +
      'You will run short discovery sessions with client stakeholders, map user journeys, and turn them into wireframes and polished Figma prototypes. ' +
      'You will maintain our shared design system, work closely with front-end developers during builds, and check that the result matches the design on real devices. ' +
      'We care about accessibility and performance on low-end phones, so you should be comfortable designing within those limits. ' +
      'Please share a portfolio with two or three case studies that explain your process, not just final screens.',
    isActive: true,
    postedDaysAgo: 9,
  },
  {
    title: 'Product Manager - CRM Platform',
    department: 'Product',
    location: 'Hybrid - Bangalore',
    jobType: 'Full-time',
    experience: 'Senior Level (7+ years)',
    salaryRange: '28-38 LPA',
    skills: ['Product strategy', 'B2B SaaS', 'Roadmapping', 'User research', 'SQL', 'Agile'],
    description:
      'Own the roadmap of our CRM platform, used by sales teams in small and mid-sized Indian businesses. ' +
      'You will talk to customers every week, analyse usage data, and decide what the engineering team builds next and why. ' +
      'You will write clear product requirements, work with design on flows, and agree release plans with engineering leads. ' +
      'After each release you will measure adoption and revenue impact and adjust the plan. ' +
      'We are looking for someone who has shipped B2B SaaS features, is comfortable with SQL for their own analysis, ' +
      'and can explain trade-offs to founders, sales and support alike. Experience with WhatsApp or telephony integrations is a plus.',
    isActive: true,
    postedDaysAgo: 12,
  },
  {
    title: 'Digital Marketing Executive',
    department: 'Marketing',
    location: 'Remote - India',
    jobType: 'Full-time',
    experience: '1-2 years',
    salaryRange: '4-6 LPA',
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Google Analytics 4', 'Content writing'],
    description:
      'Help prospective clients find us. You will plan and run Google and Meta ad campaigns for our services and products, ' +
      'track results in Google Analytics 4, and report what worked and what to stop each week. ' +
      'You will keep our website pages in good shape for search: keyword research, on-page fixes and briefs for blog articles that answer real buyer questions. ' +
      'You will also write and schedule LinkedIn posts and support webinars and email campaigns. ' +
      'This is a remote role within India with a monthly team day in Delhi. ' +
      'Certifications in Google Ads or HubSpot are welcome but not required.',
    isActive: true,
    postedDaysAgo: 15,
  },
  {
    title: 'Customer Success Associate',
    department: 'Customer Success',
    location: 'Hyderabad, India',
    jobType: 'Full-time',
    experience: 'Entry Level (0-1 years)',
    salaryRange: '3.5-5 LPA',
    skills: [
      'Customer communication',
      'Onboarding',
      'Ticketing tools',
      'Excel',
      'Hindi',
      'English',
    ],
    description:
      'Be the first point of contact for businesses using our SMS, WhatsApp and CRM products. ' +
      'You will onboard new customers over video calls, answer questions by phone, chat and e-mail, ' +
      'and solve common problems yourself using our knowledge base. When something needs engineering, ' +
      'you will write a clear ticket and keep the customer informed until it is fixed. ' +
      'You will track account health and flag customers who may need extra help. ' +
      'Fresh graduates are welcome: we train you on our products in your first month. ' +
      'Good spoken English and Hindi are required; Telugu is a plus. Day shift, six days a week with rotational Saturdays off.',
    isActive: true,
    postedDaysAgo: 18,
  },
  {
    title: 'Business Development Executive (IT Services)',
    department: 'Sales',
    location: 'On-site - Mumbai',
    jobType: 'Full-time',
    experience: '1-2 years',
    salaryRange: '5-8 LPA plus incentives',
    skills: ['B2B sales', 'Lead generation', 'CRM', 'Proposal writing', 'Negotiation'],
    description:
      'Grow our services business in Mumbai and western India. You will research target companies, ' +
      'reach decision makers by phone, e-mail and LinkedIn, and book discovery meetings for our solution architects. ' +
      'You will follow up on proposals, handle pricing conversations with support from your manager, and keep every lead up to date in our CRM. ' +
      'Monthly targets are realistic and incentives are paid quarterly. ' +
      'We are looking for someone with one to two years of B2B selling, ideally in software or IT services, ' +
      'who writes clear e-mails and is comfortable meeting clients in person.',
    isActive: false,
    postedDaysAgo: 30,
  },
  {
    title: 'HR Executive - Talent Acquisition',
    department: 'Human Resources',
    location: 'Delhi, India',
    jobType: 'Full-time',
    experience: '1-2 years',
    salaryRange: '4-6 LPA',
    skills: [
      'Technical recruiting',
      'Naukri',
      'LinkedIn Recruiter',
      'Interview coordination',
      'Excel',
    ],
    description:
      'Help us hire engineers, designers and sales people. You will work with hiring managers to understand each role, ' +
      'write job descriptions, source candidates on Naukri and LinkedIn, and run first screening calls. ' +
      'You will schedule interviews, collect feedback on time, and keep every candidate informed about where they stand. ' +
      'You will prepare offer letters, coordinate background checks and make joining day smooth for new colleagues. ' +
      'We value candidates who are organised, respond quickly and treat every applicant with respect, including the ones we do not hire. ' +
      'Experience hiring for technical roles is a strong plus.',
    isActive: false,
    postedDaysAgo: 45,
  },
];

/** The demo openings ask no screening questions. */
export const DEMO_JOBS: (Omit<JobFields, 'closesOn'> & { postedDaysAgo: number })[] = OPENINGS.map(
  (job) => ({ ...job, screeningQuestions: [], knockoutStageId: null }),
);
