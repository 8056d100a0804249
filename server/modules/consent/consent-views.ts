import type { ChannelConsentEntry } from '@vistaar/shared/contract';
import type { ChannelConsentRow } from './consent-repository';

export const toChannelConsentEntry = (row: ChannelConsentRow): ChannelConsentEntry => ({
  id: Number(row.id),
  channel: row.channel,
  status: row.status,
  phone: row.phone,
  source: row.source,
  note: row.note,
  recordedBy: row.recorded_by_name ?? null,
  at: row.recorded_at,
});
