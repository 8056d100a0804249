import Box from '@mui/material/Box';
import { useId } from 'react';
import { CardList } from './CardList';
import type { UseCasesSection as UseCasesSectionContent } from './content-types';
import { IconCard } from './IconCard';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';

/** The use-cases section's content type; the same name as the component. */
export type UseCasesSection = UseCasesSectionContent;

interface UseCasesSectionProps {
  section: UseCasesSectionContent;
  tone?: SectionTone;
  /** Column count on wide screens (default 3). */
  columns?: 2 | 3 | 4;
}

/** Who uses it and how: cards with the icon beside the title. */
export function UseCasesSection({ section, tone, columns = 3 }: UseCasesSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, items } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <CardList columns={columns}>
        {items.map((item) => (
          <Box component="li" key={item.title}>
            <IconCard item={item} layout="inline" />
          </Box>
        ))}
      </CardList>
    </SectionShell>
  );
}
