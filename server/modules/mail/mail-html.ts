/** The HTML part of the plain, fixed-layout e-mails: text is escaped, never trusted. */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n');

export function html(body: string) {
  return `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${body}
</body></html>`;
}
