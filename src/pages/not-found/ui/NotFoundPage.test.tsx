import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo } from '@/shared/lib/navigation';
import { startNotFoundActions } from '../model/not-found-actions';
import { NotFoundActions, NotFoundPage } from './NotFoundPage';

jest.mock('@/shared/lib/navigation', () => ({ goTo: jest.fn() }));

/** The server's HTML, with its behaviour started as the islands runtime starts it. */
function renderActions(reload = jest.fn()) {
  const { container } = render(<NotFoundActions />);
  startNotFoundActions(container, reload);
  return { reload };
}

function arrivedFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
}

describe('NotFoundPage', () => {
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);

  afterEach(() => {
    jest.useRealTimers();
    back.mockClear();
    jest.mocked(goTo).mockClear();
  });

  it('shows the heading and the three actions', () => {
    render(<NotFoundPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('Go Back returns to the previous page', async () => {
    window.history.pushState({}, '', '/missing');
    arrivedFrom('http://localhost/previous');
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('Go Back goes to the home page when there is nothing to go back to', async () => {
    arrivedFrom('');
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).not.toHaveBeenCalled();
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('Home Page goes to /', () => {
    renderActions();
    expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
  });

  it('Try Again shows Refreshing..., is disabled, and reloads after one second', async () => {
    jest.useFakeTimers();
    const { reload } = renderActions();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
