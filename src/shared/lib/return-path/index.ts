export { loginPathReturningTo, returnPathFrom } from './return-path';
