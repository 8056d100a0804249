// Studio (long-form audio production) AI tool page.
import type { MarketingPageContent } from '@/shared/ui/sections';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import TuneIcon from '@mui/icons-material/Tune';
import DownloadIcon from '@mui/icons-material/Download';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import HtmlIcon from '@mui/icons-material/Html';
import LinkIcon from '@mui/icons-material/Link';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SchoolIcon from '@mui/icons-material/School';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import BusinessIcon from '@mui/icons-material/Business';

export const content: MarketingPageContent = {
  meta: {
    title: 'Studio',
    description:
      'Turn books, articles and documents into narrated audio. Import TXT, PDF, HTML or a URL, assign voices, fix pronunciation and export chapter by chapter.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'AI Audio Studio',
      title: 'Audiobooks and narration from the text you already have',
      highlight: 'the text you already have',
      subtitle:
        'Vistaar Infotech Studio is a workspace for long-form audio. Import a manuscript, a report or a web article as TXT, PDF, HTML or a URL, assign voices to narrators and characters, fix pronunciations, and export polished audio chapter by chapter.',
      actions: [
        { label: 'Request a Trial', to: '/contact', variant: 'primary' },
        { label: 'Supported Inputs', to: '#inputs', variant: 'secondary' },
      ],
      media: { kind: 'illustration', name: 'voice' },
    },
    {
      kind: 'chips',
      id: 'inputs',
      eyebrow: 'Inputs',
      title: 'Start from TXT, PDF, HTML or a URL',
      subtitle:
        'Studio keeps headings and paragraphs from your source and splits it into chapters automatically.',
      items: [
        { icon: TextSnippetIcon, label: 'TXT', text: 'Plain-text manuscripts and scripts' },
        { icon: PictureAsPdfIcon, label: 'PDF', text: 'Books, reports and study material' },
        { icon: HtmlIcon, label: 'HTML', text: 'Exported web content and e-book chapters' },
        { icon: LinkIcon, label: 'URL', text: 'Any public article or blog post' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Features',
      title: 'A production workflow, not just a play button',
      columns: 3,
      items: [
        {
          icon: UploadFileIcon,
          title: 'Smart import',
          text: 'Headers, footers and page numbers are removed from PDFs, and chapters are detected from your headings.',
        },
        {
          icon: MenuBookIcon,
          title: 'Chapter editor',
          text: 'Edit text in place, reorder chapters and regenerate only the paragraphs you changed.',
        },
        {
          icon: RecordVoiceOverIcon,
          title: 'Multiple voices',
          text: 'Assign a narrator and different voices to characters or speakers, from our library or your own designed voices.',
        },
        {
          icon: SpellcheckIcon,
          title: 'Pronunciation control',
          text: 'A project dictionary for names, places and technical terms, applied consistently throughout the book.',
        },
        {
          icon: TuneIcon,
          title: 'Pacing and pauses',
          text: 'Set pauses between paragraphs and chapters, adjust speed and add emphasis where the text needs it.',
        },
        {
          icon: DownloadIcon,
          title: 'Export per chapter',
          text: 'Download MP3 or WAV per chapter or for the whole project, with consistent loudness across files.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Who produces audio in Studio',
      items: [
        {
          icon: AutoStoriesIcon,
          title: 'Publishers and authors',
          text: 'Audiobook editions of backlist and new titles in English, Hindi and regional languages.',
        },
        {
          icon: NewspaperIcon,
          title: 'News and content sites',
          text: 'A "listen to this article" version of every story, generated straight from the article URL.',
        },
        {
          icon: SchoolIcon,
          title: 'Education',
          text: 'Narrated textbooks, study notes and exam-preparation material for learning on the go.',
        },
        {
          icon: PodcastsIcon,
          title: 'Podcasts and newsletters',
          text: 'Turn written newsletters and scripts into regular audio episodes.',
        },
        {
          icon: AccessibilityNewIcon,
          title: 'Accessibility',
          text: 'Audio versions of policies, annual reports and public documents for visually impaired readers.',
        },
        {
          icon: BusinessIcon,
          title: 'Corporate learning',
          text: 'Handbooks, SOPs and product manuals turned into audio employees can play on their commute.',
        },
      ],
    },
    {
      kind: 'api',
      id: 'api',
      eyebrow: 'API',
      title: 'Automate audio editions',
      text: 'Create a Studio project from a URL or file, convert it, and collect the finished chapters through a webhook. Useful for publishing every new article as audio automatically.',
      points: [
        'Create projects from TXT, PDF, HTML or a URL',
        'Set default narrator voice and pronunciation dictionary',
        'Convert the whole project or selected chapters',
        'Webhook with download links when conversion completes',
      ],
      sample: `POST https://api.vistaarinfotech.in/v1/studio/projects
Authorization: Bearer $VISTAAR_API_KEY
Content-Type: application/json

{
  "name": "Monsoon Special Feature",
  "source": { "type": "url", "url": "https://example.in/articles/monsoon-farming-guide" },
  "narrator_voice": "ananya",
  "language": "en-IN",
  "auto_convert": true
}`,
    },
    {
      kind: 'faq',
      title: 'Studio FAQs',
      items: [
        {
          question: 'Which input formats are supported?',
          answer:
            'TXT, PDF, HTML or a URL. For scanned PDFs, run them through OCR first so that Studio receives selectable text.',
        },
        {
          question: 'How long can a project be?',
          answer:
            'Studio is built for book-length content with many chapters. Conversion runs in the background, and you can keep editing other chapters meanwhile.',
        },
        {
          question: "Can we use our own narrator's voice?",
          answer:
            "Yes. With the narrator's verified consent you can clone their voice, or you can design a unique voice with Voice Design.",
        },
        {
          question: 'Is the audio suitable for audiobook distribution?',
          answer:
            "Studio exports consistent loudness and chapter files suited to distribution. Check each platform's policy on AI-narrated titles before you publish.",
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Hear a chapter of your book in Studio',
      text: 'Send us a chapter or an article link, and we will produce a sample in the voices you choose.',
      actions: [
        { label: 'Contact Us', to: '/contact', variant: 'primary' },
        { label: 'Text to Speech', to: '/text-to-speech', variant: 'secondary' },
      ],
    },
  ],
};
