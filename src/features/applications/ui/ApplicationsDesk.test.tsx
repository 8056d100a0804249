import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  db,
  recordRequests,
  server,
  candidateExtras,
  renderStaffWithLocation,
} from '@tests/support/web';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';
import { ApplicationsDesk } from './ApplicationsDesk';

const API = 'http://localhost/api/career';

const people = [
  ['Ravi Kumar', 'Senior React Developer', '3'],
  ['Ananya Iyer', 'Product Designer', '5'],
  ['Mohammed Farhan', 'Inside Sales Executive', '0'],
  ['Priya Nair', 'Senior React Developer', '10+'],
  ['Karan Mehta', 'QA Engineer', '2'],
  ['Sneha Reddy', 'HR Generalist', '1'],
  ['Arjun Singh', 'DevOps Engineer', '7'],
  ['Ravina Shah', 'Product Designer', '4'],
  ['Deepak Verma', 'General application', '6'],
  ['Meera Joshi', 'Content Writer', '2'],
  ['Vikram Rao', 'Backend Developer', '8'],
  ['Pooja Gupta', 'Customer Success Manager', '3'],
] as const;

/** Newest first, like the server: id 12 was created last. */
const applications: ApplicationListItem[] = people
  .map(([fullName, jobTitle, jobExperience], index) => {
    const id = index + 1;
    const [first, last] = fullName.split(' ');
    return {
      id,
      jobId: jobTitle === 'General application' ? 0 : 100 + id,
      fullName,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.in`,
      phone: `98110452${String(id).padStart(2, '0')}`,
      dob: '1996-03-14',
      gender: id % 2 ? ('Male' as const) : ('Female' as const),
      jobTitle,
      department: jobTitle.includes('Designer') ? 'Design' : 'Engineering',
      location: 'Delhi, India',
      jobExperience,
      currentEmployer: 'Infosys',
      currentCTC: '8 LPA',
      expectedCTC: '12 LPA',
      fullAddress: '42 Lajpat Nagar, New Delhi, Delhi',
      ...candidateExtras,
      createdAt: `2026-01-${String(id).padStart(2, '0')}T06:30:00.000Z`,
      resumeUrl: `/api/career/applications/${id}/resume?expires=1&signature=old`,
      stage: { id: 1, name: 'New', kind: 'open' as const },
      daysInStage: 0,
      rating: null,
      screeningAnswers: [],
      knockedOut: false,
    };
  })
  .reverse();

/** With the fields as submitted, which the details dialog shows. */
const details = (item: ApplicationListItem): ApplicationDetail => {
  const [firstName, lastName] = item.fullName.split(' ');
  return {
    ...item,
    firstName,
    lastName,
    address: '42 Lajpat Nagar',
    city: 'New Delhi',
    state: 'Delhi',
    currentLocation: 'Gurugram',
    resumeFileName: `${firstName.toLowerCase()}-cv.pdf`,
    resumeSizeBytes: 1_572_864,
    keepForOtherRoles: false,
    referrer: null,
    consentSource: null,
  };
};

let listRequests: URL[] = [];

beforeEach(() => {
  db.applications = applications.map(details);
  listRequests = recordRequests('GET', '/api/career/get-job-applications');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const renderDesk = (entry = '/applied-job') =>
  renderStaffWithLocation(<ApplicationsDesk jobs={[]} />, entry);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search applications' });
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const requested = (url: URL) => ({
  page: url.searchParams.get('page'),
  limit: url.searchParams.get('limit'),
  search: url.searchParams.get('search'),
});

describe('ApplicationsDesk', () => {
  it('loads the first page of five with a spinner first, then the rows and the footer', async () => {
    renderDesk();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading applications...');
    expect(loading.querySelector('.MuiCircularProgress-root')).not.toBeNull();

    expect(await screen.findByText('Pooja Gupta')).toBeInTheDocument();
    expect(screen.queryByText('Loading applications...')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 5 of 12 results')).toBeInTheDocument();
    expect(listRequests.map(requested)).toEqual([{ page: '1', limit: '5', search: null }]);

    const grid = screen.getByRole('grid');
    for (const header of [
      'Name',
      'Email',
      'Phone',
      'Job Title',
      'Department',
      'Experience',
      'Applied On',
      'Actions',
    ]) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Newest first; experience and dates read as people write them.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(within(firstRow).getByText('Pooja Gupta')).toBeInTheDocument();
    expect(within(firstRow).getByText('3 years')).toBeInTheDocument();
    expect(within(firstRow).getByText('12 Jan 2026')).toBeInTheDocument();
    expect(within(firstRow).getByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(within(firstRow).getByRole('menuitem', { name: 'Resume' })).toBeInTheDocument();

    // 3 pages: all shown, the current one marked.
    const nav = pager();
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /previous/i })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: /next/i })).toBeEnabled();
  });

  it('shows Fresher and 10+ years in the Experience column', async () => {
    renderDesk('/applied-job?page=2');
    expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByText('10+ years')).toBeInTheDocument();
    expect(screen.getByText('Showing 6 to 10 of 12 results')).toBeInTheDocument();
    const nav = pager();
    expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: '3' }));
    expect(await screen.findByText('Mohammed Farhan')).toBeInTheDocument();
    expect(screen.getByText('Fresher')).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
  });

  it('sends one request 300 ms after fast typing, not one per key', async () => {
    renderDesk();
    await screen.findByText('Pooja Gupta');
    expect(listRequests).toHaveLength(1);

    // A fake clock, so the test does not depend on how fast this machine types.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(searchBox(), 'ravi');
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(listRequests).toHaveLength(1);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(listRequests).toHaveLength(2));
    expect(requested(listRequests[1])).toEqual({ page: '1', limit: '5', search: 'ravi' });
    expect(await screen.findByText('Showing 1 to 2 of 2 results')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Ravina Shah')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?search=ravi'),
    );

    // Long after the debounce: still exactly one request for the whole word.
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(listRequests).toHaveLength(2);
  });

  it('goes back to page 1 when the search changes, and keeps both in the URL', async () => {
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');

    await user.click(within(pager()).getByRole('button', { name: '2' }));
    await waitFor(() => expect(listRequests).toHaveLength(2));
    expect(requested(listRequests[1])).toEqual({ page: '2', limit: '5', search: null });
    expect(await screen.findByText('Showing 6 to 10 of 12 results')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2'));

    await user.type(searchBox(), 'developer');
    await waitFor(() => expect(listRequests).toHaveLength(3));
    expect(requested(listRequests[2])).toEqual({ page: '1', limit: '5', search: 'developer' });
    expect(await screen.findByText('Showing 1 to 3 of 3 results')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).toHaveTextContent('?search=developer'),
    );
    expect(within(pager()).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('starts from the page and search in the URL', async () => {
    renderDesk('/applied-job?page=1&search=designer');
    expect(await screen.findByText('Ananya Iyer')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('designer');
    expect(requested(listRequests[0])).toEqual({ page: '1', limit: '5', search: 'designer' });
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('zzz');
  });

  it('keeps the rows it has when a later request fails, with a small error', async () => {
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');
    server.use(
      http.get(`${API}/get-job-applications`, () =>
        HttpResponse.json(
          { success: false, message: 'The applications could not be loaded.' },
          { status: 500 },
        ),
      ),
    );
    await user.type(searchBox(), 'ravi');
    expect(await screen.findByText('The applications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Pooja Gupta')).toBeInTheDocument();
  });

  it('opens every detail of an application in a dialog, closed by X or Close', async () => {
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');
    const firstRow = within(screen.getByRole('grid')).getAllByRole('row')[1];
    await user.click(within(firstRow).getByRole('menuitem', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: /Pooja Gupta/ });
    expect(within(dialog).getByText('pooja.gupta@example.in')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer Success Manager')).toBeInTheDocument();
    expect(await within(dialog).findByText('Gurugram')).toBeInTheDocument();
    expect(within(dialog).getByText('pooja-cv.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('1.50 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('14 Mar 1996')).toBeInTheDocument();
    expect(within(dialog).getByText('12 LPA')).toBeInTheDocument();
    // Each fact once: the full name, not its parts; the address, not a second 'full' one.
    for (const label of ['Full name', 'Address', 'City', 'State']) {
      expect(within(dialog).getAllByText(label, { selector: 'dt' })).toHaveLength(1);
    }
    for (const repeated of ['First name', 'Last name', 'Full address']) {
      expect(within(dialog).queryByText(repeated)).not.toBeInTheDocument();
    }

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(firstRow).getByRole('menuitem', { name: 'View' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the resume in a new tab with a freshly signed link', async () => {
    const tab = {
      closed: false,
      opener: {},
      document: { title: '' },
      location: { href: '' },
      close: jest.fn(),
    };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');
    const firstRow = within(screen.getByRole('grid')).getAllByRole('row')[1];
    await user.click(within(firstRow).getByRole('menuitem', { name: 'Resume' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(
        'http://localhost/api/career/applications/12/resume?expires=9&signature=fresh',
      ),
    );
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the new tab and explains why when the resume link cannot be had', async () => {
    server.use(
      http.get(`${API}/applications/:id/resume-link`, () =>
        HttpResponse.json({ success: false, message: 'Application not found' }, { status: 404 }),
      ),
    );
    const tab = {
      closed: false,
      opener: {},
      document: { title: '' },
      location: { href: '' },
      close: jest.fn(),
    };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderDesk();
    await screen.findByText('Pooja Gupta');
    const firstRow = within(screen.getByRole('grid')).getAllByRole('row')[1];
    await user.click(within(firstRow).getByRole('menuitem', { name: 'Resume' }));

    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
