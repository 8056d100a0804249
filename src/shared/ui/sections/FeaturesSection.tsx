import Box from '@mui/material/Box';
import { useId } from 'react';
import { CardList } from './CardList';
import type { FeaturesSection as FeaturesSectionContent } from './content-types';
import { IconCard } from './IconCard';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';

/** The features section's content type; the same name as the component. */
export type FeaturesSection = FeaturesSectionContent;

interface FeaturesSectionProps {
  section: FeaturesSectionContent;
  tone?: SectionTone;
}

/** A grid of feature cards. */
export function FeaturesSection({ section, tone }: FeaturesSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, columns = 3, items } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <CardList columns={columns}>
        {items.map((item) => (
          <Box component="li" key={item.title}>
            <IconCard item={item} />
          </Box>
        ))}
      </CardList>
    </SectionShell>
  );
}
