export { EmailTemplatesManager } from './ui/EmailTemplatesManager';
export { StageEmailComposer } from './ui/StageEmailComposer';
export { ExportApplicationsButton } from './ui/ExportApplicationsButton';
export { StageTemplatePicker } from './ui/StageTemplatePicker';
export { BulkStageEmailDialog, StageEmailDialog } from './ui/LazyStageEmailDialogs';
export { ScheduledEmails } from './ui/ScheduledEmails';
