import { toEmployeeDetailsRecord, type EmployeeDetailsRecord } from './employee';

/**
 * The one piece of personal data the browser keeps: the verified employee record, in
 * sessionStorage (gone with the tab), for 30 minutes. Never localStorage, never redux-persist.
 */
export const VERIFIED_RECORD_KEY = 'verified_employee_record';
export const VERIFIED_RECORD_TTL_MS = 30 * 60 * 1000;

interface StoredRecord {
  record: EmployeeDetailsRecord;
  expiresAt: number;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off; the record then lives only in the navigation state.
    return undefined;
  }
}

export function saveVerifiedRecord(record: EmployeeDetailsRecord, now = Date.now()): void {
  const stored: StoredRecord = { record, expiresAt: now + VERIFIED_RECORD_TTL_MS };
  try {
    sessionStore()?.setItem(VERIFIED_RECORD_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('The verified employee record could not be kept for this tab.', error);
  }
}

/** The stored record while it is fresh; an expired or unreadable one is removed. */
export function readVerifiedRecord(now = Date.now()): EmployeeDetailsRecord | null {
  const storage = sessionStore();
  const raw = storage?.getItem(VERIFIED_RECORD_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredRecord>;
    const record = toEmployeeDetailsRecord(parsed.record);
    if (record && typeof parsed.expiresAt === 'number' && parsed.expiresAt > now) return record;
  } catch {
    // Unreadable: fall through and remove it.
  }
  storage?.removeItem(VERIFIED_RECORD_KEY);
  return null;
}

export function clearVerifiedRecord(): void {
  try {
    sessionStore()?.removeItem(VERIFIED_RECORD_KEY);
  } catch {
    // Nothing to clear when storage is off.
  }
}
