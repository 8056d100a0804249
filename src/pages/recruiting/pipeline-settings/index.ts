export { PipelineSettingsPage } from './ui/PipelineSettingsPage';
