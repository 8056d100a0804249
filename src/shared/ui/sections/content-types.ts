import type { SvgIconComponent } from '@mui/icons-material';

/**
 * Marketing pages are data: a page is its meta plus a list of sections, each
 * rendered by one shared section component. Icons are MUI icon components so
 * each page chunk carries only the icons it uses.
 */

export interface PageMeta {
  /** Document title, without the company suffix. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
}

export interface ContentAction {
  label: string;
  /** An app route ('/contact') or an in-page anchor ('#features'). */
  to: string;
  variant?: 'primary' | 'secondary';
}

export interface ContentStat {
  value: string;
  label: string;
}

export interface IconItem {
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** Optional route the card links to, with a visible 'Learn more' link. */
  to?: string;
  linkLabel?: string;
}

export type HeroMedia =
  { kind: 'illustration'; name: IllustrationName } | { kind: 'video'; src: string; poster: string };

export type IllustrationName =
  'network' | 'messaging' | 'voice' | 'code' | 'dashboard' | 'shield' | 'cloud' | 'analytics';

export interface HeroSection {
  kind: 'hero';
  eyebrow?: string;
  title: string;
  /** Words of the title drawn in the accent colour. */
  highlight?: string;
  subtitle: string;
  actions?: ContentAction[];
  media?: HeroMedia;
  stats?: ContentStat[];
  /** Words shown one after another after the title, every 2500 ms (web and app development). */
  rotatingWords?: string[];
}

export interface FeaturesSection {
  kind: 'features';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  columns?: 2 | 3 | 4;
  items: IconItem[];
}

export interface BenefitsSection {
  kind: 'benefits';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Short checklist entries, each with an optional sentence. */
  items: { title: string; text?: string }[];
  /** Optional highlighted panel beside the list. */
  aside?: { title: string; text: string; stats?: ContentStat[] };
}

export interface UseCasesSection {
  kind: 'useCases';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: IconItem[];
}

export interface StepsSection {
  kind: 'steps';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  steps: { title: string; text: string; duration?: string }[];
}

export interface ComparisonSection {
  kind: 'comparison';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Column headings after the first (row label) column. */
  columns: string[];
  rows: { label: string; values: string[] }[];
  note?: string;
}

export interface StatsSection {
  kind: 'stats';
  id?: string;
  title?: string;
  items: ContentStat[];
}

export interface Testimonial {
  name: string;
  company: string;
  position: string;
  text: string;
  initials: string;
  rating: 5;
  project: string;
}

export interface TestimonialsSection {
  kind: 'testimonials';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: Testimonial[];
}

export interface CtaSection {
  kind: 'cta';
  id?: string;
  title: string;
  text: string;
  actions: ContentAction[];
}

export interface FaqSection {
  kind: 'faq';
  id?: string;
  title: string;
  items: { question: string; answer: string }[];
}

/** Running text: an introduction, a "who we are", a policy explanation. */
export interface ProseSection {
  kind: 'prose';
  id?: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Two side-by-side cards comparing options (promotional vs transactional SMS, long vs short code). */
export interface SplitSection {
  kind: 'split';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  panels: { icon: SvgIconComponent; title: string; text: string; points: string[] }[];
}

/** A row of labelled chips: technologies, media types, supported formats. */
export interface ChipsSection {
  kind: 'chips';
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: { icon?: SvgIconComponent; label: string; text?: string }[];
}

/** Code-style panel describing how to integrate over an API. */
export interface ApiSection {
  kind: 'api';
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  points: string[];
  /** A short request sample shown in a monospace panel. */
  sample: string;
}

export type ContentSection =
  | HeroSection
  | FeaturesSection
  | BenefitsSection
  | UseCasesSection
  | StepsSection
  | ComparisonSection
  | StatsSection
  | TestimonialsSection
  | CtaSection
  | FaqSection
  | ProseSection
  | SplitSection
  | ChipsSection
  | ApiSection;

export interface MarketingPageContent {
  meta: PageMeta;
  sections: ContentSection[];
  /** Soft background shapes that drift as the page scrolls. */
  decoration?: 'scroll-shapes';
}
