/// <reference types="vite/client" />
/** Replaced at build time by Vite (see vite.config.ts) and set by jest's globals. */
declare const __API_BASE_URL__: string;
