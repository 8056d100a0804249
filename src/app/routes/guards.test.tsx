import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { LoginPage } from '@/pages/login';
import { useGetMeQuery } from '@/features/auth';
import { RequireRole, RequireStaff } from './guards';

function renderDesk(state?: { signedIn: boolean }) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/applied-job"
        element={
          <RequireRole path="/applied-job">
            <h1>Applications desk</h1>
          </RequireRole>
        }
      />
      <Route path="/employee-list" element={<h1>Employee list</h1>} />
    </Routes>,
    {
      route: { pathname: '/applied-job', state },
      preloadedState: { session: { token: STAFF_TOKEN } },
    },
  );
}

describe('RequireRole', () => {
  it('opens a screen for a role that may open it', async () => {
    db.staffRole = 'recruiter';
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
  });

  it('shows the screen, and so starts its calls, while the session check is on its way', async () => {
    db.staffRole = 'recruiter';
    const me = recordRequests('GET', '/api/auth/me');
    renderDesk();
    expect(screen.getByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
    await waitFor(() => expect(me).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
  });

  it('says plainly that the role may not open the screen, with the way to its own start page', async () => {
    db.staffRole = 'hr';
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/Your role \(HR\) does not allow this screen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute(
      'href',
      '/employee-list',
    );
    expect(screen.queryByRole('heading', { name: 'Applications desk' })).not.toBeInTheDocument();
  });

  it('takes a role without the desk to its first screen just after sign-in', async () => {
    db.staffRole = 'hr';
    renderDesk({ signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Employee list' })).toBeInTheDocument();
  });
});

describe('RequireStaff', () => {
  function Desk() {
    useGetMeQuery();
    return <h1>Applications desk</h1>;
  }

  it('takes a session the server no longer knows to /login, which says it expired', async () => {
    db.sessions.clear();
    renderWithProviders(
      <Routes>
        <Route
          path="/applied-job"
          element={
            <RequireStaff>
              <Desk />
            </RequireStaff>
          }
        />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/applied-job', preloadedState: { session: { token: STAFF_TOKEN } } },
    );
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });

  it('says nothing about expiry on the sign-in page of a visitor who never signed in', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a staff page to /login with the way back', async () => {
    function SignIn() {
      const { search } = useLocation();
      return <h1>{`Sign in${search}`}</h1>;
    }
    renderWithProviders(
      <Routes>
        <Route
          path="/applied-job/:applicationId"
          element={
            <RequireStaff>
              <h1>Application</h1>
            </RequireStaff>
          }
        />
        <Route path="/login" element={<SignIn />} />
      </Routes>,
      { route: '/applied-job/12?tab=history' },
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Sign in?next=%2Fapplied-job%2F12%3Ftab%3Dhistory',
      }),
    ).toBeInTheDocument();
  });
});
