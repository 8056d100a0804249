export { EmailTemplatesManager } from './ui/EmailTemplatesManager';
export { StageEmailComposer } from './ui/StageEmailComposer';
export type { StageEmailComposerProps } from './ui/StageEmailComposer';
export { ExportApplicationsButton } from './ui/ExportApplicationsButton';
export type { ApplicationsExportFilter } from './api/email-templates-api';
export { StageEmailDialog } from './ui/StageEmailDialog';
export type { StageEmailDialogProps } from './ui/StageEmailDialog';
export { BulkStageEmailDialog } from './ui/BulkStageEmailDialog';
export type { BulkEmailRecipient, BulkStageEmailDialogProps } from './ui/BulkStageEmailDialog';
