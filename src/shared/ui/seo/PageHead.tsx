import { company } from '@vistaar/shared/config';

export interface PageHeadProps {
  title: string;
  description: string;
  /** The route path, for the canonical link and og:url. */
  path: string;
  /** Keep the page out of search results (staff screens, personal data). */
  noIndex?: boolean;
}

/** Title, description, canonical and Open Graph tags; React hoists them into <head>. */
export function PageHead({ title, description, path, noIndex }: PageHeadProps) {
  const fullTitle = path === '/' ? `${company.name} | ${title}` : `${title} | ${company.name}`;
  const url = `${company.siteUrl}${path === '/' ? '' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${company.siteUrl}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </>
  );
}
