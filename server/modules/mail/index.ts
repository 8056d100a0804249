export { escapeHtml, html, paragraphs } from './mail-html';
export { createMailer, mailAbout } from './mailer';
export type { CalendarPart, Mailer, OutgoingMail } from './mailer';
export { maskEmail } from './mask-email';
