export { ConfirmDialog } from './ConfirmDialog';
export { DialogHeading, usePhoneFullScreen } from './DialogHeading';
export { FormDialog } from './FormDialog';
export { ViewDialog } from './ViewDialog';
