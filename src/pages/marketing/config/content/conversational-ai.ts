// Conversational AI (voice agents) tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import SummarizeIcon from '@mui/icons-material/Summarize';
import PolicyIcon from '@mui/icons-material/Policy';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PollIcon from '@mui/icons-material/Poll';

export const content: MarketingPageContent = {
  meta: {
    title: 'Conversational AI',
    description:
      'AI voice agents that answer and make phone calls in Hindi, English and Hinglish, act on your systems in real time, and transfer to a human when needed.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Conversational AI',
      title: 'Voice agents that handle real phone conversations',
      highlight: 'real phone conversations',
      subtitle:
        'Vistaar Infotech Conversational AI answers inbound calls and places outbound ones, speaks naturally in Hindi, English, Hinglish and other Indian languages, looks up orders and bookings in your systems, and hands the call to a person whenever the customer needs one.',
      actions: [
        { label: 'Book a Live Demo Call', to: '/contact', variant: 'primary' },
        { label: 'Cloud IVR', to: '/ivr', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Built for the phone, built for India',
      columns: 3,
      items: [
        {
          icon: PhoneInTalkIcon,
          title: 'Natural, interruptible speech',
          text: 'Low-latency listening and speaking, so callers can interrupt, change their mind or ask something else, just as with a person.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Indian languages and Hinglish',
          text: 'Understands code-mixed speech and regional accents, and replies in the language the caller uses.',
        },
        {
          icon: IntegrationInstructionsIcon,
          title: 'Connected to your systems',
          text: 'Calls your APIs during the conversation to check order status, book slots, update CRM records or raise tickets.',
        },
        {
          icon: CallSplitIcon,
          title: 'Warm transfer to agents',
          text: 'Transfers to the right queue or person with a summary, through your existing IVR, SIP trunk or call centre.',
        },
        {
          icon: SummarizeIcon,
          title: 'Transcripts and summaries',
          text: 'Every call is transcribed and summarised, with outcomes and follow-ups pushed to your CRM automatically.',
        },
        {
          icon: PolicyIcon,
          title: 'Guardrails and compliance',
          text: 'Approved scripts and topics, disclosure that the caller is speaking to an AI, and outbound calling hours and consent aligned with TRAI rules.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Calls a voice agent can take off your team',
      items: [
        {
          icon: HeadsetMicIcon,
          title: 'Inbound customer support',
          text: 'Order status, account queries and FAQs answered immediately, even after hours and at peak times.',
        },
        {
          icon: EventAvailableIcon,
          title: 'Appointments and reminders',
          text: 'Book, confirm and reschedule appointments for clinics, service centres and showrooms.',
        },
        {
          icon: FilterAltIcon,
          title: 'Lead qualification',
          text: 'Call new enquiries within minutes, ask qualifying questions and pass hot leads to sales.',
        },
        {
          icon: LocalShippingIcon,
          title: 'COD and delivery confirmation',
          text: 'Confirm cash-on-delivery orders and addresses before dispatch to reduce returns.',
        },
        {
          icon: PaymentsIcon,
          title: 'Payment reminders',
          text: 'Courteous reminders for EMIs, premiums and bills, with options to pay by UPI link over SMS or WhatsApp.',
        },
        {
          icon: PollIcon,
          title: 'Feedback and surveys',
          text: "Post-service feedback calls that capture ratings and comments in the customer's own words.",
        },
      ],
    },
    {
      kind: 'steps',
      id: 'setup',
      title: 'From script to live calls',
      steps: [
        {
          title: 'Design the conversation',
          text: 'We define goals, knowledge, tone, voice and the actions the agent may take, together with your team.',
          duration: '1 week',
        },
        {
          title: 'Connect telephony and systems',
          text: 'Link phone numbers, your IVR or dialer, and the APIs the agent needs, in a test environment.',
          duration: '1-2 weeks',
        },
        {
          title: 'Test and tune',
          text: 'Hundreds of test calls with real accents and edge cases, then a controlled pilot on live traffic.',
          duration: '1-2 weeks',
        },
        {
          title: 'Scale and monitor',
          text: 'Roll out to full volume with dashboards for containment, transfers and outcomes, and regular tuning.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Start calls and receive outcomes through the API',
      text: 'Trigger outbound calls from your CRM or workflow, and receive structured results when the call ends.',
      points: [
        'Outbound call API with per-call variables',
        'Inbound routing through your numbers or SIP trunk',
        'Post-call webhook with transcript, summary and outcome',
        'Tool definitions that let the agent call your APIs',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/agents/agt_cod_confirm/calls
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "to": "+91XXXXXXXXXX",
  "language": "hi-IN",
  "variables": { "customer_name": "Priya", "order_id": "55821", "amount": "1,499" },
  "webhook_url": "https://example.in/hooks/call-outcome"
}`,
    },
    {
      kind: 'faq',
      title: 'Conversational AI FAQs',
      items: [
        {
          question: 'Do callers know they are talking to an AI?',
          answer:
            'Yes. We recommend, and configure by default, a short disclosure at the start of each call. Transparency builds trust and is good practice.',
        },
        {
          question: 'Can it work with our existing call centre and IVR?',
          answer:
            'Yes. The agent connects through SIP or our cloud telephony, and can sit behind your IVR, take overflow calls or run outbound campaigns alongside your auto dialer.',
        },
        {
          question: 'What about outbound calling regulations?',
          answer:
            'Outbound campaigns follow TRAI commercial communication rules, including registered headers and templates where applicable, customer consent and permitted calling hours.',
        },
        {
          question: 'What happens if the agent cannot help?',
          answer:
            'It transfers the call to a human agent with a summary, or schedules a callback if no one is available, so the customer is never stuck.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear a voice agent handle your use case',
      text: 'Tell us which calls you want to automate. We will set up a demo agent and call you with it.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Auto Dialer', to: '/auto-dialer', variant: 'secondary' },
      ],
    },
  ],
};
