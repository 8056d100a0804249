import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

function renderAt(reload = jest.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home content</p> },
      { path: '/previous', element: <p>Previous page</p> },
      { path: '*', element: <NotFoundPage reload={reload} /> },
    ],
    { initialEntries: ['/previous', '/missing'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, reload };
}

describe('NotFoundPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the heading', () => {
    renderAt();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('Go Back returns to the previous page', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Previous page')).toBeInTheDocument();
  });

  it('Home Page goes to /', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'Home Page' }));
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it('Try Again shows Refreshing..., is disabled, and reloads after one second', async () => {
    jest.useFakeTimers();
    const { reload } = renderAt();
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
