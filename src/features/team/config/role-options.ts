import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@vistaar/shared/config';

/** The roles as a role field offers them (inviting someone, changing a member's role). */
export const roleOptions = STAFF_ROLES.map((role) => ({
  value: role,
  label: STAFF_ROLE_LABELS[role],
}));
