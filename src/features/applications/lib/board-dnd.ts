import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { ApplicationListItem } from '@/entities/application';
import type { PipelineStage } from '@vistaar/shared/contract';

export const cardId = (applicationId: number) => `application-${applicationId}`;
export const columnId = (stageId: number) => `stage-${stageId}`;

export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a candidate, press Space or Enter. Use the arrow keys to move the candidate ' +
  'to another stage, then press Space or Enter again to drop, or Escape to cancel.';

/** Where a card lands in a column the keyboard moves it to: below the column's heading. */
const COLUMN_HEADING_HEIGHT = 44;

/**
 * The only drop targets are the columns: the one under the pointer wins, however many cards
 * its neighbour holds; without a pointer (the keyboard) or outside every column, the column
 * the card overlaps most.
 */
export const columnUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * Left and right arrows move a picked-up card one column at a time, in the board's order,
 * skipping only columns that take no cards (archived stages). Up and down do nothing: the
 * order within a column is not kept.
 */
export const stageKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers, over } },
) => {
  const step =
    event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : undefined;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
  if (step === undefined || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const current = columns.findIndex((column) => column.id === over?.id);
  const target =
    current >= 0
      ? columns[current + step]
      : step > 0
        ? columns.find((column) => column.rect.left > collisionRect.left)
        : columns.findLast((column) => column.rect.left < collisionRect.left);
  if (!target) return undefined;
  return {
    x: target.rect.left + Math.max(0, (target.rect.width - collisionRect.width) / 2),
    y: target.rect.top + COLUMN_HEADING_HEIGHT,
  };
};

/** The stage a drop target (a column) stands for. */
export function stageOfColumn(
  stages: readonly PipelineStage[],
  overId: UniqueIdentifier | undefined,
): PipelineStage | undefined {
  if (overId === undefined) return undefined;
  return stages.find((stage) => columnId(stage.id) === overId);
}

/** What a screen reader hears as a card is picked up, carried, dropped or put back. */
export function boardAnnouncements(
  stages: readonly PipelineStage[],
  byCardId: ReadonlyMap<UniqueIdentifier, ApplicationListItem>,
): Announcements {
  const nameOf = (id: UniqueIdentifier) => byCardId.get(id)?.fullName ?? 'The candidate';
  const fromOf = (id: UniqueIdentifier) => byCardId.get(id)?.stage.name ?? 'its stage';
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${fromOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const stage = stageOfColumn(stages, over?.id);
      return stage
        ? `${nameOf(active.id)} is over ${stage.name}.`
        : `${nameOf(active.id)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const stage = stageOfColumn(stages, over?.id);
      if (!stage || stage.name === fromOf(active.id)) {
        return `${nameOf(active.id)} was dropped back in ${fromOf(active.id)}.`;
      }
      if (stage.kind === 'rejected') {
        return `${nameOf(active.id)} was dropped on ${stage.name}. Choose a reason to reject.`;
      }
      return stage.kind === 'open'
        ? `${nameOf(active.id)} was moved from ${fromOf(active.id)} to ${stage.name}.`
        : `${nameOf(active.id)} was dropped on ${stage.name}. Confirm the move.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled. ${nameOf(active.id)} stays in ${fromOf(active.id)}.`,
  };
}
