import { NOT_FOUND_RETRY_DELAY_MS, paths } from '@vistaar/shared/config';
import { goTo } from '@/shared/lib/navigation';

/**
 * Attributes the 404 page's action buttons carry for their behaviour, which is plain DOM code:
 * a page nobody meant to reach loads neither React nor MUI for three buttons.
 */
export const notFoundHooks = {
  back: 'data-not-found-back',
  retry: 'data-not-found-retry',
  retryLabel: 'data-not-found-retry-label',
} as const;

/** Back where the visitor came from, or home when this page is where they started. */
function goBack() {
  if (window.history.length > 1 && document.referrer) window.history.back();
  else goTo(paths.home);
}

/** Go Back, and Try Again: 'Refreshing...' and disabled, then a reload one second later. */
export function startNotFoundActions(root: HTMLElement, reload = () => window.location.reload()) {
  root.querySelector(`[${notFoundHooks.back}]`)?.addEventListener('click', goBack);
  const retry = root.querySelector<HTMLButtonElement>(`[${notFoundHooks.retry}]`);
  retry?.addEventListener('click', () => {
    retry.disabled = true;
    // MUI's styles for a disabled button follow this class.
    retry.classList.add('Mui-disabled');
    const label = retry.querySelector(`[${notFoundHooks.retryLabel}]`);
    if (label) label.textContent = 'Refreshing...';
    setTimeout(reload, NOT_FOUND_RETRY_DELAY_MS);
  });
}
