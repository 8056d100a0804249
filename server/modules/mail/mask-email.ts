/** 'rahul.sharma@example.com' -> 'r****@example.com': enough to recognise, too little to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}****@${address.slice(at + 1)}`;
}
