// The islands runtime's store needs the session slice and nothing else of the auth feature:
// this entry keeps the sign-in forms out of every public page's first script.
export { sessionSlice } from './model/session-slice';
