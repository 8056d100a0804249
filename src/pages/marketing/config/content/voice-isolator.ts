// Voice isolator (dialogue cleanup) AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import NoiseControlOffIcon from '@mui/icons-material/NoiseControlOff';
import MusicOffIcon from '@mui/icons-material/MusicOff';
import SurroundSoundIcon from '@mui/icons-material/SurroundSound';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import MovieIcon from '@mui/icons-material/Movie';
import SchoolIcon from '@mui/icons-material/School';
import GavelIcon from '@mui/icons-material/Gavel';
import AudioFileIcon from '@mui/icons-material/AudioFile';

export const content: MarketingPageContent = {
  meta: {
    title: 'Voice Isolator',
    description:
      'Remove traffic, crowd noise, music and echo from recordings and keep clear speech. For podcasts, interviews, call recordings, film and lectures.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Voice Isolator',
      title: 'Clear speech from noisy recordings',
      highlight: 'Clear speech',
      subtitle:
        'Interviews recorded beside a busy road, a podcast with a ceiling fan humming, a lecture in an echoing hall: Vistaar Infotech Voice Isolator separates the voice from everything else and gives you clean, usable dialogue in one step.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'See Features', to: '#features', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Keep the voice, lose the noise',
      columns: 3,
      items: [
        {
          icon: NoiseControlOffIcon,
          title: 'Background noise removal',
          text: 'Traffic, horns, construction, generators, fans and air-conditioner hum are removed while the speaker sounds natural.',
        },
        {
          icon: MusicOffIcon,
          title: 'Music and crowd separation',
          text: 'Pull dialogue out from under background music, event crowds and restaurant chatter.',
        },
        {
          icon: SurroundSoundIcon,
          title: 'Echo and reverb reduction',
          text: 'Reduce room echo from halls, classrooms and bare offices so speech sounds close and clear.',
        },
        {
          icon: VideoFileIcon,
          title: 'Audio and video files',
          text: 'Upload MP3, WAV, M4A, MP4 or MOV. For video, download the cleaned audio or the video with the new track.',
        },
        {
          icon: CompareArrowsIcon,
          title: 'Before and after preview',
          text: 'Compare the original and cleaned versions in the browser before you download.',
        },
        {
          icon: DynamicFeedIcon,
          title: 'Batch processing',
          text: 'Clean entire folders of call recordings or episode archives through the web app or the API.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Who relies on Voice Isolator',
      items: [
        {
          icon: PodcastsIcon,
          title: 'Podcasters',
          text: 'Studio-like sound from home recordings and remote guests on laptop microphones.',
        },
        {
          icon: NewspaperIcon,
          title: 'Journalists',
          text: 'Usable audio from street interviews, press conferences and rallies.',
        },
        {
          icon: HeadsetMicIcon,
          title: 'Contact centres',
          text: 'Cleaner call recordings for quality review and more accurate transcription.',
        },
        {
          icon: MovieIcon,
          title: 'Film and video',
          text: 'Rescue location dialogue and reduce the need for costly re-dubbing sessions.',
        },
        {
          icon: SchoolIcon,
          title: 'Educators',
          text: 'Clear lecture recordings from classrooms, seminar halls and online sessions.',
        },
        {
          icon: GavelIcon,
          title: 'Legal and compliance',
          text: 'Clearer recordings of meetings and hearings before transcription and review.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Upload',
          text: 'Drop in an audio or video file, or paste a link to a recording stored in your cloud bucket.',
        },
        {
          title: 'Isolate',
          text: 'The model separates speech from noise, music and room echo, keeping the natural tone of each voice.',
        },
        {
          title: 'Compare',
          text: 'Listen to the original and the cleaned version side by side and check the result before you commit.',
        },
        {
          title: 'Download or continue',
          text: 'Export the clean file, or send it straight to Speech to Text, Dubbing Studio or Voice Changer.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'formats',
      title: 'Supported formats',
      subtitle: 'Upload the files you already have. Output matches your input format by default.',
      items: [
        { icon: AudioFileIcon, label: 'MP3' },
        { icon: AudioFileIcon, label: 'WAV' },
        { icon: AudioFileIcon, label: 'M4A' },
        { icon: AudioFileIcon, label: 'FLAC' },
        { icon: VideoFileIcon, label: 'MP4' },
        { icon: VideoFileIcon, label: 'MOV' },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Clean audio inside your own workflow',
      text: 'Send a file or a URL and receive isolated speech. Ideal as a pre-processing step before transcription, dubbing or archiving.',
      points: [
        'Upload a file or pass a public or signed URL',
        'Synchronous for short clips, asynchronous for long files',
        'Webhook callback when processing completes',
        'Chain directly into Speech to Text',
      ],
      sample: `curl https://api.vistaarinfotech.in/v1/audio-isolation \\
  -H "Authorization: Bearer $VISTAAR_API_KEY" \\
  -F "audio=@street-interview.m4a" \\
  --output street-interview-clean.wav`,
    },
    {
      kind: 'faq',
      title: 'Voice Isolator FAQs',
      items: [
        {
          question: 'Does it change how the speaker sounds?',
          answer:
            'No. It removes what is not speech and leaves the voice itself untouched, so tone and character are preserved.',
        },
        {
          question: 'Can it separate two people talking at once?',
          answer:
            'It isolates all speech from non-speech sounds. Separating overlapping speakers from each other is a different task; Speech to Text can label who spoke when.',
        },
        {
          question: 'How long can a file be?',
          answer:
            'Long recordings such as full episodes and lectures are supported and processed in the background. Limits depend on your plan.',
        },
        {
          question: 'Are our recordings kept after processing?',
          answer:
            'Files are kept only as long as your workspace retention settings allow, and you can delete them at any time.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Send us your worst recording',
      text: 'We will clean it up and show you the difference. Then set up a trial for your team.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Speech to Text', to: '/speech-to-text', variant: 'secondary' },
      ],
    },
  ],
};
