// Joining: accepted offers' outcomes and the claims of their reminders.
import type { Generated } from 'kysely';
import type { DropoutReason } from '@vistaar/shared/config/joining';

export interface JoiningOutcomesTable {
  id: Generated<number>;
  /** One outcome per offer: a second mark of the same offer is refused by the unique key. */
  offer_id: number;
  application_id: number;
  outcome: 'joined' | 'dropped-out';
  dropout_reason: DropoutReason | null;
  note: string | null;
  employee_id: number | null;
  staff_id: number | null;
  created_at: string;
}

export interface JoiningRemindersTable {
  id: Generated<number>;
  offer_id: number;
  /** 30, 7 or 1. */
  days_before: number;
  created_at: string;
}

export interface JoiningStaffMailsTable {
  id: Generated<number>;
  staff_id: number;
  kind: 'due' | 'at-risk';
  /** The India day (YYYY-MM-DD) the list is for. */
  period: string;
  created_at: string;
}
