import { appPaths, marketingPaths, type MarketingPath } from '@vistaar/shared/config';
import type { ContentSection, MarketingPageContent } from '@/shared/ui/sections';
import { contentLoaders } from './content-loaders';

async function load(path: MarketingPath): Promise<MarketingPageContent> {
  return (await contentLoaders[path]()).content;
}

function sectionsOf<K extends ContentSection['kind']>(page: MarketingPageContent, kind: K) {
  return page.sections.filter(
    (section): section is Extract<ContentSection, { kind: K }> => section.kind === kind,
  );
}

function linksOf(page: MarketingPageContent): string[] {
  const links: string[] = [];
  for (const section of page.sections) {
    if ('actions' in section && section.actions) links.push(...section.actions.map((a) => a.to));
    if ('items' in section) {
      for (const item of section.items as { to?: string }[]) if (item.to) links.push(item.to);
    }
  }
  return links;
}

describe.each(marketingPaths.map((path) => [path]))('%s content', (path) => {
  it('opens with a hero, ends with a call to action, and carries real meta', async () => {
    const page = await load(path);
    expect(page.sections[0].kind).toBe('hero');
    expect(page.sections.at(-1)?.kind).toBe('cta');
    expect(page.meta.title.length).toBeGreaterThan(3);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(110);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
    expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
  });

  it('links only to routes that exist or to sections on the page', async () => {
    const page = await load(path);
    const ids = new Set(page.sections.map((section) => ('id' in section ? section.id : undefined)));
    for (const to of linksOf(page)) {
      if (to.startsWith('#')) expect(ids.has(to.slice(1))).toBe(true);
      else expect(appPaths).toContain(to);
    }
  });
});

describe('figures and counts the spec gives', () => {
  it('AI solutions lists the 11 tools with Learn more links', async () => {
    const page = await load('/ai-solutions');
    const tools = sectionsOf(page, 'features').find((section) => section.id === 'ai-tools');
    expect(tools?.items.map((item) => item.to)).toEqual([
      '/text-to-speech',
      '/text-to-sound',
      '/voice-changer',
      '/voice-cloning',
      '/voice-design',
      '/voice-isolator',
      '/chatbot',
      '/dubbing-studio',
      '/conversational-ai',
      '/speech-to-text',
      '/studio',
    ]);
    expect(tools?.items.every((item) => item.linkLabel === 'Learn more')).toBe(true);
  });

  it('RCS messaging has 8 features, 5 benefits, 6 use cases, media types, verified calls, 3 steps and 4 chatbot features', async () => {
    const page = await load('/rcs-messaging');
    expect(sectionsOf(page, 'features').map((s) => s.items.length)).toEqual([8, 4]);
    expect(sectionsOf(page, 'benefits').map((s) => s.items.length)).toEqual([5]);
    expect(sectionsOf(page, 'useCases').map((s) => s.items.length)).toEqual([6]);
    expect(sectionsOf(page, 'steps').map((s) => s.steps.length)).toEqual([3]);
    expect(sectionsOf(page, 'chips')).toHaveLength(1);
    expect(JSON.stringify(page)).toMatch(/verified/i);
  });

  it('API integration has 4 highlights, 6 industry solutions, 8 benefits and the 4-step timeline', async () => {
    const page = await load('/api-integration');
    expect(page.sections[0]).toMatchObject({ kind: 'hero', media: { kind: 'video' } });
    expect(sectionsOf(page, 'features')[0].items).toHaveLength(4);
    expect(sectionsOf(page, 'useCases')[0].items).toHaveLength(6);
    expect(sectionsOf(page, 'benefits')[0].items).toHaveLength(8);
    expect(sectionsOf(page, 'steps')[0].steps.map((step) => step.duration)).toEqual([
      '1-2 weeks',
      '2-3 weeks',
      '3-6 weeks',
      'Ongoing',
    ]);
    expect(linksOf(page)).toContain('/contact');
  });

  it('web and app development rotates four words and has the spec blocks', async () => {
    const page = await load('/webapp-development');
    expect(page.sections[0]).toMatchObject({
      rotatingWords: ['Websites', 'Mobile Apps', 'Web Apps', 'Solutions'],
    });
    expect(sectionsOf(page, 'features').map((s) => s.items.length)).toEqual([4, 6]);
    expect(sectionsOf(page, 'chips')[0].items).toHaveLength(8);
    expect(sectionsOf(page, 'steps')[0].steps).toHaveLength(4);
    const testimonials = sectionsOf(page, 'testimonials')[0].items;
    expect(testimonials).toHaveLength(3);
    expect(
      testimonials.every((entry) => entry.rating === 5 && entry.initials && entry.project),
    ).toBe(true);
    expect(sectionsOf(page, 'cta').at(-1)?.actions).toContainEqual(
      expect.objectContaining({ label: 'Start Your Project', to: '/contact' }),
    );
  });

  it('website development has eight steps and a looping video; app development four kinds and four steps', async () => {
    const web = await load('/web-development');
    expect(web.sections[0]).toMatchObject({ media: { kind: 'video' } });
    expect(sectionsOf(web, 'steps')[0].steps).toHaveLength(8);
    const app = await load('/app-development');
    expect(sectionsOf(app, 'features')[0].items).toHaveLength(4);
    expect(sectionsOf(app, 'steps')[0].steps).toHaveLength(4);
  });

  it('product pages carry their counts', async () => {
    expect(sectionsOf(await load('/audit'), 'features')[0].items).toHaveLength(6);
    expect(sectionsOf(await load('/assets'), 'features')[0].items).toHaveLength(7);
    expect(sectionsOf(await load('/consulting'), 'features')[0].items).toHaveLength(6);
    expect(sectionsOf(await load('/click2call'), 'useCases')[0].items).toHaveLength(4);
    const dialer = await load('/auto-dialer');
    expect(sectionsOf(dialer, 'benefits')[0].items).toHaveLength(4);
    expect(sectionsOf(dialer, 'features')[0].items).toHaveLength(5);
    expect(JSON.stringify(await load('/audit'))).toContain('Request a Free Demo');
    expect(JSON.stringify(await load('/meta-api'))).toContain('Get Started Today');
  });

  it('messaging pages state the spec rules', async () => {
    const sms = JSON.stringify(await load('/bulk-sms'));
    for (const claim of ['50,000', '160', '9:00 AM', '9:00 PM', 'DND', '6 alphanumeric'])
      expect(sms).toContain(claim);
    const codes = JSON.stringify(await load('/longcode-shortcode'));
    expect(codes).toMatch(/10-digit/);
    expect(codes).toMatch(/5-6 digit/);
    const truecaller = JSON.stringify(await load('/truecaller'));
    expect(truecaller).toMatch(/3x/);
    expect(truecaller).toMatch(/70%/);
    expect(JSON.stringify(await load('/meta-api'))).toMatch(/24-hour/i);
  });

  it('AI tools state their claims', async () => {
    expect(JSON.stringify(await load('/text-to-speech'))).toMatch(/70\+? languages|over 70/i);
    expect(JSON.stringify(await load('/text-to-sound'))).toMatch(/four variations/i);
    const studio = JSON.stringify(await load('/studio'));
    for (const input of ['TXT', 'PDF', 'HTML', 'URL']) expect(studio).toContain(input);
  });

  it('CRM shows the roles, menus and illustrative counts', async () => {
    const crm = JSON.stringify(await load('/crm'));
    for (const text of [
      'Admin',
      'Sales Executive',
      'Dashboard',
      'Add Lead',
      'View Lead',
      'Employee Management',
      'Reports & Analytics',
      'Contact Directory',
    ]) {
      expect(crm).toContain(text);
    }
    const stats = sectionsOf(await load('/crm'), 'stats')[0].items.map((item) => item.value);
    expect(stats).toEqual(expect.arrayContaining(['87', '124', '5248', '469', '29']));
  });
});
