/**
 * The public header's behaviour in plain DOM code: the header is server HTML, and this is
 * the only script it needs (a few hundred bytes, loaded with the page, importing nothing),
 * so opening a menu never waits for React, MUI or the network.
 */

/** Attributes the header's HTML carries for this script. */
export const menuHooks = {
  /** On the header; its value is the scroll depth past which the shadow deepens. */
  header: 'data-site-header',
  /** A desktop dropdown: its disclosure button and the panel that button controls. */
  dropdown: 'data-dropdown',
  /** The phone menu's button: a link to the site map until this script takes it over. */
  sheetToggle: 'data-sheet-toggle',
  sheetClose: 'data-sheet-close',
} as const;

export const SHEET_ID = 'mobile-menu';

export function isCurrentPath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

const isExpanded = (button: Element) => button.getAttribute('aria-expanded') === 'true';

function setExpanded(button: Element, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

function startDropdowns() {
  const buttons = Array.from(
    document.querySelectorAll<HTMLElement>(`[${menuHooks.dropdown}] > button[aria-controls]`),
  );
  const closeAll = (except?: Element) =>
    buttons.forEach((button) => button !== except && setExpanded(button, false));
  buttons.forEach((button) => {
    const group = button.parentElement as HTMLElement;
    button.addEventListener('click', () => {
      closeAll(button);
      setExpanded(button, !isExpanded(button));
    });
    group.addEventListener('keydown', (event) => {
      const { key } = event;
      const links = Array.from(group.querySelectorAll<HTMLElement>('a[href]'));
      const at = links.indexOf(document.activeElement as HTMLElement);
      if (key === 'Escape' && isExpanded(button)) {
        setExpanded(button, false);
        button.focus();
      } else if (
        event.target === button ? key === 'ArrowDown' : /^(Arrow(Up|Down)|Home|End)$/.test(key)
      ) {
        closeAll(button);
        setExpanded(button, true);
        const next =
          key === 'Home' ? 0 : key === 'End' ? -1 : key === 'ArrowUp' ? at - 1 : at + 1;
        links[(next + links.length) % links.length]?.focus();
      } else return;
      event.preventDefault();
    });
    // Tabbing on past the panel closes it, so it never covers what the focus moved to.
    group.addEventListener('focusout', (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !group.contains(to)) setExpanded(button, false);
    });
    group.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href]')) setExpanded(button, false);
    });
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.(`[${menuHooks.dropdown}]`)) closeAll();
  });
}

/**
 * The phone menu is a modal <dialog>: the browser traps the focus in it, dims the page
 * behind it (its ::backdrop) and closes it on Escape.
 */
function startSheet() {
  const sheet = document.getElementById(SHEET_ID) as HTMLDialogElement | null;
  const toggle = document.querySelector<HTMLElement>(`[${menuHooks.sheetToggle}]`);
  if (!sheet || !toggle) return;
  const sections = Array.from(sheet.querySelectorAll('button[aria-controls]'));
  const open = (event: Event) => {
    event.preventDefault();
    sheet.showModal();
    toggle.setAttribute('aria-expanded', 'true');
    document.documentElement.style.overflow = 'hidden';
  };
  toggle.addEventListener('click', open);
  // The toggle is a link with the role of a button, so Space opens it as it would a button.
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') open(event);
  });
  sheet.addEventListener('close', () => {
    sections.forEach((section) => setExpanded(section, false));
    toggle.setAttribute('aria-expanded', 'false');
    document.documentElement.style.overflow = '';
    toggle.focus();
  });
  sheet.addEventListener('click', (event) => {
    const target = event.target as Element;
    const section = target.closest('button[aria-controls]');
    if (section) {
      const opening = !isExpanded(section);
      sections.forEach((other) => setExpanded(other, other === section && opening));
    } else if (target === sheet || target.closest(`a[href], [${menuHooks.sheetClose}]`)) {
      // A click on the dialog element itself landed on its backdrop: the content fills the rest.
      sheet.close();
    }
  });
}

function startShadow() {
  const header = document.querySelector<HTMLElement>(`[${menuHooks.header}]`);
  if (!header) return;
  const threshold = Number(header.getAttribute(menuHooks.header));
  const update = () => header.setAttribute('data-scrolled', String(window.scrollY > threshold));
  window.addEventListener('scroll', update, { passive: true });
  update();
}

export function startSiteMenus() {
  // The header's no-script styles (dropdowns open on hover and focus) give way to the script.
  document.documentElement.classList.add('js');
  startShadow();
  startDropdowns();
  startSheet();
}
