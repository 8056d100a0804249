// Search engine optimisation service page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import BuildIcon from '@mui/icons-material/Build';
import ArticleIcon from '@mui/icons-material/Article';
import PlaceIcon from '@mui/icons-material/Place';
import TranslateIcon from '@mui/icons-material/Translate';
import LinkIcon from '@mui/icons-material/Link';
import QueryStatsIcon from '@mui/icons-material/QueryStats';

export const content: MarketingPageContent = {
  meta: {
    title: 'SEO Services',
    description:
      'Technical, on-page, local and multilingual SEO for Indian businesses, with transparent monthly reporting on rankings, traffic and the leads that follow.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Search Engine Optimisation',
      title: 'Be found when customers search for you',
      highlight: 'search for you',
      subtitle:
        'Vistaar Infotech helps Indian businesses earn steady, qualified traffic from Google. We fix the technical issues that hold sites back, write content that answers real questions, and win visibility in local and Indian-language searches, without shortcuts that risk penalties.',
      actions: [
        { label: 'Get an SEO Audit', to: '/contact', variant: 'primary' },
        { label: 'What We Do', to: '#services', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'analytics' },
    },
    {
      kind: 'features',
      id: 'services',
      eyebrow: 'Services',
      title: 'Complete SEO, from code to content',
      columns: 3,
      items: [
        {
          icon: BuildIcon,
          title: 'Technical SEO',
          text: 'Crawl and index checks, Core Web Vitals, structured data, canonical tags, sitemaps, redirects and JavaScript rendering issues found and fixed.',
        },
        {
          icon: ArticleIcon,
          title: 'On-page optimisation',
          text: 'Keyword research by intent, title and heading rewrites, internal linking and page structure that matches what searchers expect to find.',
        },
        {
          icon: PlaceIcon,
          title: 'Local SEO',
          text: 'Google Business Profile optimisation, consistent NAP citations, city and locality pages, and review management for "near me" searches.',
        },
        {
          icon: TranslateIcon,
          title: 'Multilingual SEO',
          text: 'Hindi and regional-language pages with correct hreflang tags, transliterated keywords and content written natively, not machine-translated.',
        },
        {
          icon: LinkIcon,
          title: 'Authority building',
          text: 'Digital PR, industry directories, partner mentions and useful resources that earn links naturally. No paid link schemes or private networks.',
        },
        {
          icon: QueryStatsIcon,
          title: 'Reporting that means something',
          text: 'Monthly reports on rankings, organic traffic, enquiries and revenue from search, with clear notes on what we did and what comes next.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Our SEO process',
      steps: [
        {
          title: 'Audit',
          text: 'A full technical, content and competitor audit with every issue ranked by impact and effort.',
          duration: 'Weeks 1-2',
        },
        {
          title: 'Fix the foundations',
          text: 'Technical fixes, site structure, speed and structured data, done directly on your site or with your developers.',
          duration: 'Months 1-2',
        },
        {
          title: 'Content and authority',
          text: 'A content calendar built from search demand, new pages and articles, and steady outreach for quality mentions.',
          duration: 'Months 2-6',
        },
        {
          title: 'Measure and refine',
          text: 'Monthly reviews of rankings, traffic and leads, with the plan adjusted to what is working.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'approach',
      title: 'Sustainable SEO versus shortcuts',
      subtitle: 'Why we avoid the tactics that still get sold as quick wins.',
      columns: ['Vistaar Infotech approach', 'Shortcut tactics'],
      rows: [
        {
          label: 'Links',
          values: ['Earned from relevant sites', 'Bought in bulk from link farms'],
        },
        {
          label: 'Content',
          values: ["Written for the reader's question", 'Keyword-stuffed or spun'],
        },
        {
          label: 'Reporting',
          values: ['Leads and revenue tied to search', 'Vanity ranking screenshots'],
        },
        {
          label: 'Risk',
          values: ['Aligned with Google guidelines', 'Penalties after core updates'],
        },
        { label: 'Results', values: ['Compounding month after month', 'Short spikes, then drops'] },
      ],
      note: 'SEO results build over months. We set realistic expectations in the audit and report honestly every month.',
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'What you get as a client',
      items: [
        {
          title: 'A named SEO lead',
          text: 'One person who knows your business and answers your questions.',
        },
        {
          title: 'Direct developer access',
          text: 'Our engineers implement technical fixes instead of just listing them.',
        },
        {
          title: 'Full account ownership',
          text: 'Analytics, Search Console and Business Profile stay in your name.',
        },
        { title: 'No long lock-ins', text: 'Monthly engagements after the initial quarter.' },
      ],
    },
    {
      kind: 'faq',
      title: 'SEO FAQs',
      items: [
        {
          question: 'How long before we see results?',
          answer:
            'Technical fixes can show gains within weeks. Competitive keywords usually take four to six months of consistent work. We share a realistic forecast after the audit.',
        },
        {
          question: 'Do you guarantee first-page rankings?',
          answer:
            'No honest agency can guarantee a position, because Google controls rankings. We commit to the work, the transparency and the metrics that matter: qualified traffic and enquiries.',
        },
        {
          question: 'Can you do SEO for a site built by another company?',
          answer:
            'Yes. We work on WordPress, Shopify, custom React or PHP sites and coordinate with your existing developers, or make the changes ourselves with access.',
        },
        {
          question: 'Do you handle Google Ads as well?',
          answer:
            'Our focus is organic search, landing pages and conversion tracking. We build and optimise landing pages for your ad campaigns and share search data with your ads team.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Find out what is holding your site back',
      text: 'Request an audit and we will walk you through the biggest opportunities for your website, in plain language.',
      actions: [
        { label: 'Request an SEO Audit', to: '/contact', variant: 'primary' },
        { label: 'Website Development', to: '/web-development', variant: 'secondary' },
      ],
    },
  ],
};
