export { ErasureConfirmation } from './ui/ErasureConfirmation';
