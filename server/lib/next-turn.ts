/**
 * Lets the server answer what arrived meanwhile. A pass on SQLite never waits for I/O (each
 * query returns at once and its promise resolves as a microtask), so without this a long pass
 * keeps every request waiting until it ends. Never call it inside a transaction, which holds
 * the one connection.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
