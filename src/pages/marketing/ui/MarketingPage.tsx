import Box from '@mui/material/Box';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { ScrollShapes, SectionRenderer, type MarketingPageContent } from '@/shared/ui/sections';

export interface MarketingPageProps {
  content: MarketingPageContent;
  /** The route path, for the canonical link. */
  path: string;
}

/** One marketing page: its head tags, optional background decoration and its sections. */
export function MarketingPage({ content, path }: MarketingPageProps) {
  const decorated = content.decoration === 'scroll-shapes';
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} path={path} />
      <Box sx={decorated ? { position: 'relative', isolation: 'isolate' } : undefined}>
        {decorated ? (
          <Island name="scrollShapes" component={ScrollShapes} props={{}} hydrate="idle" />
        ) : null}
        <SectionRenderer sections={content.sections} fallbackTitle={content.meta.title} />
      </Box>
    </>
  );
}
