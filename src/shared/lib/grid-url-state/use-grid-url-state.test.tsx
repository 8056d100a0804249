import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  useGridUrlState,
  useLastPageCorrection,
  type GridUrlStateOptions,
} from './use-grid-url-state';

const SIZES = [10, 25, 50];

function renderGrid(
  url: string,
  options: Partial<GridUrlStateOptions> = {},
  answer?: { total: number | undefined; isFetching: boolean },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    (props: { answer?: { total: number | undefined; isFetching: boolean } }) => {
      const grid = useGridUrlState({ pageSizes: SIZES, ...options });
      const pastEnd = useLastPageCorrection(
        grid,
        props.answer ?? { total: undefined, isFetching: false },
      );
      return { grid, pastEnd, search: useLocation().search, navigate: useNavigate() };
    },
    { wrapper, initialProps: { answer } },
  );
}

const settle = () => act(() => jest.advanceTimersByTime(300));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useGridUrlState', () => {
  it('starts from the URL, and from the defaults where the URL says nothing usable', () => {
    const { result } = renderGrid('/grid?page=3&pageSize=50&search=ravi');
    expect(result.current.grid.query).toEqual({ page: 3, pageSize: 50, search: 'ravi' });
    expect(result.current.grid.paginationModel).toEqual({ page: 2, pageSize: 50 });

    const odd = renderGrid('/grid?page=0&pageSize=7&search=', { defaultPageSize: 25 });
    expect(odd.result.current.grid.query).toEqual({ page: 1, pageSize: 25, search: '' });
  });

  it('asks for a search 300 ms after the last keystroke, from page 1, and keeps it in the URL', () => {
    const { result } = renderGrid('/grid?page=2');
    act(() => result.current.grid.setSearch('ra'));
    act(() => result.current.grid.setSearch('ravi '));
    expect(result.current.grid.search).toBe('ravi ');
    expect(result.current.grid.paginationModel.page).toBe(0);
    expect(result.current.grid.query).toEqual({ page: 2, pageSize: 10, search: '' });
    expect(result.current.grid.pending).toBe(true);

    settle();
    expect(result.current.grid.query).toEqual({ page: 1, pageSize: 10, search: 'ravi' });
    expect(result.current.grid.pending).toBe(false);
    expect(result.current.search).toBe('?search=ravi+');
  });

  it('pages at once, or 300 ms later with debouncePaging', () => {
    const { result } = renderGrid('/grid');
    act(() => result.current.grid.setPaginationModel({ page: 1, pageSize: 10 }));
    expect(result.current.grid.query.page).toBe(2);
    expect(result.current.search).toBe('?page=2');

    const debounced = renderGrid('/grid', { debouncePaging: true });
    act(() => debounced.result.current.grid.setPaginationModel({ page: 1, pageSize: 10 }));
    expect(debounced.result.current.grid.query.page).toBe(1);
    settle();
    expect(debounced.result.current.grid.query.page).toBe(2);
    expect(debounced.result.current.search).toBe('?page=2');
  });

  it('goes back to page 1 with a new page size, and leaves the default size out of the URL', () => {
    const { result } = renderGrid('/grid?page=4&pageSize=25');
    act(() => result.current.grid.setPaginationModel({ page: 3, pageSize: 10 }));
    expect(result.current.grid.query).toEqual({ page: 1, pageSize: 10, search: '' });
    expect(result.current.search).toBe('');
  });

  it('follows a URL changed elsewhere', () => {
    const { result } = renderGrid('/grid?page=2&search=ravi');
    act(() => result.current.navigate('/grid?search=asha'));
    expect(result.current.grid.search).toBe('asha');
    expect(result.current.grid.paginationModel.page).toBe(0);
    settle();
    expect(result.current.grid.query).toEqual({ page: 1, pageSize: 10, search: 'asha' });
    expect(result.current.search).toBe('?search=asha');
  });
});

describe('useLastPageCorrection', () => {
  it('moves a page past the end to the last page once the answer is in', () => {
    const { result, rerender } = renderGrid('/grid?page=5', {}, { total: 24, isFetching: true });
    expect(result.current.pastEnd).toBe(true);
    expect(result.current.grid.query.page).toBe(5);

    rerender({ answer: { total: 24, isFetching: false } });
    expect(result.current.grid.query.page).toBe(3);
    expect(result.current.search).toBe('?page=3');
    expect(result.current.pastEnd).toBe(false);
  });

  it('goes to page 1 when nothing is left, and leaves a page within the results alone', () => {
    const empty = renderGrid('/grid?page=2', {}, { total: 0, isFetching: false });
    expect(empty.result.current.grid.query.page).toBe(1);
    expect(empty.result.current.search).toBe('');

    const within = renderGrid('/grid?page=3', {}, { total: 21, isFetching: false });
    expect(within.result.current.pastEnd).toBe(false);
    expect(within.result.current.grid.query.page).toBe(3);
  });
});
