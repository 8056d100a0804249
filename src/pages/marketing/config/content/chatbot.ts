// AI chatbot tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ForumIcon from '@mui/icons-material/Forum';
import TranslateIcon from '@mui/icons-material/Translate';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import InsightsIcon from '@mui/icons-material/Insights';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SchoolIcon from '@mui/icons-material/School';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import BadgeIcon from '@mui/icons-material/Badge';

export const content: MarketingPageContent = {
  meta: {
    title: 'AI Chatbot',
    description:
      'An AI chatbot for your website and WhatsApp that answers from your own documents in English, Hindi and Hinglish, captures leads and hands over to your team.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Chatbot',
      title: 'An assistant that knows your business, on every channel',
      highlight: 'knows your business',
      subtitle:
        'Vistaar Infotech Chatbot learns from your website, brochures, policies and FAQs, then answers customers on your website and WhatsApp in their language, day and night. When a question needs a person, it hands the conversation to your team with full context.',
      actions: [
        { label: 'Get a Demo Bot', to: '/contact', variant: 'primary' },
        { label: 'WhatsApp Business API', to: '/meta-api', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'messaging' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Accurate answers, not guesswork',
      columns: 3,
      items: [
        {
          icon: MenuBookIcon,
          title: 'Trained on your content',
          text: 'Add website pages, PDFs, Word files and FAQ sheets. Answers are grounded in your material, and the bot says so when it does not know.',
        },
        {
          icon: ForumIcon,
          title: 'Website and WhatsApp',
          text: 'One bot for your website widget and your WhatsApp Business number, with conversation history kept per customer.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian languages and Hinglish',
          text: 'Customers can write in English, Hindi, Hinglish or other Indian languages, and the bot replies in kind.',
        },
        {
          icon: SupportAgentIcon,
          title: 'Human handover',
          text: 'Route conversations to the right agent by topic or business hours, with a summary so customers do not repeat themselves.',
        },
        {
          icon: ContactPageIcon,
          title: 'Lead capture and actions',
          text: 'Collect name, phone and requirement, check order status or book an appointment through your CRM and back-end APIs.',
        },
        {
          icon: InsightsIcon,
          title: 'Conversation analytics',
          text: 'See top questions, unanswered queries, resolution rates and leads, and fill gaps in your knowledge base.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Chatbots that do real work',
      items: [
        {
          icon: ShoppingCartIcon,
          title: 'E-commerce',
          text: 'Order tracking, return requests, size guidance and COD confirmations on WhatsApp.',
        },
        {
          icon: AccountBalanceIcon,
          title: 'Banking and NBFCs',
          text: 'Loan eligibility questions, EMI details, branch information and document checklists.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Admission enquiries, fee structures, course details and counselling appointments during peak season.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Healthcare',
          text: 'Doctor availability, appointment booking, test preparation and report collection queries.',
        },
        {
          icon: HomeWorkIcon,
          title: 'Real estate',
          text: 'Project details, price ranges and site-visit scheduling, with qualified leads sent to sales.',
        },
        {
          icon: BadgeIcon,
          title: 'HR helpdesk',
          text: 'Leave policy, payslip and reimbursement questions answered for employees from internal documents.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'setup',
      title: 'Live in days, not months',
      steps: [
        {
          title: 'Add your knowledge',
          text: 'Upload documents or point the bot to your website. We help structure FAQs for the best answers.',
        },
        {
          title: 'Set tone and rules',
          text: 'Define greeting, persona, topics to avoid, escalation rules and business hours.',
        },
        {
          title: 'Connect channels',
          text: 'Add the widget to your site and link your WhatsApp Business number and CRM.',
        },
        {
          title: 'Review and improve',
          text: 'Check unanswered questions each week and add content so the bot gets better over time.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Put the chatbot inside your own app',
      text: 'Use the messages API to embed the assistant in a mobile app, intranet or custom support tool, with the same knowledge base and rules.',
      points: [
        'Send a message and receive a grounded answer with sources',
        'Session IDs keep multi-turn context',
        'Webhooks for handover and lead events',
        'Knowledge base updates through the API',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/chatbots/bot_support_01/messages
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "session_id": "cust-20931",
  "message": "Mera order kab tak deliver hoga? Order no. 55821",
  "channel": "app"
}`,
    },
    {
      kind: 'faq',
      title: 'Chatbot FAQs',
      items: [
        {
          question: 'Will the bot make up answers?',
          answer:
            'It is instructed to answer only from your content. When the information is not there, it says so and offers a human handover or a callback.',
        },
        {
          question: 'Do we need a WhatsApp Business API account?',
          answer:
            'For WhatsApp, yes. We can set up and manage the WhatsApp Business Platform account for you through our Meta API service.',
        },
        {
          question: 'Can it connect to our CRM or order system?',
          answer:
            'Yes. The bot can call your APIs to look up orders, create leads or book appointments, and our team builds these connections if needed.',
        },
        {
          question: 'How is customer data protected?',
          answer:
            'Conversations are encrypted in transit and at rest, access is role-based, and retention follows your settings in line with the DPDP Act, 2023.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'See a chatbot trained on your own website',
      text: 'Share your website address and we will build a demo bot you can test with your team.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Conversational AI for Calls', to: '/conversational-ai', variant: 'secondary' },
      ],
    },
  ],
};
