import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { visuallyHidden } from '@/shared/lib/a11y';

export type MoveDirection = 'up' | 'down';

export interface EditableOrderedListProps<Item extends { id: number | string }> {
  items: readonly Item[];
  /** The item's name, which the buttons add for a screen reader ('Rename Offer'). */
  nameOf: (item: Item) => string;
  /** What the item shows: its name and facts. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A middle column beside each item (a setting of its own). */
  renderExtra?: (item: Item) => ReactNode;
  /**
   * Put the items in order with up and down buttons (so the keyboard does it as well as the
   * mouse). Resolves once the new order is saved or refused; the keyboard then goes back to
   * the button used, or at an end to the other one.
   */
  onMove?: (item: Item, index: number, direction: MoveDirection) => Promise<void>;
  /** Whether an item may move that way (the first never moves up nor the last down). */
  canMove?: (index: number, direction: MoveDirection) => boolean;
  onRename?: (item: Item) => void;
  onArchive?: (item: Item) => void;
  /** An archive is under way. */
  archiving?: boolean;
}

/**
 * A settings list: each item with its facts, and buttons to rename and archive it and, for
 * an ordered list, to move it up or down. An ordered list is an `ol`, the others a `ul`.
 */
export function EditableOrderedList<Item extends { id: number | string }>({
  items,
  nameOf,
  renderItem,
  renderExtra,
  onMove,
  canMove,
  onRename,
  onArchive,
  archiving = false,
}: EditableOrderedListProps<Item>) {
  const [moving, setMoving] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const refocus = useRef<{ id: Item['id']; direction: MoveDirection } | null>(null);

  // After a move the list is drawn anew: the keyboard goes back to the button used (or, at
  // an end, to the other one) so an item can be moved several places in a row.
  useEffect(() => {
    const target = refocus.current;
    if (!target || moving) return;
    refocus.current = null;
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.id}-${target.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${target.id}-${other}`))?.focus();
  }, [items, moving]);

  const movable = (index: number, direction: MoveDirection) => {
    const neighbour = direction === 'up' ? index - 1 : index + 1;
    if (neighbour < 0 || neighbour >= items.length) return false;
    return canMove ? canMove(index, direction) : true;
  };

  async function move(item: Item, index: number, direction: MoveDirection) {
    if (!onMove) return;
    setMoving(true);
    refocus.current = { id: item.id, direction };
    try {
      await onMove(item, index, direction);
    } finally {
      setMoving(false);
    }
  }

  const withName = (label: string, item: Item) => (
    <>
      {label}
      <Box component="span" sx={visuallyHidden}>{` ${nameOf(item)}`}</Box>
    </>
  );

  return (
    <Stack component={onMove ? 'ol' : 'ul'} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
        <Paper
          key={item.id}
          component="li"
          variant="outlined"
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            px: 1.5,
            py: 1,
            gridTemplateColumns: {
              xs: '1fr',
              md: renderExtra ? 'minmax(0, 1.4fr) minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
            },
          }}
        >
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{renderItem(item, index)}</Box>
          {renderExtra ? <Box sx={{ minWidth: 0 }}>{renderExtra(item)}</Box> : null}
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: { xs: 'flex-start', md: 'flex-end' },
              flexWrap: 'wrap',
            }}
          >
            {onMove
              ? (['up', 'down'] as const).map((direction) => (
                  <Tooltip key={direction} title={`Move ${direction}`}>
                    <span>
                      <IconButton
                        ref={(node) => {
                          buttons.current.set(`${item.id}-${direction}`, node);
                        }}
                        aria-label={`Move ${nameOf(item)} ${direction}`}
                        disabled={moving || !movable(index, direction)}
                        onClick={() => void move(item, index, direction)}
                      >
                        {direction === 'up' ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}
                      </IconButton>
                    </span>
                  </Tooltip>
                ))
              : null}
            {onRename ? (
              <Button size="small" onClick={() => onRename(item)}>
                {withName('Rename', item)}
              </Button>
            ) : null}
            {onArchive ? (
              <Button
                size="small"
                color="error"
                disabled={archiving}
                onClick={() => onArchive(item)}
              >
                {withName('Archive', item)}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
