// Voice cloning AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import LockIcon from '@mui/icons-material/Lock';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import CampaignIcon from '@mui/icons-material/Campaign';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import SchoolIcon from '@mui/icons-material/School';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';

export const content: MarketingPageContent = {
  meta: {
    title: 'Voice Cloning',
    description:
      'Create a digital replica of a consenting speaker for brand voices, narration and accessibility, with consent checks, access controls and misuse safeguards.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Voice Cloning',
      title: 'A digital voice for your brand, with consent built in',
      highlight: 'consent built in',
      subtitle:
        'Vistaar Infotech Voice Cloning creates a faithful replica of a real speaker, such as your spokesperson, an author or a contracted voice artist, so you can produce new narration in their voice whenever you need it. Every clone starts with verified consent from the person whose voice it is.',
      actions: [
        { label: 'Talk to Our Team', to: '/contact', variant: 'primary' },
        { label: 'Our Safeguards', to: '#safeguards', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'shield' },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'Two ways to clone a voice',
      columns: 3,
      items: [
        {
          icon: FlashOnIcon,
          title: 'Instant cloning',
          text: 'A usable replica from a few minutes of clean speech, good for drafts, internal content and quick turnarounds.',
        },
        {
          icon: WorkspacePremiumIcon,
          title: 'Professional cloning',
          text: 'A high-fidelity model trained on longer studio recordings, for ads, audiobooks and flagship brand content.',
        },
        {
          icon: TranslateIcon,
          title: 'Speak other languages',
          text: 'Use the cloned voice with Text to Speech and Dubbing Studio to reach audiences in Hindi, Tamil, English and more.',
        },
        {
          icon: VerifiedUserIcon,
          title: 'Consent verification',
          text: 'The speaker records a unique verification phrase that is matched against the training audio before any clone is created.',
        },
        {
          icon: LockIcon,
          title: 'Private by default',
          text: 'Cloned voices stay inside your workspace, visible only to users you authorise, and are never offered to other customers.',
        },
        {
          icon: ToggleOffIcon,
          title: 'Revocable at any time',
          text: 'The voice owner can ask for the clone to be disabled and deleted, and usage logs show exactly where it was used.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'safeguards',
      eyebrow: 'Safeguards',
      title: 'How we prevent misuse',
      subtitle:
        'Voice cloning is powerful, and we treat it that way. These controls apply to every clone on our platform.',
      items: [
        {
          title: 'Documented consent',
          text: 'Written consent from the speaker plus a live verification recording, kept on file.',
        },
        {
          title: 'No public figures without authorisation',
          text: 'Requests to clone politicians, celebrities or officials are refused unless the person or their authorised representative applies.',
        },
        {
          title: 'Prohibited uses',
          text: 'Fraud, impersonation, political deception, harassment and non-consensual content are banned under our terms.',
        },
        {
          title: 'Content moderation',
          text: 'Scripts are screened for high-risk content such as payment requests or OTP prompts in a cloned voice.',
        },
        {
          title: 'Usage logs',
          text: 'Every generation is logged with user, time and text, available for audit by the account owner.',
        },
        {
          title: 'Fast takedown',
          text: 'Reports of misuse go to a dedicated team that can suspend a voice or account immediately.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'How organisations use cloned voices',
      items: [
        {
          icon: CampaignIcon,
          title: 'Consistent brand voice',
          text: 'The same recognisable voice across ads, IVR, videos and in-app audio, updated without booking a studio.',
        },
        {
          icon: AutoStoriesIcon,
          title: 'Author-narrated audiobooks',
          text: 'Authors record a sample once and publish audiobooks in their own voice, reviewing chapter by chapter.',
        },
        {
          icon: SchoolIcon,
          title: 'Instructor-led courses',
          text: 'Faculty voices narrate updated lessons and translations, keeping the personal connection learners value.',
        },
        {
          icon: FavoriteIcon,
          title: 'Voice preservation',
          text: 'People facing speech loss due to illness can bank their voice and continue to communicate with it.',
        },
        {
          icon: PhoneInTalkIcon,
          title: 'Customer communication',
          text: 'Service announcements and IVR prompts in a familiar, approved company voice.',
        },
        {
          icon: OndemandVideoIcon,
          title: 'Creators going multilingual',
          text: 'YouTubers and educators reach new language audiences while still sounding like themselves.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Use cloned voices in your own applications',
      text: 'Once a clone is verified and approved, reference its voice ID in any Text to Speech or Dubbing request. Cloning itself requires the consent workflow in the dashboard.',
      points: [
        'Clone creation gated by consent verification',
        'Voice IDs scoped to your workspace and API keys',
        'Per-voice usage reports for the voice owner',
        'Disable or delete a voice with one call',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/text-to-speech
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "voice": "vc_7f3a91_approved",
  "language": "en-IN",
  "text": "Welcome to this week's product update."
}`,
    },
    {
      kind: 'faq',
      title: 'Voice Cloning FAQs',
      items: [
        {
          question: 'How much audio is needed?',
          answer:
            'Instant cloning needs a few minutes of clean speech. Professional cloning works best with one to three hours of consistent studio recordings.',
        },
        {
          question: "Can I clone someone else's voice?",
          answer:
            'Only with their explicit, verified consent. The speaker must complete the verification recording themselves; third-party uploads without it are rejected.',
        },
        {
          question: 'Who owns the cloned voice?',
          answer:
            'The voice belongs to the speaker. Your organisation gets the right to use the clone on the terms agreed with them, and the speaker can withdraw consent.',
        },
        {
          question: 'How is the voice data stored?',
          answer:
            'Training audio and voice models are encrypted, kept within your workspace and handled in line with the DPDP Act, 2023. They are deleted when the clone is deleted.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Plan a responsible voice cloning project',
      text: 'We will guide you through consent, recording and quality checks, and help you roll the voice out across channels.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Try Voice Design Instead', to: '/voice-design', variant: 'secondary' },
      ],
    },
  ],
};
