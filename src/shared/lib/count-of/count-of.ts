/**
 * A number with its noun, as people write it: "1 application", "2 applications",
 * "1,00,000 candidates" (Indian grouping).
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`;
}
