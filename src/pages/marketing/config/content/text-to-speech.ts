// Text to speech AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import LanguageIcon from '@mui/icons-material/Language';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TuneIcon from '@mui/icons-material/Tune';
import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import BoltIcon from '@mui/icons-material/Bolt';
import AudioFileIcon from '@mui/icons-material/AudioFile';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import SchoolIcon from '@mui/icons-material/School';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import CampaignIcon from '@mui/icons-material/Campaign';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';

export const content: MarketingPageContent = {
  meta: {
    title: 'Text to Speech',
    description:
      'Convert text into natural, expressive speech in over 70 languages, including Hindi, Tamil and Bengali, for IVR, e-learning, video and apps, via web app or API.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Text to Speech',
      title: 'Natural speech from text in over 70 languages',
      highlight: 'over 70 languages',
      subtitle:
        'Vistaar Infotech Text to Speech turns scripts, notifications and articles into lifelike audio in seconds. Choose from a wide library of voices across over 70 languages, including Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati, Kannada and Malayalam, and control pace, pauses and pronunciation.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'View the API', to: '#api', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
      stats: [
        { value: '70+', label: 'Languages' },
        { value: '99.9%', label: 'API uptime' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Speech that sounds human, not robotic',
      columns: 3,
      items: [
        {
          icon: LanguageIcon,
          title: 'Over 70 languages',
          text: 'Major Indian languages alongside English with Indian, British and American accents, and widely spoken global languages for international audiences.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Expressive voice library',
          text: 'Male and female voices for narration, conversation, news, customer service and advertising, each with natural intonation and breathing.',
        },
        {
          icon: TuneIcon,
          title: 'Fine control',
          text: 'Adjust speed, pitch, stability and pauses, or use SSML tags to add emphasis, breaks and spelled-out numbers exactly where you need them.',
        },
        {
          icon: SpellcheckIcon,
          title: 'Pronunciation dictionary',
          text: 'Teach the engine how to say brand names, product codes, place names and acronyms, and reuse those rules across every project.',
        },
        {
          icon: BoltIcon,
          title: 'Low-latency streaming',
          text: 'Audio starts playing while the rest is still being generated, fast enough for live voice agents and interactive apps.',
        },
        {
          icon: AudioFileIcon,
          title: 'Formats for every channel',
          text: 'Download MP3 or WAV for media, or 8 kHz telephony audio that drops straight into IVR and call-centre systems.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Where teams use Text to Speech',
      items: [
        {
          icon: PhoneInTalkIcon,
          title: 'IVR and call flows',
          text: 'Regenerate menu prompts in minutes when offers or timings change, in every language your callers speak.',
        },
        {
          icon: SchoolIcon,
          title: 'E-learning',
          text: "Narrate courses, compliance training and lessons in the learner's language without booking studio time.",
        },
        {
          icon: OndemandVideoIcon,
          title: 'Video voiceovers',
          text: 'Explainers, product demos, reels and ads voiced consistently, with quick revisions whenever the script changes.',
        },
        {
          icon: AccessibilityNewIcon,
          title: 'Accessibility',
          text: 'Let visually impaired and low-literacy users listen to web pages, forms, statements and notices.',
        },
        {
          icon: CampaignIcon,
          title: 'Announcements and alerts',
          text: 'Personalised voice calls for order updates, payment reminders and appointment confirmations.',
        },
        {
          icon: AutoStoriesIcon,
          title: 'Audio content',
          text: 'Audio editions of news, blogs and books. For long-form projects, use our Studio tool.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Add speech to your product with one request',
      text: 'Send text and a voice ID, receive audio. Use the REST endpoint for files or the streaming endpoint for real-time playback.',
      points: [
        'REST and streaming endpoints with JSON requests',
        'SSML support for pauses, emphasis and pronunciation',
        'Choose output format and sample rate per request',
        'Usage and character counts in your dashboard',
      ],
      sample: `curl https://api.vistaarinfotech.in/v1/text-to-speech \\
  -H "Authorization: Bearer $VISTAAR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "text": "Namaste! Aapki appointment kal subah 10 baje confirm hai.",
    "language": "hi-IN",
    "voice": "ananya",
    "speed": 1.0,
    "format": "mp3"
  }' \\
  --output reminder.mp3`,
    },
    {
      kind: 'faq',
      title: 'Text to Speech FAQs',
      items: [
        {
          question: 'Which languages and accents are available?',
          answer:
            'Over 70 languages, including Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati, Kannada, Malayalam, Punjabi and Odia, plus English with Indian and international accents.',
        },
        {
          question: 'Can it read mixed Hindi and English text?',
          answer:
            'Yes. Hindi voices handle common English words within Hindi sentences, and text in Roman script can be read with Hindi pronunciation.',
        },
        {
          question: 'Can we use the generated audio commercially?',
          answer:
            'Yes, within the terms of your plan. Audio generated under a paid plan can be used in ads, IVR, courses and videos.',
        },
        {
          question: 'Can we get a voice that is unique to our brand?',
          answer:
            'Yes. Use Voice Design to create a new synthetic voice, or Voice Cloning to replicate a consenting voice artist or spokesperson.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear your own script in our voices',
      text: 'Send us a sample script and the languages you need. We will return audio samples and help you pick the right voices.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Explore Voice Design', to: '/voice-design', variant: 'secondary' },
      ],
    },
  ],
};
