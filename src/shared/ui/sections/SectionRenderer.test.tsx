import BoltIcon from '@mui/icons-material/Bolt';
import CloudIcon from '@mui/icons-material/Cloud';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { ReactElement } from 'react';
import type { ContentSection } from './content-types';
import { SectionRenderer, sectionTones } from './SectionRenderer';

function renderUi(ui: ReactElement) {
  return renderWithProviders(ui);
}

/** One section of every kind. */
const sections: ContentSection[] = [
  {
    kind: 'hero',
    eyebrow: 'Messaging',
    title: 'Bulk SMS that reaches every customer',
    highlight: 'every customer',
    subtitle: 'DLT-compliant SMS for Indian businesses.',
    actions: [{ label: 'Start now', to: '/contact' }],
    media: { kind: 'illustration', name: 'messaging' },
  },
  {
    kind: 'features',
    id: 'features',
    title: 'Features',
    columns: 2,
    items: [
      { icon: BoltIcon, title: 'Fast delivery', text: 'Seconds, not minutes.', to: '/bulk-sms' },
      { icon: CloudIcon, title: 'Cloud panel', text: 'Send from anywhere.' },
    ],
  },
  {
    kind: 'benefits',
    id: 'benefits',
    title: 'Benefits',
    items: [{ title: 'Lower cost', text: 'Pay per message.' }, { title: 'Reports' }],
    aside: { title: 'Trusted', text: 'By 500 brands.', stats: [{ value: '99%', label: 'Uptime' }] },
  },
  {
    kind: 'useCases',
    id: 'use-cases',
    title: 'Use cases',
    items: [{ icon: BoltIcon, title: 'OTP', text: 'One-time passwords.' }],
  },
  {
    kind: 'steps',
    id: 'steps',
    title: 'How it works',
    steps: [
      { title: 'Register', text: 'Sign up on DLT.', duration: '1 day' },
      { title: 'Send', text: 'Upload contacts and send.' },
    ],
  },
  {
    kind: 'comparison',
    id: 'comparison',
    title: 'Promotional or transactional',
    columns: ['Promotional', 'Transactional'],
    rows: [
      { label: 'DND numbers', values: ['No', 'Yes'] },
      { label: 'Sending hours', values: ['9 AM-9 PM', 'Round the clock'] },
    ],
    note: 'As per TRAI rules.',
  },
  { kind: 'stats', id: 'stats', items: [{ value: '1B+', label: 'Messages a year' }] },
  {
    kind: 'testimonials',
    id: 'testimonials',
    title: 'Clients',
    items: [
      {
        name: 'Asha Mehta',
        company: 'Mehta Retail',
        position: 'Director',
        text: 'Great service.',
        initials: 'AM',
        rating: 5,
        project: 'SMS campaigns',
      },
    ],
  },
  {
    kind: 'prose',
    id: 'about',
    title: 'About bulk SMS',
    paragraphs: ['SMS works on every phone.'],
    bullets: ['No app needed'],
  },
  {
    kind: 'split',
    id: 'split',
    title: 'Two routes',
    panels: [
      { icon: BoltIcon, title: 'Promotional', text: 'Offers.', points: ['Sender ID'] },
      { icon: CloudIcon, title: 'Transactional', text: 'Alerts.', points: ['24x7'] },
    ],
  },
  {
    kind: 'chips',
    id: 'formats',
    title: 'Formats',
    items: [{ label: 'Unicode', icon: BoltIcon }, { label: 'Flash SMS' }],
  },
  {
    kind: 'api',
    id: 'api',
    title: 'SMS API',
    text: 'Send from your software.',
    points: ['REST and JSON'],
    sample: 'curl -X POST https://api.example.in/sms',
  },
  {
    kind: 'faq',
    id: 'faq',
    title: 'FAQ',
    items: [{ question: 'What is DLT?', answer: 'A TRAI registry.' }],
  },
  {
    kind: 'cta',
    id: 'contact',
    title: 'Ready to send?',
    text: 'Talk to our team.',
    actions: [{ label: 'Contact us', to: '/contact' }],
  },
];

describe('SectionRenderer', () => {
  it('renders exactly one h1, the hero title', () => {
    const { container } = renderUi(<SectionRenderer sections={sections} />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bulk SMS that reaches every customer',
    );
  });

  it('renders every section in order, with its id and an h2 title', () => {
    const { container } = renderUi(<SectionRenderer sections={sections} />);
    const ids = Array.from(container.querySelectorAll('section[id]')).map((s) => s.id);
    expect(ids).toEqual([
      'features',
      'benefits',
      'use-cases',
      'steps',
      'comparison',
      'stats',
      'testimonials',
      'about',
      'split',
      'formats',
      'api',
      'faq',
      'contact',
    ]);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      'Features',
      'Benefits',
      'Use cases',
      'How it works',
      'Promotional or transactional',
      'Clients',
      'About bulk SMS',
      'Two routes',
      'Formats',
      'SMS API',
      'FAQ',
      'Ready to send?',
    ]);
    // Card titles are h3.
    expect(screen.getByRole('heading', { level: 3, name: 'Fast delivery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Register' })).toBeInTheDocument();
  });

  it('renders the semantic pieces: lists, a table, a code panel and the learn-more link', () => {
    const { container } = renderUi(<SectionRenderer sections={sections} />);
    expect(screen.getByRole('table', { name: 'Promotional or transactional' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Feature',
      'Promotional',
      'Transactional',
    ]);
    expect(screen.getByRole('rowheader', { name: 'DND numbers' })).toBeInTheDocument();
    expect(container.querySelector('pre > code')).toHaveTextContent('curl -X POST');
    expect(container.querySelector('ol')).not.toBeNull();
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about Fast delivery' })).toHaveAttribute(
      'href',
      '/bulk-sms',
    );
  });

  it('keeps a single h1 when a page has two heroes', () => {
    const { container } = renderUi(<SectionRenderer sections={[sections[0], sections[0]]} />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelectorAll('h2')).toHaveLength(1);
  });

  it('adds a hidden h1 from the fallback title when there is no hero', () => {
    const { container } = renderUi(
      <SectionRenderer sections={sections.slice(1)} fallbackTitle="Bulk SMS" />,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bulk SMS');
  });

  it('alternates the backgrounds of the sections after the hero', () => {
    expect(sectionTones(sections.slice(0, 5))).toEqual(['plain', 'plain', 'tint', 'plain', 'tint']);
  });
});
