import { lazy, Suspense, type ComponentProps } from 'react';
import type { ScheduleInterviewDialog as Dialog } from './ScheduleInterviewDialog';

// The scheduling form (and its date picker) loads when it opens, not with the screen.
const LoadedScheduleInterviewDialog = lazy(() =>
  import('./ScheduleInterviewDialog').then((module) => ({
    default: module.ScheduleInterviewDialog,
  })),
);

/** `ScheduleInterviewDialog`, fetched when first shown; nothing stands in while it loads. */
export function ScheduleInterviewDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedScheduleInterviewDialog {...props} />
    </Suspense>
  );
}
