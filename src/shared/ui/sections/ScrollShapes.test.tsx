import { act } from '@testing-library/react';
import { fakeMatchMedia, renderWithProviders } from '@tests/support/web';
import { startScrollShapes } from './scroll-shapes-motion';
import { ScrollShapes } from './ScrollShapes';

/** The server's HTML, with its behaviour started as the islands runtime starts it. */
function renderShapes() {
  const rendered = renderWithProviders(<ScrollShapes />);
  return { container: rendered.container, stop: startScrollShapes(rendered.container) };
}

describe('ScrollShapes', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => {
        callback(0);
        return 1;
      });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    window.matchMedia = originalMatchMedia;
  });

  it('draws three decorative shapes hidden from assistive technology', () => {
    window.matchMedia = fakeMatchMedia([]);
    const { container } = renderShapes();
    const layer = container.firstElementChild as HTMLElement;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.children).toHaveLength(3);
  });

  it('moves the shapes as the page scrolls, through a passive listener', () => {
    window.matchMedia = fakeMatchMedia([]);
    const add = jest.spyOn(window, 'addEventListener');
    const { container, stop } = renderShapes();
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const shapes = Array.from(
      (container.firstElementChild as HTMLElement).children,
    ) as HTMLElement[];
    const before = shapes.map((s) => s.style.transform);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const after = shapes.map((s) => s.style.transform);
    after.forEach((transform, i) => {
      expect(transform).toMatch(/translate3d/);
      expect(transform).not.toBe(before[i]);
    });

    const remove = jest.spyOn(window, 'removeEventListener');
    stop();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('stays still when reduced motion is preferred', () => {
    window.matchMedia = fakeMatchMedia(['prefers-reduced-motion']);
    const add = jest.spyOn(window, 'addEventListener');
    const { container } = renderShapes();
    expect(add).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const shapes = Array.from(
      (container.firstElementChild as HTMLElement).children,
    ) as HTMLElement[];
    shapes.forEach((s) => expect(s.style.transform).toBe(''));
  });
});
