export { parseDescription } from './parse-description';
export type { DescriptionBlock } from './parse-description';
export {
  descriptionHtml,
  descriptionSummary,
  descriptionText,
  escapeHtml,
} from './description-formats';
