const MAX_LENGTH = 80;

/**
 * A title as a readable URL part: 'Senior Full Stack Developer (React and Node.js)' ->
 * 'senior-full-stack-developer-react-and-node-js'. Accents are dropped, anything else that
 * is not a letter or digit becomes one hyphen, and a long title is cut at a word boundary.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_LENGTH) return slug;
  const cut = slug.slice(0, MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_LENGTH);
}
