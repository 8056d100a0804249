import type { MarketingPageContent } from '@/shared/ui/sections';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import MicIcon from '@mui/icons-material/Mic';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';

export const content: MarketingPageContent = {
  meta: {
    title: 'Click2Call',
    description:
      'Click2Call connects website visitors and CRM contacts to your agents in one click, with number masking, call recording and agent routing for Indian teams.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Click2Call',
      title: 'Turn Every Click Into a Conversation',
      highlight: 'a Conversation',
      subtitle:
        'Add a call button to your website, app, e-mails or CRM. When a customer clicks, our cloud telephony rings your agent and the customer and connects them within seconds, without anyone dialling a number or revealing a personal phone.',
      actions: [
        { label: 'Request a Demo', to: '/contact', variant: 'primary' },
        { label: 'How It Works', to: '#how-it-works', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
      stats: [
        { value: '10,000+', label: 'Companies served' },
        { value: '99.9%', label: 'Uptime' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Built for Sales and Support Teams',
      columns: 3,
      items: [
        {
          icon: TouchAppIcon,
          title: 'Call Button for Web and App',
          text: 'A lightweight widget or API call that places a call-back request the moment a visitor enters a mobile number.',
        },
        {
          icon: VisibilityOffIcon,
          title: 'Number Masking',
          text: 'Customers and agents see a virtual business number, so personal mobile numbers stay private on both sides.',
        },
        {
          icon: CallSplitIcon,
          title: 'Smart Agent Routing',
          text: 'Route by language, region, product or availability, with round-robin and sticky-agent options for repeat callers.',
        },
        {
          icon: MicIcon,
          title: 'Call Recording',
          text: 'Every call is recorded and stored securely for quality checks, training and dispute resolution.',
        },
        {
          icon: IntegrationInstructionsIcon,
          title: 'CRM Click-to-Dial',
          text: 'Agents click a number inside your CRM or lead list and the call connects through their mobile or desk phone.',
        },
        {
          icon: AssessmentIcon,
          title: 'Call Reports',
          text: 'Answered and missed calls, talk time, wait time and outcomes per agent, exportable and pushed to your CRM.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'How Click2Call Works',
      subtitle: 'The whole sequence usually completes in a few seconds.',
      steps: [
        {
          title: 'Customer clicks',
          text: 'A visitor taps the call button on your website, app, e-mail or ad and enters or confirms a mobile number.',
        },
        {
          title: 'Agent is called first',
          text: 'Our platform picks the right available agent and rings the agent, so the customer never waits in silence.',
        },
        {
          title: 'Customer is connected',
          text: 'As soon as the agent answers, the platform calls the customer from your virtual business number and bridges the call.',
        },
        {
          title: 'Call is logged',
          text: 'The recording, duration and outcome are saved and sent to your CRM, and a missed call triggers an SMS or a retry.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Where Click2Call Makes a Difference',
      items: [
        {
          icon: ShoppingCartIcon,
          title: 'E-commerce Enquiries',
          text: 'Shoppers with a question about size, delivery or cash on delivery speak to an agent before they abandon the cart.',
        },
        {
          icon: HomeWorkIcon,
          title: 'Real Estate Leads',
          text: 'Property portal and landing page leads are connected to a sales executive while their interest is highest.',
        },
        {
          icon: DeliveryDiningIcon,
          title: 'Delivery and Field Services',
          text: 'Riders and technicians call customers through a masked number, protecting privacy on both sides.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Clinics and Hospitals',
          text: 'Patients book or reschedule appointments with one tap, routed to the right department.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Click2Call Questions',
      items: [
        {
          question: 'Do I need new phones or hardware?',
          answer:
            'No. Click2Call runs in the cloud and connects to the mobile phones or desk phones your agents already use. A web softphone is also available.',
        },
        {
          question: 'How do I add the call button to my website?',
          answer:
            'Paste a short script into your site or call our REST API from your own button. Our team helps you match the widget to your design.',
        },
        {
          question: 'What happens if no agent is available?',
          answer:
            'The request is queued for the next free agent, or the customer receives an SMS confirming a call-back during your business hours.',
        },
        {
          question: 'Can calls be connected to my CRM?',
          answer:
            'Yes. Call details and recording links can be pushed to your CRM through webhooks, and we offer ready integration with the Vistaar Infotech CRM and Lead Management products.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Let Customers Reach You in One Click',
      text: 'Tell us how your team handles calls today. We will set up a virtual number, routing rules and a call button for your website.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'See IVR Solutions', to: '/ivr', variant: 'secondary' },
      ],
    },
  ],
};
