import { jobPagePath, parseJobPageSegment } from '../../config/routes';
import { slugify } from './slugify';

describe('job page addresses', () => {
  it('slugs a title readably', () => {
    expect(slugify('Senior Full Stack Developer (React and Node.js)')).toBe(
      'senior-full-stack-developer-react-and-node-js',
    );
    expect(slugify('  UI/UX Designer — Café Team  ')).toBe('ui-ux-designer-cafe-team');
    expect(slugify('!!!')).toBe('');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^(word-)*word$/);
  });

  it('builds /career/<id>-<slug> and reads it back', () => {
    expect(jobPagePath({ id: 12, title: 'Product Manager - CRM Platform' })).toBe(
      '/career/12-product-manager-crm-platform',
    );
    expect(jobPagePath({ id: 3, title: '***' })).toBe('/career/3');
    expect(parseJobPageSegment('12-product-manager')).toEqual({ id: 12, slug: 'product-manager' });
    expect(parseJobPageSegment('12')).toEqual({ id: 12, slug: '' });
    for (const segment of ['0-x', 'abc', '12-Upper', '12_x', '1234567890-x', 'feed.xml']) {
      expect(parseJobPageSegment(segment)).toBeNull();
    }
  });
});
