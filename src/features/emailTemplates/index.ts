export { EmailTemplatesManager } from './ui/EmailTemplatesManager';
export { StageEmailComposer } from './ui/StageEmailComposer';
export { ExportApplicationsButton } from './ui/ExportApplicationsButton';
export { StageTemplatePicker } from './ui/StageTemplatePicker';
export { StageEmailDialog } from './ui/StageEmailDialog';
export { BulkStageEmailDialog } from './ui/BulkStageEmailDialog';
export { ScheduledEmails } from './ui/ScheduledEmails';
