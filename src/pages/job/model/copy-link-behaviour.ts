/**
 * Attributes the copy-link button's server HTML carries for its behaviour, which is plain DOM
 * code: copying a link needs neither React nor MUI, so a job page never loads them for it.
 */
export const copyLinkHooks = {
  /** The button; its value is the job's path, and `data-state` (idle, copied) picks its icon. */
  button: 'data-copy-link',
  label: 'data-copy-link-label',
  status: 'data-copy-link-status',
  /** Where the clipboard is refused: the field that shows the link, selected. */
  manual: 'data-copy-link-manual',
} as const;

const COPIED_LABEL_MS = 4000;

/**
 * Copies the job's address as the visitor reached it, and says so for 4 s. Where the clipboard
 * is not allowed the link appears selected in a field instead.
 */
export function startCopyLink(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>(`[${copyLinkHooks.button}]`);
  const label = root.querySelector<HTMLElement>(`[${copyLinkHooks.label}]`);
  const status = root.querySelector<HTMLElement>(`[${copyLinkHooks.status}]`);
  const manual = root.querySelector<HTMLElement>(`[${copyLinkHooks.manual}]`);
  const field = manual?.querySelector('input');
  if (!button) return;
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (copied: boolean) => {
    button.setAttribute('data-state', copied ? 'copied' : 'idle');
    if (label) label.textContent = copied ? 'Link copied' : 'Copy link';
    if (status) status.textContent = copied ? 'The link to this job is on your clipboard.' : '';
  };

  field?.addEventListener('focus', () => field.select());
  button.addEventListener('click', () => {
    const url = `${window.location.origin}${button.getAttribute(copyLinkHooks.button) ?? ''}`;
    navigator.clipboard.writeText(url).then(
      () => {
        show(true);
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => show(false), COPIED_LABEL_MS);
      },
      () => {
        if (!manual || !field) return;
        field.value = url;
        manual.hidden = false;
        field.focus();
      },
    );
  });
}
