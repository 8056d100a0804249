export {
  candidateTemplateValues,
  fillPlaceholders,
  hasControlCharacters,
  isKnownPlaceholder,
  missingPlaceholders,
  placeholdersIn,
  plainTextToHtml,
  renderEmailTemplate,
  sampleTemplateValues,
  singleLine,
  unknownPlaceholders,
} from './render-email-template';
