/** JSON schemas of the applications calls' input (docs/api-contract.md, "Careers"); answers are in src/shared/contract. */

import { multipartBodySchema } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

/** Documents a multipart body of fields and a resume; the handler reads and checks the parts itself. */
const resumeUploadBodySchema = <const Fields extends string>(fields: Fields) =>
  multipartBodySchema({
    formData: { type: 'string', description: fields },
    formResume: {
      type: 'string',
      contentEncoding: 'binary',
      description: 'PDF, DOC or DOCX, under 5 MB',
    },
  });

export const applyBodySchema = resumeUploadBodySchema(
  'JSON of the application fields (applicationSchema), jobId 0 for a general application',
);

export const candidateBodySchema = resumeUploadBodySchema(
  'JSON of the candidate fields (manualCandidateSchema): the details known, source and consentSource',
);
