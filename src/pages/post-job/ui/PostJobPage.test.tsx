import { configureStore } from '@reduxjs/toolkit';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi, sessionSlice } from '@/shared/api';
import { PostJobPage } from './PostJobPage';

const server = setupServer(
  http.get('http://localhost/api/career/manage/jobs/:id', ({ params }) =>
    HttpResponse.json({
      success: true,
      data: {
        id: Number(params.id),
        title: 'Technical Writer',
        department: 'Product',
        location: 'Remote - India',
        jobType: 'Part-time',
        experience: '1-2 years',
        salaryRange: '6 LPA',
        skills: ['Markdown', 'API docs'],
        description: 'Write the developer guides for our messaging APIs.',
        postedAt: '2026-01-03T05:00:00.000Z',
        updatedAt: '2026-01-03T05:00:00.000Z',
        isActive: true,
        closesOn: '2026-03-04',
        closedReason: null,
        applicationCount: 0,
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(entry: string) {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[entry]}>
          <PostJobPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

describe('PostJobPage', () => {
  it("is titled 'Post New Job' for a new job", () => {
    renderPage('/post-job');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post New Job');
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it("is titled 'Edit Job' with ?jobId= and saves changes", async () => {
    renderPage('/post-job?jobId=7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Job');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Technical Writer');
  });
});
