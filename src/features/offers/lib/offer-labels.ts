import {
  OFFER_STATUS_LABELS,
  type OfferEventKind,
  type OfferStatus,
} from '@vistaar/shared/config/offers';
import { PREBOARDING_EVENT_LABELS } from '@vistaar/shared/config/preboarding';

export const statusLabel = (status: OfferStatus) => OFFER_STATUS_LABELS[status];

export const STATUS_COLOR: Record<
  OfferStatus,
  'default' | 'info' | 'success' | 'warning' | 'error'
> = {
  draft: 'default',
  pending: 'info',
  approved: 'success',
  sent: 'info',
  accepted: 'success',
  declined: 'warning',
  expired: 'warning',
  superseded: 'default',
  withdrawn: 'default',
};

export const EVENT_LABELS: Record<OfferEventKind, string> = {
  drafted: 'Drafted',
  changed: 'Changed',
  submitted: 'Sent for approval',
  approved: 'Approved',
  rejected: 'Sent back to draft',
  sent: 'Sent to the candidate',
  viewed: 'Opened by the candidate',
  accepted: 'Accepted by the candidate',
  declined: 'Declined by the candidate',
  expired: 'Expired',
  superseded: 'Replaced by a revision',
  ...PREBOARDING_EVENT_LABELS,
};
