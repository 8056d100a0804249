export { ConfirmDialog } from './ConfirmDialog';
export { DialogHeading, usePhoneFullScreen } from './DialogHeading';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { successStandIn } from './success-stand-in';
export { ViewDialog } from './ViewDialog';
