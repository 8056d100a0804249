import { boundedInteger } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

/** `/applications/:id/emails/scheduled/:scheduledId` path parameters. */
export const scheduledEmailParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'scheduledId'],
  properties: {
    id: boundedInteger(1, 2_147_483_647),
    scheduledId: boundedInteger(1, 2_147_483_647),
  },
} as const;
