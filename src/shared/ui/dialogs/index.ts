export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { DialogHeading, usePhoneFullScreen } from './DialogHeading';
export type { DialogHeadingProps } from './DialogHeading';
export { FormDialog } from './FormDialog';
export type { FormDialogProps, FormDialogStandIn } from './FormDialog';
export { ViewDialog } from './ViewDialog';
export type { ViewDialogProps } from './ViewDialog';
