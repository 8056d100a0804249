import type { FromSchema } from 'json-schema-to-ts';
import { STAFF_ROLES } from '../config/staff-roles';

const text = { type: 'string' } as const;
const role = { type: 'string', enum: STAFF_ROLES } as const;

/** The signed-in staff member (`GET /api/auth/me`). */
export const staffProfileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, email: text, name: text, role },
  required: ['id', 'email', 'name', 'role'],
} as const;
export type StaffProfile = FromSchema<typeof staffProfileSchema>;
