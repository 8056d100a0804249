import { lazy, Suspense, type ComponentProps } from 'react';
import type { BulkStageEmailDialog as BulkDialog } from './BulkStageEmailDialog';
import type { StageEmailDialog as OneDialog } from './StageEmailDialog';

// The e-mail dialogs (editor, templates, preview) load when a move opens one, not with the desk.
const LoadedStageEmailDialog = lazy(() =>
  import('./StageEmailDialog').then((module) => ({ default: module.StageEmailDialog })),
);
const LoadedBulkStageEmailDialog = lazy(() =>
  import('./BulkStageEmailDialog').then((module) => ({ default: module.BulkStageEmailDialog })),
);

/** `StageEmailDialog`, fetched when first shown; nothing stands in while it loads. */
export function StageEmailDialog(props: ComponentProps<typeof OneDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedStageEmailDialog {...props} />
    </Suspense>
  );
}

/** `BulkStageEmailDialog`, fetched when first shown; nothing stands in while it loads. */
export function BulkStageEmailDialog(props: ComponentProps<typeof BulkDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedBulkStageEmailDialog {...props} />
    </Suspense>
  );
}
