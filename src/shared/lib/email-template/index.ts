export {
  fillPlaceholders,
  isKnownPlaceholder,
  missingPlaceholders,
  placeholdersIn,
  plainTextToHtml,
  renderEmailTemplate,
  sampleTemplateValues,
  singleLine,
  unknownPlaceholders,
} from './render-email-template';
