export {
  loginPathReturningTo,
  RETURN_PATH_PARAM,
  returnPathFrom,
  safeReturnPath,
} from './return-path';
