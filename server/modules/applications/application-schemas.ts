/** JSON schemas of the applications calls' input (docs/api-contract.md, "Careers"); answers are in src/shared/contract. */

import { SCORECARD_SCORES } from '@vistaar/shared/config';
import { boundedInteger } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

/** The desk's filters: its list and its CSV export take the same ones. */
export const applicationFiltersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100, default: '' },
    department: { type: 'string', maxLength: 100, default: '' },
    location: { type: 'string', maxLength: 100, default: '' },
    stage: { ...boundedInteger(1, 2_147_483_647), description: 'A pipeline stage id' },
    jobId: {
      ...boundedInteger(0, 2_147_483_647),
      description: 'A job id; 0 for general applications',
    },
    appliedFrom: {
      type: 'string',
      maxLength: 10,
      description: 'Applied on or after this day in India, YYYY-MM-DD',
    },
    appliedTo: {
      type: 'string',
      maxLength: 10,
      description: 'Applied on or before this day in India, YYYY-MM-DD',
    },
    minRating: {
      ...boundedInteger(SCORECARD_SCORES[0], SCORECARD_SCORES[SCORECARD_SCORES.length - 1]),
      description:
        'Rated at least this on average (1-4) over the current scorecards of its scheduled interviews',
    },
    hasInterview: {
      type: 'boolean',
      description: 'true: has a scheduled (not cancelled) interview; false: has none',
    },
  },
} as const;

export const applicationsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { ...boundedInteger(1, 100_000), default: 1 },
    limit: { ...boundedInteger(1, 100), default: 5 },
    ...applicationFiltersQuerySchema.properties,
  },
} as const;

/** Documents the multipart body; the handler reads and checks the parts itself. */
export const applyBodySchema = {
  content: {
    'multipart/form-data': {
      schema: {
        // The multipart parser leaves the body empty (null); the parts are streamed.
        type: ['object', 'null'],
        properties: {
          formData: {
            type: 'string',
            description:
              'JSON of the application fields (applicationSchema), jobId 0 for a general application',
          },
          formResume: {
            type: 'string',
            contentEncoding: 'binary',
            description: 'PDF, DOC or DOCX, under 5 MB',
          },
        },
      },
    },
  },
} as const;
