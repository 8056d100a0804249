export {
  idParamsSchema as employeeIdParamsSchema,
  pagedSearchQuerySchema as employeeListQuerySchema,
} from '../../lib/common-schemas';
