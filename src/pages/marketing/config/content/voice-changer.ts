// Voice changer (speech to speech) AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import SettingsVoiceIcon from '@mui/icons-material/SettingsVoice';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import NoiseControlOffIcon from '@mui/icons-material/NoiseControlOff';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SchoolIcon from '@mui/icons-material/School';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';

export const content: MarketingPageContent = {
  meta: {
    title: 'Voice Changer',
    description:
      'Transform recorded speech into a different voice while keeping emotion, timing and delivery. For character voices, anonymised interviews, creators and dubbing.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Voice Changer',
      title: 'Your performance, in a different voice',
      highlight: 'a different voice',
      subtitle:
        'Record the line the way you want it delivered, with the pauses, laughter and emphasis, and Vistaar Infotech Voice Changer re-voices it in another voice from our library or your own approved voices. The performance stays; only the voice changes.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'See Use Cases', to: '#use-cases', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Speech to speech that keeps the emotion',
      columns: 3,
      items: [
        {
          icon: SettingsVoiceIcon,
          title: 'Wide choice of target voices',
          text: 'Choose from male, female, young and older voices in our library, or from voices you have designed or cloned with consent.',
        },
        {
          icon: SentimentSatisfiedAltIcon,
          title: 'Emotion and timing preserved',
          text: 'Whispers, shouts, laughs and dramatic pauses carry over, so the output matches your direction and stays in sync with video.',
        },
        {
          icon: GraphicEqIcon,
          title: 'Adjustable similarity',
          text: 'Control how closely the output follows the target voice and how much of the original style is kept.',
        },
        {
          icon: NoiseControlOffIcon,
          title: 'Built-in noise removal',
          text: 'Optionally clean background noise from the input first, so phone or home recordings produce clean results.',
        },
        {
          icon: VideoFileIcon,
          title: 'Audio and video input',
          text: 'Upload MP3, WAV, M4A or MP4 files. For video, the converted track can be exported on its own or merged back.',
        },
        {
          icon: LanguageIcon,
          title: 'Works across languages',
          text: 'Convert Hindi, English, Hinglish and other languages, with accent and pronunciation of the original speech retained.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'What people use Voice Changer for',
      items: [
        {
          icon: MovieIcon,
          title: 'Animation and audio drama',
          text: 'One voice actor performs several characters, each converted to its own distinct voice.',
        },
        {
          icon: SportsEsportsIcon,
          title: 'Games',
          text: "Fast iteration on NPC and character lines, with the director's performance intact.",
        },
        {
          icon: VisibilityOffIcon,
          title: 'Anonymised testimony',
          text: 'Protect the identity of interviewees, sources and whistle-blowers while keeping their words and emotion.',
        },
        {
          icon: OndemandVideoIcon,
          title: 'Creators and influencers',
          text: 'Give recurring characters and segments their own voice without hiring a new artist each time.',
        },
        {
          icon: SchoolIcon,
          title: 'Training content',
          text: 'Role-play scenarios for sales and customer-service training with realistic, varied customer voices.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Voiceover fixes',
          text: "Re-record a corrected line yourself and convert it to match the original artist's approved voice.",
        },
      ],
    },
    {
      kind: 'prose',
      id: 'responsible-use',
      eyebrow: 'Responsible use',
      title: 'Safeguards against misuse',
      paragraphs: [
        'Voice conversion can be misused to impersonate real people. Target voices are limited to our library, voices you designed, and cloned voices that passed our consent verification. You cannot upload an arbitrary recording of someone else and use it as a target.',
        'Our terms prohibit fraud, impersonation and deceptive content, and we suspend accounts that break them.',
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Speech to speech through the API',
      text: 'Upload a recording and a target voice ID, and receive the converted audio. Suitable for batch processing of game lines or content libraries.',
      points: [
        'Multipart upload for audio and video files',
        'Optional background-noise removal before conversion',
        'Similarity and style parameters per request',
        'Webhook notification when long files are ready',
      ],
      sample: `curl https://api.vistaarinfotech.in/v1/speech-to-speech \\
  -H "Authorization: Bearer $VISTAAR_API_KEY" \\
  -F "audio=@scene12_line04.wav" \\
  -F "target_voice=kabir" \\
  -F "remove_background_noise=true" \\
  --output scene12_line04_kabir.wav`,
    },
    {
      kind: 'faq',
      title: 'Voice Changer FAQs',
      items: [
        {
          question: 'Does it work in real time?',
          answer:
            'Voice Changer is designed for recorded audio, where quality matters most. Short files convert in seconds; longer files are processed in the background.',
        },
        {
          question: 'Can I convert my voice to sound like a celebrity?',
          answer:
            'No. Target voices are restricted to our library, your designed voices and consented clones. Imitating real people without permission is not allowed.',
        },
        {
          question: 'What recording quality do I need?',
          answer:
            'A clear recording on a decent phone or USB microphone works well. Avoid heavy music underneath the speech, or enable noise removal.',
        },
        {
          question: 'Will lip-sync still match my video?',
          answer:
            'Yes. Timing follows the original recording closely, so the converted voice stays in sync with on-screen lip movement.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Try it with one of your recordings',
      text: 'Share a short clip and the kind of voice you want. We will set up a trial and show you the result.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Explore Voice Design', to: '/voice-design', variant: 'secondary' },
      ],
    },
  ],
};
