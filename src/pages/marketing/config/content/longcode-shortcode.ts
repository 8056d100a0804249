import type { MarketingPageContent } from '@/shared/ui/sections';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PollIcon from '@mui/icons-material/Poll';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

export const content: MarketingPageContent = {
  meta: {
    title: 'Long Code and Short Code SMS',
    description:
      'Receive SMS from customers on a 10-digit long code or a 5-6 digit short code. Keyword campaigns, auto-replies, contests and lead capture across India.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Two-way SMS',
      title: 'Let Customers Text You Back With Long Codes and Short Codes',
      highlight: 'Text You Back',
      subtitle:
        'Print "SMS DEMO to" a number on a hoarding, a product pack or a TV spot, and capture every response automatically. Vistaar Infotech provides dedicated and shared numbers with keyword routing, instant auto-replies and real-time reports.',
      actions: [
        { label: 'Get Your Number', to: '/contact', variant: 'primary' },
        { label: 'Compare Options', to: '#comparison', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'messaging' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'How inbound SMS works',
      title: 'A Number Your Customers Can Reply To',
      paragraphs: [
        'Most business SMS in India is one-way: a Sender ID pushes a message and the customer cannot reply. Long codes and short codes reverse that flow. Customers send a keyword, such as LOAN, DEMO or FEEDBACK, to your number, and our platform routes the message to the right campaign, replies instantly and forwards the details to your team.',
        'Every incoming message is stored with the mobile number, keyword, time and operator circle, so you can measure which newspaper ad, outlet or radio spot produced the most responses.',
      ],
      bullets: [
        'Keyword and sub-keyword routing, for example DEMO DELHI or DEMO PUNE',
        'Instant auto-reply over a DLT-registered transactional template',
        'Forwarding to your CRM by API, webhook, e-mail or Excel export',
        'Missed-call numbers and IVR can be combined in the same campaign',
      ],
    },
    {
      kind: 'comparison',
      id: 'comparison',
      eyebrow: 'Comparison',
      title: 'Long Code vs Short Code',
      subtitle:
        'Both receive SMS from customers. They differ in length, cost and how easy they are to remember.',
      columns: ['Long Code', 'Short Code'],
      rows: [
        { label: 'Number format', values: ['A 10-digit number', 'A number of 5-6 digits'] },
        {
          label: 'Recall',
          values: [
            'Harder to remember; best when the number is printed or clickable',
            'Easy to remember from a TV, radio or outdoor ad',
          ],
        },
        {
          label: 'Availability',
          values: [
            'Dedicated or shared, set up in a few days',
            'Usually shared with keywords, dedicated on request',
          ],
        },
        {
          label: 'Cost to customer',
          values: [
            'Normal SMS charge of their mobile plan',
            'Normal SMS charge; no premium rates on our short codes',
          ],
        },
        {
          label: 'Setup cost',
          values: ['Lower; suited to steady, moderate volumes', 'Higher; suited to mass campaigns'],
        },
        {
          label: 'Best for',
          values: [
            'Customer support, feedback, lead enquiries and regional campaigns',
            'National promotions, contests, voting and high-volume keyword campaigns',
          ],
        },
      ],
      note: 'Not sure which fits? Many clients start on a shared short code with their own keyword and add a dedicated long code for support later.',
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'What You Can Run on an Inbound Number',
      items: [
        {
          icon: ContactMailIcon,
          title: 'Lead Capture',
          text: 'Ask prospects to text a keyword for a brochure or a call back, and push each lead to your sales team within seconds.',
        },
        {
          icon: RateReviewIcon,
          title: 'Customer Feedback',
          text: 'Collect ratings after a service visit or a store purchase with a simple reply such as 1 to 5.',
        },
        {
          icon: EmojiEventsIcon,
          title: 'Contests and Coupons',
          text: 'Let customers send a code from inside a pack to enter a contest or unlock a cashback offer.',
        },
        {
          icon: PollIcon,
          title: 'Polls and Voting',
          text: 'Run audience polls for events, shows and internal surveys with live vote counts.',
        },
        {
          icon: HowToRegIcon,
          title: 'Opt-in and Opt-out',
          text: 'Record START and STOP requests so your consent records and suppression lists stay current.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Service Requests',
          text: 'Accept balance checks, complaint registration and status queries by SMS, answered automatically.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'setup',
      eyebrow: 'Setup',
      title: 'How We Set Up Your Inbound SMS Campaign',
      steps: [
        {
          title: 'Choose number and keywords',
          text: 'Pick a long code or a short code and reserve your keywords and sub-keywords.',
          duration: '1 day',
        },
        {
          title: 'Configure replies and routing',
          text: 'Register the auto-reply templates on DLT and set where each response is forwarded.',
          duration: '2-3 days',
        },
        {
          title: 'Test and launch',
          text: 'We test on all major operators, then you publish the number in your campaign.',
          duration: '1 day',
        },
        {
          title: 'Track responses',
          text: 'Watch responses per keyword, city and day on the dashboard and export them at any time.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        {
          question: 'What is the difference between a long code and a short code?',
          answer:
            'A long code is a 10-digit number that looks like a regular mobile number. A short code has 5-6 digits and is easier to remember, which makes it popular for mass-media campaigns.',
        },
        {
          question: 'Can I get my own keyword on a shared number?',
          answer:
            'Yes. On a shared long code or short code you reserve one or more keywords, and only messages starting with your keywords are routed to your account.',
        },
        {
          question: 'Do the automatic replies need DLT registration?',
          answer:
            'Yes. Replies are sent as business SMS, so the Sender ID and reply templates must be registered on DLT. We help you register them during setup.',
        },
        {
          question: 'How do I receive the incoming messages?',
          answer:
            'Messages appear on your dashboard in real time. They can also be forwarded to your CRM through an API or webhook, sent to an e-mail address or exported to Excel.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Start Receiving Customer Responses by SMS',
      text: 'Tell us about your campaign, expected volume and regions. We will recommend a long code or a short code and have it ready within days.',
      actions: [
        { label: 'Contact Sales', to: '/contact', variant: 'primary' },
        { label: 'Bulk SMS Services', to: '/bulk-sms', variant: 'secondary' },
      ],
    },
  ],
};
