export { idParamsSchema } from '../../lib/common-schemas';
