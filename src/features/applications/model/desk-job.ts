/** A job the desk can filter by and show as a board. */
export interface DeskJob {
  id: number;
  title: string;
}
