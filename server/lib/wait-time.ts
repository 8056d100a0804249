/** How long someone must wait, in whole minutes rounded up, never "0 minutes": "1 minute", "10 minutes". */
export function waitInMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
