import Box from '@mui/material/Box';
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
        {decorated ? <ScrollShapes /> : null}
        <SectionRenderer sections={content.sections} fallbackTitle={content.meta.title} />
      </Box>
    </>
  );
}
