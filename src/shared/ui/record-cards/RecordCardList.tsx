import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RecordCardAction {
  key: string;
  /** The button's visible text. */
  label: string;
  /** What a screen reader hears when the visible text needs the record's name beside it. */
  accessibleLabel?: string;
  icon?: ReactNode;
  color?: 'primary' | 'error';
  onClick: () => void;
}

interface RecordCard {
  id: number | string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Badges shown beside the title: status, stage. */
  status?: ReactNode;
  details?: { label: string; value: ReactNode }[];
  actions: RecordCardAction[];
  /** A checkbox for choosing the record for a bulk action. */
  select?: { checked: boolean; label: string; onChange: (checked: boolean) => void };
}

export interface RecordCardListProps {
  /** Names the list for screen readers ('Job applications'). */
  label: string;
  cards: RecordCard[];
  loading?: boolean;
  /** Paging and totals under the cards. */
  footer?: ReactNode;
}

/**
 * A staff list on a phone: one card per record with its status and its actions as labelled
 * buttons, all in view at 375 px, where a grid would push them off the screen.
 */
export function RecordCardList({ label, cards, loading = false, footer }: RecordCardListProps) {
  return (
    <Box>
      {loading ? <LinearProgress aria-label="Loading" sx={{ mb: 1 }} /> : null}
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cards.map((card) => (
          <Card component="li" variant="outlined" key={card.id}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {card.select ? (
                  <Checkbox
                    checked={card.select.checked}
                    onChange={(event) => card.select?.onChange(event.target.checked)}
                    slotProps={{ input: { 'aria-label': card.select.label } }}
                    sx={{ ml: -1, mt: -1 }}
                  />
                ) : null}
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {card.title}
                  </Typography>
                  {card.subtitle ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {card.subtitle}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
              {card.status ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {card.status}
                </Stack>
              ) : null}
              {card.details && card.details.length > 0 ? (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    mt: 1,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
                    '& dd': { m: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' },
                  }}
                >
                  {card.details.map((detail) => (
                    <Box key={detail.label} sx={{ display: 'contents' }}>
                      <dt>{detail.label}</dt>
                      <dd>{detail.value === '' || detail.value == null ? '-' : detail.value}</dd>
                    </Box>
                  ))}
                </Box>
              ) : null}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 1.5, pb: 1.5, pt: 0 }}>
              {card.actions.map((action) => (
                <Button
                  key={action.key}
                  size="small"
                  variant="outlined"
                  color={action.color ?? 'primary'}
                  startIcon={action.icon}
                  aria-label={action.accessibleLabel}
                  onClick={action.onClick}
                  sx={{ ml: '0 !important', px: 1, minWidth: 0 }}
                >
                  {action.label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Stack>
      {footer}
    </Box>
  );
}
