import net from 'node:net';

// Each reads one environment value, adding what is wrong with it to the problems listed at start-up.

export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readBoolean(
  name: string,
  value: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

export function readUrl(
  name: string,
  value: string | undefined,
  protocols: string[],
  problems: string[],
): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    }
    return value;
  } catch {
    problems.push(`${name} is not a valid URL`);
    return undefined;
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

// Plain `true` would trust every hop, so the client's own X-Forwarded-For would decide its address.
export function readTrustProxy(
  value: string | undefined,
  problems: string[],
): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else if (!['true', 'yes', 'on'].includes(text.toLowerCase())) {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
  }
  problems.push(
    `TRUST_PROXY must be the number of proxies in front of the server (1-10) or their addresses/CIDRs separated by commas, for example "1" or "10.0.0.0/8,127.0.0.1" (got "${text}"); "true" is refused because it lets any client choose its own address`,
  );
  return false;
}

/** Reads the environment, applies the documented defaults, and lists every problem at once. */
