/** JSON schemas of the applications calls' input (docs/api-contract.md, "Careers"); answers are in src/shared/contract. */

export { idParamsSchema } from '../../lib/common-schemas';

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
