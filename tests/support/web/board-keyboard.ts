import { act, fireEvent, screen } from '@testing-library/react';

/**
 * jsdom lays nothing out: give each stage column a place side by side, and each card a
 * place in its column, so dnd-kit's keyboard sensor can find the column to the right.
 */
export function layOutBoard() {
  const columns = () => [
    ...document.querySelectorAll<HTMLElement>('section[aria-labelledby^="board-stage-"]'),
  ];
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const column = this.closest('section[aria-labelledby^="board-stage-"]');
    if (!column) return new DOMRect(0, 0, 2000, 800);
    const x = columns().indexOf(column as HTMLElement) * 200;
    const card = this.closest('li');
    if (!card || !column.contains(card)) return new DOMRect(x, 0, 180, 600);
    const y = 50 + [...column.querySelectorAll('li')].indexOf(card) * 60;
    return new DOMRect(x + 10, y, 160, 50);
  });
}

/** Space, one arrow to the right per step, Space: the keyboard-only move of a board's card. */
export async function moveRight(name: string, steps: number) {
  const card = screen.getByRole('button', { name: new RegExp(`^${name} `) });
  card.focus();
  fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  for (let step = 0; step < steps; step += 1) {
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}
