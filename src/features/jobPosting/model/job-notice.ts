/** Router state the jobs list reads: the message of the save that led there. */
export interface JobsListLocationState {
  notice?: string;
}

export function noticeFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'notice' in state) {
    const { notice } = state as JobsListLocationState;
    return typeof notice === 'string' && notice ? notice : null;
  }
  return null;
}
