import { employeeDetailsRecord } from '@tests/support/web';
import type { EmployeeDetailsRecord } from './employee';
import {
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
  clearVerifiedRecord,
  readVerifiedRecord,
  saveVerifiedRecord,
} from './verified-record-storage';

const record: EmployeeDetailsRecord = { ...employeeDetailsRecord, OfficialEmail: '' };

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('verified record storage', () => {
  it('keeps the record in sessionStorage only, for 30 minutes', () => {
    const now = Date.UTC(2024, 0, 5, 10, 0, 0);
    saveVerifiedRecord(record, now);

    expect(window.localStorage.length).toBe(0);
    const stored = JSON.parse(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)!);
    expect(stored).toEqual({ record, expiresAt: now + 30 * 60 * 1000 });
    expect(VERIFIED_RECORD_TTL_MS).toBe(30 * 60 * 1000);

    expect(readVerifiedRecord(now + VERIFIED_RECORD_TTL_MS - 1)).toEqual(record);
  });

  it('forgets an expired record', () => {
    const now = Date.UTC(2024, 0, 5, 10, 0, 0);
    saveVerifiedRecord(record, now);
    expect(readVerifiedRecord(now + VERIFIED_RECORD_TTL_MS)).toBeNull();
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
  });

  it('removes an unreadable or foreign value', () => {
    window.sessionStorage.setItem(VERIFIED_RECORD_KEY, '{not json');
    expect(readVerifiedRecord()).toBeNull();
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();

    window.sessionStorage.setItem(
      VERIFIED_RECORD_KEY,
      JSON.stringify({ record: { hello: 'world' }, expiresAt: Date.now() + 60_000 }),
    );
    expect(readVerifiedRecord()).toBeNull();
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
  });

  it('clears the record', () => {
    saveVerifiedRecord(record);
    clearVerifiedRecord();
    expect(readVerifiedRecord()).toBeNull();
  });
});
