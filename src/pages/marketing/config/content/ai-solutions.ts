// AI solutions listing page: one card per AI voice and language tool.
import type { MarketingPageContent } from '@/shared/ui/sections';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import SettingsVoiceIcon from '@mui/icons-material/SettingsVoice';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import TuneIcon from '@mui/icons-material/Tune';
import NoiseControlOffIcon from '@mui/icons-material/NoiseControlOff';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TranslateIcon from '@mui/icons-material/Translate';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TranscribeIcon from '@mui/icons-material/Transcribe';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import MovieIcon from '@mui/icons-material/Movie';
import SchoolIcon from '@mui/icons-material/School';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';

export const content: MarketingPageContent = {
  meta: {
    title: 'AI Solutions',
    description:
      'AI voice and language tools from Vistaar Infotech: text to speech, voice cloning, dubbing, speech to text, chatbots and voice agents for Indian businesses.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Solutions',
      title: 'AI voice and language tools for Indian businesses',
      highlight: 'voice and language',
      subtitle:
        'Generate natural speech, transcribe calls, dub videos into Indian languages, and put chatbots and voice agents in front of your customers. Vistaar Infotech offers eleven AI tools through one platform and one API, with the support of a team that has built software for Indian enterprises since 2015.',
      actions: [
        { label: 'Explore the Tools', to: '#ai-tools', variant: 'primary' },
        { label: 'Talk to Us', to: '/contact', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'ai-tools',
      eyebrow: 'The toolkit',
      title: 'Eleven AI tools, one platform',
      subtitle: 'Use each tool on its own in the web app, or combine them through the API.',
      columns: 3,
      items: [
        {
          icon: RecordVoiceOverIcon,
          title: 'Text to Speech',
          text: 'Turn text into lifelike speech in over 70 languages, including Hindi, Tamil, Bengali and other Indian languages, for IVR, e-learning and video.',
          to: '/text-to-speech',
          linkLabel: 'Learn more',
        },
        {
          icon: GraphicEqIcon,
          title: 'Text to Sound',
          text: 'Describe a sound effect in words and get four variations per prompt, ready for videos, games, ads and app interfaces.',
          to: '/text-to-sound',
          linkLabel: 'Learn more',
        },
        {
          icon: SettingsVoiceIcon,
          title: 'Voice Changer',
          text: 'Transform a recorded voice into a different one while keeping the original emotion, pacing and delivery.',
          to: '/voice-changer',
          linkLabel: 'Learn more',
        },
        {
          icon: FingerprintIcon,
          title: 'Voice Cloning',
          text: 'Create a digital replica of a consenting speaker for brand voices, narration and accessibility, with verification safeguards.',
          to: '/voice-cloning',
          linkLabel: 'Learn more',
        },
        {
          icon: TuneIcon,
          title: 'Voice Design',
          text: 'Describe the age, accent and tone you want and generate a brand-new synthetic voice that belongs to no real person.',
          to: '/voice-design',
          linkLabel: 'Learn more',
        },
        {
          icon: NoiseControlOffIcon,
          title: 'Voice Isolator',
          text: 'Strip traffic, crowd noise, music and echo from recordings and keep clear, usable dialogue.',
          to: '/voice-isolator',
          linkLabel: 'Learn more',
        },
        {
          icon: SmartToyIcon,
          title: 'Chatbot',
          text: 'An AI assistant for your website and WhatsApp that answers from your own documents and hands over to your team.',
          to: '/chatbot',
          linkLabel: 'Learn more',
        },
        {
          icon: TranslateIcon,
          title: 'Dubbing Studio',
          text: "Translate and dub videos into other languages in the original speakers' voices, with an editor to refine every line.",
          to: '/dubbing-studio',
          linkLabel: 'Learn more',
        },
        {
          icon: SupportAgentIcon,
          title: 'Conversational AI',
          text: 'Voice agents that answer and place phone calls, understand Hinglish, and act on your systems in real time.',
          to: '/conversational-ai',
          linkLabel: 'Learn more',
        },
        {
          icon: TranscribeIcon,
          title: 'Speech to Text',
          text: 'Accurate transcripts of calls, meetings and videos with speaker labels, timestamps and subtitle export.',
          to: '/speech-to-text',
          linkLabel: 'Learn more',
        },
        {
          icon: AutoStoriesIcon,
          title: 'Studio',
          text: 'Produce audiobooks, podcasts and narrated articles from TXT, PDF, HTML or a URL, chapter by chapter.',
          to: '/studio',
          linkLabel: 'Learn more',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Where Indian organisations use our AI tools',
      items: [
        {
          icon: HeadsetMicIcon,
          title: 'Contact centres',
          text: 'Voice agents for routine calls, transcription for quality checks and natural IVR prompts in regional languages.',
        },
        {
          icon: MovieIcon,
          title: 'Media and creators',
          text: 'Dubbing into Indian languages, clean dialogue from noisy shoots, sound effects and voiceovers on deadline.',
        },
        {
          icon: SchoolIcon,
          title: 'Education and training',
          text: "Narrated courses in the learner's language, lecture transcripts and audio versions of study material.",
        },
        {
          icon: AccountBalanceIcon,
          title: 'Banking and insurance',
          text: 'Multilingual service bots, payment reminder calls and searchable records of customer conversations.',
        },
        {
          icon: ShoppingCartIcon,
          title: 'E-commerce and retail',
          text: 'Order-status chatbots on WhatsApp, COD confirmation calls and product videos voiced in several languages.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Healthcare',
          text: 'Appointment booking by voice, clinical dictation to text and patient instructions read aloud in local languages.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'why',
      eyebrow: 'Why Vistaar Infotech',
      title: 'AI that fits how India works',
      items: [
        {
          title: 'Indian languages first',
          text: 'Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati, Kannada, Malayalam and more, plus code-mixed Hinglish.',
        },
        {
          title: 'One API for every tool',
          text: 'A single key, consistent endpoints and webhooks across all eleven tools.',
        },
        {
          title: 'Enterprise controls',
          text: 'Team workspaces, role-based access, usage limits and audit logs.',
        },
        {
          title: 'Responsible use',
          text: 'Consent checks for voice cloning and moderation against impersonation and fraud.',
        },
        {
          title: 'Data handled carefully',
          text: 'Your inputs are used to serve your requests and handled in line with the DPDP Act, 2023.',
        },
        {
          title: 'People behind the product',
          text: 'Integration help and support from our team in New Delhi.',
        },
      ],
      aside: {
        title: 'Built to run in production',
        text: 'The same infrastructure that powers our messaging and voice platforms runs our AI tools.',
        stats: [
          { value: '99.9%', label: 'Uptime' },
          { value: '10,000+', label: 'Companies on our platforms' },
        ],
      },
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'For developers',
      title: 'Every tool is an API call away',
      text: 'Build AI voice and language features into your own apps, IVR flows and content pipelines. Requests use JSON over HTTPS, and long jobs report back through webhooks.',
      points: [
        'One API key for all tools, managed from your dashboard',
        'Streaming responses for real-time speech',
        'Webhooks for dubbing, transcription and Studio jobs',
        'Separate test and live keys with usage reports',
      ],
      sample: `curl https://api.vistaarinfotech.in/v1/text-to-speech \\
  -H "Authorization: Bearer $VISTAAR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"text": "Aapka order dispatch ho gaya hai.", "language": "hi-IN", "voice": "ananya"}' \\
  --output order-update.mp3`,
    },
    {
      kind: 'faq',
      title: 'AI solutions FAQs',
      items: [
        {
          question: 'Can we try the tools before committing?',
          answer:
            'Yes. Contact us for a trial workspace. Our team will help you test the tools on your own content and calls before you choose a plan.',
        },
        {
          question: 'Which Indian languages are supported?',
          answer:
            'Text to speech covers over 70 languages, including the major Indian languages. Language coverage differs slightly by tool, and each tool page lists the specifics.',
        },
        {
          question: 'Is our content used to train models for other customers?',
          answer:
            'No. Your text, audio and voices are processed to deliver your requests and are not shared with other customers. Retention settings are available for enterprise workspaces.',
        },
        {
          question: 'Can you build a custom solution around these tools?',
          answer:
            'Yes. Our development team integrates the tools with your CRM, IVR, LMS or website and builds custom workflows on top of the API.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Find the right AI tool for your use case',
      text: 'Tell us what you want to automate or create, and we will recommend the tools and set up a trial on your own content.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Try Text to Speech', to: '/text-to-speech', variant: 'secondary' },
      ],
    },
  ],
};
