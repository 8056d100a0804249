// Text to sound (AI sound effects) tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import TimerIcon from '@mui/icons-material/Timer';
import LoopIcon from '@mui/icons-material/Loop';
import DownloadIcon from '@mui/icons-material/Download';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import MovieIcon from '@mui/icons-material/Movie';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import CampaignIcon from '@mui/icons-material/Campaign';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import SchoolIcon from '@mui/icons-material/School';

export const content: MarketingPageContent = {
  meta: {
    title: 'Text to Sound',
    description:
      'Generate sound effects from a text description, with four variations per prompt, for videos, games, ads, podcasts and apps. Download WAV or MP3, or use the API.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Sound Effects',
      title: 'Describe a sound. Hear it in seconds.',
      highlight: 'Hear it in seconds.',
      subtitle:
        'Type what you need, such as "a pressure cooker whistle in a busy kitchen" or "monsoon rain on a tin roof with distant thunder", and Vistaar Infotech Text to Sound generates four variations per prompt. Pick the best, fine-tune the length and drop it into your edit.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'How It Works', to: '#how-it-works', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'A sound library that writes itself',
      columns: 3,
      items: [
        {
          icon: EditNoteIcon,
          title: 'Plain-language prompts',
          text: 'Describe the source, setting, mood and distance in everyday words. No sound-design jargon or library keywords required.',
        },
        {
          icon: LibraryMusicIcon,
          title: 'Four variations per prompt',
          text: 'Every prompt returns four distinct takes, so you can compare and choose instead of regenerating again and again.',
        },
        {
          icon: TimerIcon,
          title: 'Duration control',
          text: 'Let the model decide the natural length, or set an exact duration to match a cut, transition or animation.',
        },
        {
          icon: LoopIcon,
          title: 'Ambiences and loops',
          text: 'Generate background beds such as a railway platform, a temple courtyard or office chatter that sit smoothly under dialogue.',
        },
        {
          icon: DownloadIcon,
          title: 'Studio-ready downloads',
          text: 'Export in WAV for editing and mixing or MP3 for quick sharing, at sample rates that suit video and game engines.',
        },
        {
          icon: FolderSpecialIcon,
          title: 'Project history',
          text: 'Every prompt and result is saved in your workspace, so teammates can reuse and build on sounds already generated.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Write a prompt',
          text: 'Describe the sound, for example "auto-rickshaw idling, then pulling away on a wet road".',
        },
        {
          title: 'Get four variations',
          text: 'The model returns four versions of your prompt, each a little different in texture and timing.',
        },
        {
          title: 'Refine',
          text: 'Adjust the wording or duration, or keep a favourite and generate more in the same style.',
        },
        {
          title: 'Download or automate',
          text: 'Download the files, or request sounds through the API inside your own production pipeline.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Who uses Text to Sound',
      items: [
        {
          icon: MovieIcon,
          title: 'Film and video editors',
          text: 'Fill gaps in location sound with footsteps, doors, crowds and weather without searching stock libraries.',
        },
        {
          icon: SportsEsportsIcon,
          title: 'Game developers',
          text: 'Prototype and produce weapon, UI, creature and environment sounds quickly, in as many variations as gameplay needs.',
        },
        {
          icon: CampaignIcon,
          title: 'Ad agencies',
          text: 'Produce the exact sizzle, pour or click a product film needs, on the same day as the client review.',
        },
        {
          icon: PhoneIphoneIcon,
          title: 'App and product teams',
          text: 'Distinct notification tones, success chimes and interface sounds that match your brand.',
        },
        {
          icon: PodcastsIcon,
          title: 'Podcasters',
          text: 'Scene-setting ambience and transitions for storytelling and audio drama formats.',
        },
        {
          icon: SchoolIcon,
          title: 'E-learning producers',
          text: 'Sound cues that keep learners engaged in simulations, animations and explainer modules.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Generate sound effects programmatically',
      text: 'Send a prompt and receive four variations as audio files. Ideal for content pipelines, game tooling and creative apps.',
      points: [
        'Four variations returned for every prompt',
        'Optional duration and prompt-strength parameters',
        'WAV or MP3 output',
        'Asynchronous mode with webhook callback for batches',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/sound-generation
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "prompt": "monsoon rain on a tin roof, distant thunder",
  "duration_seconds": 8,
  "variations": 4,
  "format": "wav"
}`,
    },
    {
      kind: 'faq',
      title: 'Text to Sound FAQs',
      items: [
        {
          question: 'How many results do I get per prompt?',
          answer:
            'Four variations per prompt. You can download any or all of them, or refine the prompt for another set.',
        },
        {
          question: 'Can it generate music or speech?',
          answer:
            'Text to Sound is built for sound effects and ambiences. For speech, use Text to Speech; short musical stings and jingles-style cues can be described, but it is not a full music composer.',
        },
        {
          question: 'What makes a good prompt?',
          answer:
            'Name the source, the action, the space and the distance, for example "heavy wooden door slammed in a large stone hall, close up". Specific prompts give more usable results.',
        },
        {
          question: 'Can we use the sounds in client work?',
          answer:
            'Yes, under a paid plan the generated sounds can be used in commercial projects, as set out in your plan terms.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Stop searching sound libraries',
      text: 'Tell us about your production workflow and we will set up a trial workspace for your team.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'All AI Tools', to: '/ai-solutions', variant: 'secondary' },
      ],
    },
  ],
};
