export { EmailTemplatesManager } from './ui/EmailTemplatesManager';
export { StageEmailComposer } from './ui/StageEmailComposer';
export type { StageEmailComposerProps } from './ui/StageEmailComposer';
export { ExportApplicationsButton } from './ui/ExportApplicationsButton';
export type { ApplicationsExportFilter } from './api/email-templates-api';
export { StageTemplatePicker } from './ui/StageTemplatePicker';
export type { StageTemplatePickerProps } from './ui/StageTemplatePicker';
