/**
 * How much of one multipart part the parser may hold before it waits for its reader.
 *
 * @fastify/busboy stalls for good on a part it skips (one with no name) when more than this
 * arrives in a single chunk together with the part's end: the skipped part is ended before
 * it asks for more, so the parser's write never completes and the request hangs until the
 * request timeout. A buffer larger than any body these forms accept (their declared length
 * is checked first) keeps every chunk below that point; the parts are read into memory right
 * away in any case, so the buffer costs nothing in the normal case.
 */
export const PART_HIGH_WATER_MARK = 8 * 1024 * 1024;
