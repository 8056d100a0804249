import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths, type LegalPath } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';
import type { LegalClause, LegalDocument, LegalLink } from '../model/legal-document';

export interface LegalPageProps {
  document: LegalDocument;
  path: LegalPath;
}

/** Space kept above an anchored clause so a sticky site header does not cover its title. */
const ANCHOR_OFFSET = 12;
const TOC_TITLE_ID = 'legal-toc-title';

/** In UTC, so the server and the browser always print the same day. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

function ClauseLink({ link }: { link: LegalLink }) {
  if (link.to.startsWith('/')) {
    return (
      <Link href={link.to} underline="always" sx={{ fontWeight: 600 }}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link href={link.to} underline="always" sx={{ fontWeight: 600 }}>
      {link.label}
    </Link>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph) => (
    <Typography key={paragraph} variant="body1" sx={{ mb: 2, lineHeight: 1.75 }}>
      {paragraph}
    </Typography>
  ));
}

function Clause({ clause }: { clause: LegalClause }) {
  const headingId = `${clause.id}-heading`;
  return (
    <Box
      component="section"
      id={clause.id}
      sx={{ scrollMarginTop: (theme) => theme.spacing(ANCHOR_OFFSET) }}
    >
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.25rem', md: '1.5rem' } }}
      >
        {clause.title}
      </Typography>
      <Paragraphs paragraphs={clause.paragraphs} />
      {clause.bullets?.length ? (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
          {clause.bullets.map((bullet) => (
            <Typography
              key={bullet}
              component="li"
              variant="body1"
              sx={{ mb: 1, lineHeight: 1.75, '&::marker': { color: 'primary.main' } }}
            >
              {bullet}
            </Typography>
          ))}
        </Box>
      ) : null}
      {clause.closing ? <Paragraphs paragraphs={clause.closing} /> : null}
      {clause.links?.length ? (
        <Box
          component="ul"
          aria-label={`Links for ${clause.title}`}
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 0,
            mb: 2,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {clause.links.map((link) => (
            <Box component="li" key={`${link.to}-${link.label}`}>
              <ClauseLink link={link} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function TableOfContents({ sections }: { sections: LegalClause[] }) {
  return (
    <Box
      component="nav"
      aria-labelledby={TOC_TITLE_ID}
      sx={{
        gridArea: 'toc',
        alignSelf: 'start',
        position: { xs: 'static', md: 'sticky' },
        top: (theme) => theme.spacing(ANCHOR_OFFSET),
        maxHeight: { md: 'calc(100vh - 128px)' },
        overflowY: { md: 'auto' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 2, md: 2.5 },
      }}
    >
      <Typography
        id={TOC_TITLE_ID}
        component="p"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, mb: 1 }}
      >
        On this page
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {sections.map((section) => (
          <Typography
            key={section.id}
            component="li"
            variant="body2"
            sx={{ py: 0.5, color: 'text.secondary' }}
          >
            <Link
              href={`#${section.id}`}
              underline="hover"
              sx={{ color: 'text.primary', '&:hover': { color: 'primary.main' } }}
            >
              {section.title}
            </Link>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** One legal document: heading, date, introduction, table of contents and numbered clauses. */
export function LegalPage({ document, path }: LegalPageProps) {
  const { meta, heading, lastUpdated, intro, sections } = document;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={path} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
        <Box
          component="article"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 760px)' },
            gridTemplateAreas: {
              xs: '"header" "toc" "body"',
              md: '"toc header" "toc body"',
            },
            justifyContent: 'center',
            columnGap: { md: 5, lg: 8 },
            rowGap: { xs: 3, md: 4 },
          }}
        >
          <Box component="header" sx={{ gridArea: 'header', minWidth: 0 }}>
            <Typography
              variant="h3"
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2rem', sm: '2.25rem', md: '2.75rem' },
                lineHeight: 1.2,
                mb: 1.5,
                overflowWrap: 'break-word',
              }}
            >
              {heading}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
              Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
            </Typography>
            <Typography
              variant="body1"
              sx={{ fontSize: { xs: '1.0625rem', md: '1.125rem' }, lineHeight: 1.75 }}
            >
              {intro}
            </Typography>
          </Box>

          <TableOfContents sections={sections} />

          <Box
            sx={{
              gridArea: 'body',
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: { xs: 3, md: 4 },
              overflowWrap: 'break-word',
            }}
          >
            {sections.map((clause) => (
              <Clause key={clause.id} clause={clause} />
            ))}

            <Paper
              component="aside"
              variant="outlined"
              aria-labelledby="legal-questions-title"
              sx={{
                mt: 2,
                p: { xs: 3, md: 4 },
                borderRadius: 2,
                bgcolor: 'action.hover',
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start', sm: 'center' },
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Box>
                <Typography
                  id="legal-questions-title"
                  component="p"
                  variant="h6"
                  sx={{ fontWeight: 700, mb: 0.5 }}
                >
                  Questions about this policy?
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Write to us and we will explain how it applies to you.
                </Typography>
              </Box>
              <Button href={paths.contact} variant="contained" sx={{ flexShrink: 0 }}>
                Contact us
              </Button>
            </Paper>
          </Box>
        </Box>
      </Container>
    </>
  );
}
