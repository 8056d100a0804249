// Speech to text (transcription) AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import TranscribeIcon from '@mui/icons-material/Transcribe';
import TranslateIcon from '@mui/icons-material/Translate';
import GroupsIcon from '@mui/icons-material/Groups';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StreamIcon from '@mui/icons-material/Stream';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import VideocamIcon from '@mui/icons-material/Videocam';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import GavelIcon from '@mui/icons-material/Gavel';
import SchoolIcon from '@mui/icons-material/School';
import DescriptionIcon from '@mui/icons-material/Description';
import DataObjectIcon from '@mui/icons-material/DataObject';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';

export const content: MarketingPageContent = {
  meta: {
    title: 'Speech to Text',
    description:
      'Transcribe calls, meetings and videos in English, Hindi, Hinglish and other Indian languages, with speaker labels, timestamps, subtitles and PII redaction.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Speech to Text',
      title: 'Accurate transcripts of every call, meeting and video',
      highlight: 'every call, meeting and video',
      subtitle:
        'Vistaar Infotech Speech to Text converts recordings and live audio into searchable text, with speakers labelled, words timestamped and sensitive details masked. It is tuned for how India speaks: regional accents, code-mixed Hinglish and noisy phone lines.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'View the API', to: '#api', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'analytics' },
    },
    {
      kind: 'prose',
      id: 'overview',
      eyebrow: 'At a glance',
      title: 'Transcription Built for Indian Calls and Meetings',
      paragraphs: [
        'Contact centres, banks, insurers, hospitals, media houses and law firms in India record thousands of hours of speech that nobody has time to listen to. Speech to Text turns those recordings into searchable transcripts, so quality teams review every call and editors subtitle every video.',
        'Batch transcription is billed per minute of audio and live streaming per minute of connection; speaker labels, timestamps and PII redaction are included. It is delivered as an API and a web console, and teams whose recordings must stay in their own network can discuss a dedicated deployment.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'More than words on a page',
      columns: 3,
      items: [
        {
          icon: TranscribeIcon,
          title: 'High accuracy on real audio',
          text: 'Handles phone-quality calls, meeting rooms and field recordings, with custom vocabulary for product names and jargon.',
        },
        {
          icon: TranslateIcon,
          title: 'Indian languages and Hinglish',
          text: 'Transcribe English, Hindi, Hinglish, Bengali, Tamil, Telugu, Marathi and more, with automatic language detection.',
        },
        {
          icon: GroupsIcon,
          title: 'Speaker labels',
          text: 'Know who said what. Agent and customer, or each meeting participant, are separated automatically.',
        },
        {
          icon: ScheduleIcon,
          title: 'Word-level timestamps',
          text: 'Jump to the exact moment in the recording, and generate perfectly timed subtitles.',
        },
        {
          icon: StreamIcon,
          title: 'Real-time streaming',
          text: 'Live transcription for voice agents, live captions and agent assist, with partial results as people speak.',
        },
        {
          icon: VisibilityOffIcon,
          title: 'PII redaction',
          text: 'Mask card numbers, Aadhaar and PAN numbers, phone numbers and OTPs in transcripts before they are stored or shared.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'What teams transcribe',
      items: [
        {
          icon: HeadsetMicIcon,
          title: 'Contact centre QA',
          text: 'Review every call, not a small sample, and flag missed disclosures, complaints and escalations.',
        },
        {
          icon: VideocamIcon,
          title: 'Meetings and interviews',
          text: 'Searchable notes and minutes from board meetings, research interviews and hiring panels.',
        },
        {
          icon: SubtitlesIcon,
          title: 'Media and subtitles',
          text: 'Subtitles and captions for videos, reels and broadcasts, ready to translate or dub.',
        },
        {
          icon: LocalHospitalIcon,
          title: 'Clinical dictation',
          text: 'Doctors dictate notes and discharge summaries instead of typing them.',
        },
        {
          icon: GavelIcon,
          title: 'Legal and compliance',
          text: 'Time-stamped records of hearings, depositions and recorded advice.',
        },
        {
          icon: SchoolIcon,
          title: 'Lectures and classes',
          text: 'Transcripts and notes for students, and accessible captions for recorded courses.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'outputs',
      title: 'Output formats',
      subtitle: 'Get transcripts in the format your workflow needs.',
      items: [
        { icon: TextSnippetIcon, label: 'Plain text', text: 'TXT' },
        { icon: DescriptionIcon, label: 'Documents', text: 'DOCX and PDF' },
        { icon: ClosedCaptionIcon, label: 'Subtitles', text: 'SRT and VTT' },
        { icon: DataObjectIcon, label: 'Structured', text: 'JSON with timestamps' },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Transcription through a simple API',
      text: 'Send a file or URL for batch transcription, or open a streaming connection for live audio. Results arrive as JSON with words, speakers and timestamps.',
      points: [
        'Batch and real-time streaming endpoints',
        'Language detection or explicit language codes',
        'Custom vocabulary and PII redaction per request',
        'Webhook callback when batch jobs finish',
      ],
      sample: `curl https://api.vistaarinfotech.in/v1/speech-to-text \\
  -H "Authorization: Bearer $VISTAAR_API_KEY" \\
  -F "audio=@call-2024-11-18.wav" \\
  -F "language=hi-IN" \\
  -F "diarize=true" \\
  -F "redact_pii=true"`,
    },
    {
      kind: 'faq',
      title: 'Speech to Text FAQs',
      items: [
        {
          question: 'How accurate is it for Indian accents?',
          answer:
            'It is tuned for Indian English, Hindi and code-mixed speech. Accuracy depends on audio quality; we recommend a trial on your own recordings to see results on your data.',
        },
        {
          question: 'Can it transcribe in one language and translate to another?',
          answer:
            'Yes. Transcripts can be translated into English or other languages, or passed to Dubbing Studio for full voice dubbing.',
        },
        {
          question: 'How are our recordings stored?',
          answer:
            'Audio and transcripts are encrypted, retained only as long as your settings specify and handled in line with the DPDP Act, 2023. PII redaction can be applied automatically.',
        },
        {
          question: 'Can it integrate with our call recording system?',
          answer:
            'Yes. Recordings can be pulled from your dialer, IVR or storage bucket automatically, and results pushed to your QA tool or CRM.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Test it on your own recordings',
      text: 'Send us a few sample calls or meeting recordings and we will share the transcripts with you.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Voice Isolator', to: '/voice-isolator', variant: 'secondary' },
      ],
    },
  ],
};
