import {
  islandAttributes,
  islandCodeElementId,
  isBehaviourIsland,
  type IslandHydration,
  type IslandName,
  type ReactIslandName,
} from '@/shared/ui/island/island-names';
import { afterLoadAndFirstPaint } from '@/shared/lib/after-first-paint';
import { behaviourLoaders } from './behaviour-registry';
import { whenIdle } from './when-idle';

// React, the theme and each island's code load only when the first React island wakes: a
// page nobody interacts with runs this scheduler alone, and a page whose islands are all
// behaviours never loads React.
const mountIsland = (container: HTMLElement, name: ReactIslandName, inBackground: boolean) =>
  import('./mount-island').then((m) => m.mountIsland(container, name, inBackground));

function hydrate(container: HTMLElement, inBackground: boolean): Promise<void> {
  const name = container.getAttribute(islandAttributes.name) as IslandName;
  if (isBehaviourIsland(name)) {
    return behaviourLoaders[name]().then((start) => start(container));
  }
  return mountIsland(container, name, inBackground);
}

function whenVisible(container: HTMLElement, run: () => void) {
  if (!('IntersectionObserver' in window)) return whenIdle(run);
  // Children lay out in the container's place (`display: contents`), so watch them.
  const targets = Array.from(container.children);
  if (targets.length === 0) return whenIdle(run);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  targets.forEach((target) => observer.observe(target));
}

const wakeEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'dragenter',
] as const;

/** A button (not a link) the visitor pressed before its island woke. */
function pressedButton(event: Event): HTMLElement | null {
  const target = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
  return target && !target.matches(':disabled') ? target : null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Gives text typed before the island woke back to it: hydration resets fields to the
 * component's state, so each typed value is set again and announced as the input it was.
 */
function replayTyping(typed: Map<TextField, string>) {
  typed.forEach((value, field) => {
    if (!field.isConnected || field.value === value) return;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    // The prototype's setter, so React's own value tracking sees the change as new input.
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

interface HeldDrop {
  target: Element;
  files: File[];
}

/**
 * Drops the files again where they fell: the browser empties a drop's own data once its event
 * is over, so the files were copied out of it when it was held.
 */
function replayDrop({ target, files }: HeldDrop) {
  if (!target.isConnected || files.length === 0) return;
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

/**
 * Islands that wake when reached for, and wake early once the browser has fetched their code
 * ahead and is idle again: at phone speed, running React, MUI and a dialog's code for the
 * first time on the tap took most of a second.
 */
const wakeOncePrepared: Array<() => void> = [];
let codePrepared = false;

function wakePreparedIslands() {
  codePrepared = true;
  wakeOncePrepared.splice(0).forEach(whenIdle);
}

/** Runs `wake` while the browser is idle, once the page's island code has arrived ahead. */
function whenCodePrepared(wake: () => void) {
  if (codePrepared) whenIdle(wake);
  else wakeOncePrepared.push(wake);
}

/** Wakes each island when its moment comes, or at once when someone reaches for it. */
function schedule(container: HTMLElement) {
  let started = false;
  let pending: HTMLElement | null = null;
  let droppedEarly: HeldDrop | null = null;
  const typed = new Map<TextField, string>();
  const noteTyping = (event: Event) => {
    const field = event.target;
    const isText =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !['file', 'checkbox', 'radio'].includes(field.type));
    if (isText) typed.set(field, field.value);
  };
  // A press that lands before the island's code does is held, then replayed once it wakes.
  const holdClick = (event: Event) => {
    const button = pressedButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pending = button;
  };
  // Without this, a file dropped before the island woke would replace the page with the file.
  const allowDrop = (event: Event) => event.preventDefault();
  const holdDrop = (event: Event) => {
    const { dataTransfer, target } = event as DragEvent;
    event.preventDefault();
    event.stopPropagation();
    if (target instanceof Element) {
      droppedEarly = { target, files: Array.from(dataTransfer?.files ?? []) };
    }
  };
  const wake = (inBackground: boolean) => {
    if (started) return;
    started = true;
    wakeEvents.forEach((type) => container.removeEventListener(type, start, true));
    window.removeEventListener('scroll', start);
    const release = () => {
      container.removeEventListener('click', holdClick, true);
      container.removeEventListener('input', noteTyping, true);
      container.removeEventListener('dragover', allowDrop, true);
      container.removeEventListener('drop', holdDrop, true);
    };
    hydrate(container, inBackground)
      .then(() => {
        container.setAttribute(islandAttributes.awake, '');
        release();
        replayTyping(typed);
        pending?.click();
        if (droppedEarly) replayDrop(droppedEarly);
      })
      .catch((error: unknown) => {
        release();
        console.error('An interactive part of the page failed to load', error);
      });
  };
  const start = () => wake(false);
  const startInBackground = () => wake(true);
  wakeEvents.forEach((type) =>
    container.addEventListener(type, start, { capture: true, passive: true }),
  );
  container.addEventListener('click', holdClick, true);
  container.addEventListener('input', noteTyping, true);
  container.addEventListener('dragover', allowDrop, true);
  container.addEventListener('drop', holdDrop, true);
  const when = container.getAttribute(islandAttributes.hydrate) as IslandHydration;
  const wakeWhere = container.getAttribute(islandAttributes.wakeWhere);
  const applyMoment = () => {
    if (when === 'load') start();
    else if (when === 'idle') whenIdle(startInBackground);
    else if (when === 'visible') whenVisible(container, start);
    else {
      window.addEventListener('scroll', start, { once: true, passive: true });
      whenCodePrepared(startInBackground);
    }
  };
  if (!wakeWhere) {
    applyMoment();
    return;
  }
  // Where the query does not match, the part is still until someone reaches for it; turning
  // a tablet or widening the window brings its moment back.
  const query = window.matchMedia(wakeWhere);
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener('change', onChange);
    applyMoment();
  };
  if (query.matches) applyMoment();
  else query.addEventListener('change', onChange);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the connection is as slow as 2G. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Once the page has loaded and painted and the browser is idle, the islands' code is fetched
 * ahead of the first tap (`prepare-islands-ahead`, a module of its own so it adds nothing to
 * the first load); once all of it has arrived, the islands that wait to be reached for wake
 * while the browser is idle. A visitor saving data, or on 2G, fetches nothing ahead: an
 * island's code loads, and runs, when the visitor reaches for it.
 */
export function prepareIslandsAfterFirstPaint() {
  const list = document.getElementById(islandCodeElementId);
  if (!list || savingData()) return;
  afterLoadAndFirstPaint(() =>
    whenIdle(() => {
      import('./prepare-islands-ahead')
        .then((m) => m.prepareIslandsAhead(list))
        .then((allArrived) => {
          // A file that failed would be fetched again by the wake: leave that to the tap.
          if (allArrived) wakePreparedIslands();
        })
        // Ahead of time only: each island still loads its code when it wakes.
        .catch(() => undefined);
    }),
  );
}

export function hydrateIslands() {
  document.documentElement.classList.add('js');
  document
    .querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)
    .forEach((container) => schedule(container));
}
