/** 'Black Listed', 'Black-Listed', 'black listed', 'BLACKLISTED' all count. */
export function isBlackListed(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase().replace(/[\s_-]+/g, '') === 'blacklisted';
}

/** Only an active employee is shown green; every other status is red. */
export function statusColor(status: string | null | undefined): 'success' | 'error' {
  return (status ?? '').trim().toLowerCase() === 'active' ? 'success' : 'error';
}
