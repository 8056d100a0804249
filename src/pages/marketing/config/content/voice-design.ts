// Voice design AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import TuneIcon from '@mui/icons-material/Tune';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import LanguageIcon from '@mui/icons-material/Language';
import GppGoodIcon from '@mui/icons-material/GppGood';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import SchoolIcon from '@mui/icons-material/School';
import CampaignIcon from '@mui/icons-material/Campaign';

export const content: MarketingPageContent = {
  meta: {
    title: 'Voice Design',
    description:
      'Create an original synthetic voice from a text description of age, accent and tone. Unique brand and character voices with no real person behind them.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Voice Design',
      title: 'Describe the voice you want, and we will create it',
      highlight: 'we will create it',
      subtitle:
        'With Vistaar Infotech Voice Design, a text prompt such as "warm, middle-aged Hindi narrator with a calm, reassuring tone" becomes a brand-new synthetic voice. Designed voices belong to no real person, so you get a distinctive sound without the consent and licensing questions of cloning.',
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
      title: 'From a sentence to a signature voice',
      columns: 3,
      items: [
        {
          icon: EditNoteIcon,
          title: 'Prompt-based creation',
          text: 'Describe gender, age, accent, pitch, pace and personality in plain words, in English or Hindi.',
        },
        {
          icon: LibraryMusicIcon,
          title: 'Several previews per prompt',
          text: 'Each prompt generates several candidate voices reading your own sample text, so you can compare them side by side.',
        },
        {
          icon: TuneIcon,
          title: 'Refine and iterate',
          text: 'Keep the candidate you like and nudge it: a little older, brighter, slower, more formal, or with a stronger regional accent.',
        },
        {
          icon: BookmarkAddedIcon,
          title: 'Save to your voice library',
          text: 'Saved voices are available across Text to Speech, Studio, Dubbing and Conversational AI under one voice ID.',
        },
        {
          icon: LanguageIcon,
          title: 'Indian accents and languages',
          text: 'Design voices with Indian English, Hindi and regional accents that sound natural to your audience.',
        },
        {
          icon: GppGoodIcon,
          title: 'Built-in misuse safeguards',
          text: 'Prompts that try to recreate a named real person are blocked, and generated voices are screened for close matches to known public voices.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Describe',
          text: 'Write a short description of the voice and the sample line you want to hear it speak.',
        },
        {
          title: 'Listen',
          text: 'Review the generated previews and shortlist the ones that fit your brand or character.',
        },
        {
          title: 'Refine',
          text: 'Adjust the description or settings until the voice is right, then name and save it.',
        },
        {
          title: 'Use everywhere',
          text: 'Use the voice in any Vistaar Infotech AI tool, in the web app or through the API.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Where designed voices work best',
      items: [
        {
          icon: StorefrontIcon,
          title: 'Brand voices',
          text: "A unique voice that is yours alone, without depending on one artist's availability or contract.",
        },
        {
          icon: SportsEsportsIcon,
          title: 'Game and animation characters',
          text: 'A full cast of distinct characters, from a wise grandmother to a cheeky street vendor.',
        },
        {
          icon: SmartToyIcon,
          title: 'Voice assistants and agents',
          text: 'A friendly, clear voice for chatbots, IVR and phone agents that matches your service tone.',
        },
        {
          icon: AutoStoriesIcon,
          title: 'Audiobooks and stories',
          text: 'Narrators and character voices tailored to the genre and the age of the audience.',
        },
        {
          icon: SchoolIcon,
          title: 'E-learning',
          text: 'Approachable presenter voices for courses, with variants for different subjects and age groups.',
        },
        {
          icon: CampaignIcon,
          title: 'Advertising',
          text: 'Test several voice personalities for a campaign before committing to the final one.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Design voices programmatically',
      text: 'Generate voice previews from a description, then save the one you choose as a permanent voice in your workspace.',
      points: [
        'Several previews returned per description',
        'Save a preview as a permanent voice ID',
        'Prompt screening applied to every request',
        'Saved voices usable across all AI tools',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/voice-design/previews
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "description": "warm, middle-aged female narrator, Indian English accent, calm and reassuring",
  "sample_text": "Your policy renewal is due next week. Here is what you need to know."
}`,
    },
    {
      kind: 'faq',
      title: 'Voice Design FAQs',
      items: [
        {
          question: 'Is a designed voice based on a real person?',
          answer:
            'No. The voice is generated from your description and does not copy any individual. That is why no speaker consent is needed, unlike cloning.',
        },
        {
          question: 'Can I describe a voice "like" a famous actor?',
          answer:
            'No. Prompts naming or imitating real people are blocked. Describe the qualities you want, such as deep, gravelly or energetic, instead.',
        },
        {
          question: 'Who can use a voice we designed?',
          answer:
            'Voices saved in your workspace are private to your organisation and are not offered to other customers.',
        },
        {
          question: 'Will the voice sound the same every time?',
          answer:
            'Yes. Once saved, the voice keeps a consistent identity across sessions, scripts and tools, with expression varying naturally with the text.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Create a voice that is unmistakably yours',
      text: 'Tell us about your brand or characters, and we will help you design and test voices with your own scripts.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Text to Speech', to: '/text-to-speech', variant: 'secondary' },
      ],
    },
  ],
};
