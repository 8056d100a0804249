export { escapeHtml, html, paragraphs } from './mail-html';
export { createMailer, mailAbout } from './mailer';
export type { CalendarPart, MailAddress, Mailer, OutgoingMail } from './mailer';
export { recruitingReplyTo } from './recruiting-reply-to';
export { maskEmail } from './mask-email';
export { staffMail } from './staff-mail';
export type { StaffRecipient } from './staff-mail';
