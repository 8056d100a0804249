// AI dubbing studio tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import TranslateIcon from '@mui/icons-material/Translate';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import GroupsIcon from '@mui/icons-material/Groups';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import YouTubeIcon from '@mui/icons-material/YouTube';
import SchoolIcon from '@mui/icons-material/School';
import BusinessIcon from '@mui/icons-material/Business';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import CampaignIcon from '@mui/icons-material/Campaign';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

export const content: MarketingPageContent = {
  meta: {
    title: 'Dubbing Studio',
    description:
      "Translate and dub videos into Hindi, Tamil, Telugu and other languages in the original speakers' voices, with an editor for transcripts, timing and subtitles.",
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Dubbing Studio',
      title: 'One video, every Indian language',
      highlight: 'every Indian language',
      subtitle:
        'Vistaar Infotech Dubbing Studio transcribes your video, translates it and re-voices each speaker in the target language, keeping their voice, tone and timing. Review every line in an editor before you publish, and reach audiences who prefer to watch in their own language.',
      actions: [
        { label: 'Request a Sample Dub', to: '/contact', variant: 'primary' },
        { label: 'How It Works', to: '#how-it-works', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Automatic dubbing with full editorial control',
      columns: 3,
      items: [
        {
          icon: TranslateIcon,
          title: 'Translation into many languages',
          text: 'Dub into Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati, Kannada, Malayalam and major global languages from a single upload.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Original voices preserved',
          text: 'Each speaker is re-voiced in a voice that sounds like them, so your presenters remain recognisable in every language.',
        },
        {
          icon: GroupsIcon,
          title: 'Multi-speaker detection',
          text: 'Speakers are detected and separated automatically, and you can merge, split or rename them in the editor.',
        },
        {
          icon: EditNoteIcon,
          title: 'Line-by-line editor',
          text: 'Edit the transcript and translation, fix names and terms, adjust timing, and regenerate only the lines you changed.',
        },
        {
          icon: SubtitlesIcon,
          title: 'Subtitles included',
          text: 'Export SRT or VTT subtitles in the source and target languages alongside the dubbed audio and video.',
        },
        {
          icon: MusicNoteIcon,
          title: 'Background audio kept',
          text: 'Music and effects are separated from speech and mixed back under the new dialogue.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Upload or link',
          text: 'Upload a video file or share a link, and choose the source and target languages.',
        },
        {
          title: 'Automatic dub',
          text: 'The video is transcribed, translated and voiced, with speakers and background audio handled separately.',
        },
        {
          title: 'Review and edit',
          text: 'Your team or ours checks terminology, names and timing in the editor and regenerates any line.',
        },
        {
          title: 'Export and publish',
          text: 'Download the dubbed video, separate audio tracks and subtitles, ready for YouTube, OTT or your LMS.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Who dubs with us',
      items: [
        {
          icon: YouTubeIcon,
          title: 'YouTubers and creators',
          text: 'Launch Hindi, Tamil and Telugu versions of a channel and add multi-language audio tracks.',
        },
        {
          icon: SchoolIcon,
          title: 'EdTech and coaching',
          text: 'Offer lectures and courses in regional languages without re-recording each one.',
        },
        {
          icon: BusinessIcon,
          title: 'Corporate training',
          text: 'Safety, compliance and product training for employees and dealers across states.',
        },
        {
          icon: LiveTvIcon,
          title: 'Media and OTT',
          text: 'Faster first-pass dubs of documentaries, interviews and series, refined by your language team.',
        },
        {
          icon: CampaignIcon,
          title: 'Marketing',
          text: 'Product videos, testimonials and ads adapted for each regional market.',
        },
        {
          icon: VolunteerActivismIcon,
          title: 'Public awareness',
          text: 'Health, finance and government scheme awareness videos in the languages citizens speak.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Dub video libraries at scale',
      text: 'Submit a video URL and target languages, and receive a webhook when each dub is ready for review or download.',
      points: [
        'Multiple target languages in one request',
        'Asynchronous jobs with status polling or webhooks',
        'Download dubbed video, audio stems and subtitles',
        'Optional human review step before delivery',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/dubbing
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "source_url": "https://cdn.example.in/videos/product-demo.mp4",
  "source_language": "en",
  "target_languages": ["hi", "ta", "te"],
  "subtitles": true,
  "webhook_url": "https://example.in/hooks/dubbing"
}`,
    },
    {
      kind: 'faq',
      title: 'Dubbing Studio FAQs',
      items: [
        {
          question: 'How good are translations into Indian languages?',
          answer:
            'Machine translation gives a strong first draft. For public releases, we recommend a review in the editor by a fluent speaker, which our team can provide.',
        },
        {
          question: 'Will the dubbed voice match lip movement?',
          answer:
            'Timing is aligned to each original line, so speech starts and ends with the speaker. Exact lip-sync varies between languages because sentence lengths differ.',
        },
        {
          question: "Do we need permission to dub someone's voice?",
          answer:
            'You must have the rights to the video and the consent of the people in it to re-voice them. Our terms prohibit dubbing content you do not own or license.',
        },
        {
          question: 'Which file types can we upload?',
          answer:
            'Common formats such as MP4, MOV, MKV, MP3 and WAV, or a link to a video you own.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear your video in Hindi, Tamil or Telugu',
      text: 'Send us a short clip and the languages you need. We will return a sample dub for your team to review.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Speech to Text', to: '/speech-to-text', variant: 'secondary' },
      ],
    },
  ],
};
