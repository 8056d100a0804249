import type { ReactNode } from 'react';
import { BareList } from '@/shared/ui/bare-list';

export interface CardListProps {
  /** Column count on wide screens; phones show one column, tablets two. */
  columns?: number;
  children: ReactNode;
}

/** A responsive grid that is a real list (ul); each child should be an li. */
export function CardList({ columns = 3, children }: CardListProps) {
  const wide = Math.max(1, columns);
  return (
    <BareList
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `repeat(${Math.min(wide, 2)}, minmax(0, 1fr))`,
          md: `repeat(${Math.min(wide, 3)}, minmax(0, 1fr))`,
          lg: `repeat(${wide}, minmax(0, 1fr))`,
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </BareList>
  );
}
