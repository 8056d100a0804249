import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import {
  STAFF_TOKEN,
  db,
  recordRequests,
  renderWithProviders,
  seniorReactJob,
  server,
} from '@tests/support/web';
import type { StaffJob } from '@/entities/job';
import { addDays, defaultClosingDate, indiaToday } from '@vistaar/shared/lib/job-dates';
import { JobPostingForm } from './JobPostingForm';
import { screeningMessages } from '@vistaar/shared/validation';

const API = 'http://localhost/api/career';

let posted: unknown[] = [];
let updated: unknown[] = [];

const existingJob: StaffJob = {
  ...seniorReactJob,
  closesOn: defaultClosingDate(),
  applicationCount: 4,
};

/** The job to edit is on record; the test API answers like the server (shared schema, 400 with `errors`). */
beforeEach(() => {
  db.jobs = [{ ...existingJob, skills: [...existingJob.skills] }];
  posted = recordRequests('POST', '/api/career/post-jobs', (request) => request.json());
  updated = recordRequests('PUT', `/api/career/manage/jobs/${existingJob.id}`, (request) =>
    request.json(),
  );
});

function JobsListProbe() {
  const { state } = useLocation();
  return (
    <div>
      <h1>Jobs List</h1>
      <p>{(state as { notice?: string } | null)?.notice}</p>
    </div>
  );
}

function renderForm(jobId?: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/post-job" element={<JobPostingForm jobId={jobId} />} />
      <Route path="/jobs-list" element={<JobsListProbe />} />
    </Routes>,
    {
      route: jobId ? `/post-job?jobId=${jobId}` : '/post-job',
      preloadedState: { session: { token: STAFF_TOKEN } },
    },
  );
}

/** 'YYYY-MM-DD' as the date picker shows it (DD/MM/YYYY). */
const asEntered = (isoDate: string) => isoDate.split('-').reverse().join('/');

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function enter(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillValidJob(user: UserEvent) {
  await enter(user, /job title/i, 'QA Automation Engineer');
  await choose(user, /department/i, 'Engineering');
  await choose(user, /location/i, 'Pune, India');
  await choose(user, /job type/i, 'Hybrid');
  await choose(user, /experience/i, '2-3 years');
  await enter(user, /salary range/i, '9-12 LPA');
  await enter(user, /skills/i, 'Playwright, TypeScript, , CI');
  await enter(user, /job description/i, 'Own the end-to-end test suites of our LMS.');
}

const allMessages = [
  'Job title is required',
  'Department is required',
  'Location is required',
  'Job type is required',
  'Experience requirement is required',
  'Salary range is required',
  'Skills are required',
  'Job description is required',
];

describe('JobPostingForm', () => {
  it('shows the banner and every field message when invalid, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(
      await screen.findByText('Please fix the errors below before submitting.'),
    ).toBeInTheDocument();
    for (const message of allMessages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /job title/i })).toHaveFocus();
    // Give a stray request every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toHaveLength(0);
  });

  it('counts blank text as missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidJob(user);
    await user.clear(screen.getByRole('textbox', { name: /job title/i }));
    await enter(user, /job title/i, '    ');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it("clears a field's error when that field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await screen.findByText('Job title is required');

    await user.type(screen.getByRole('textbox', { name: /job title/i }), 'Q');
    expect(screen.queryByText('Job title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Department is required')).toBeInTheDocument();

    await choose(user, /department/i, 'Design');
    expect(screen.queryByText('Department is required')).not.toBeInTheDocument();
  });

  it('previews the skills as chips while they are typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /skills/i }), 'React, Node.js ,, react');
    const preview = screen.getByRole('list', { name: 'Skills preview' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js']);
  });

  it('posts the job, shows "Posting Job..." while busy and goes to /jobs-list with the message', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      // Answers nothing itself: once let through, the test API's own handler answers.
      http.post(`${API}/post-jobs`, async () => {
        await gate;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidJob(user);
    expect(screen.getByRole('switch', { name: 'Publish immediately' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByRole('button', { name: 'Posting Job...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Jobs List' })).toBeInTheDocument();
    expect(screen.getByText('Job posted successfully')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        title: 'QA Automation Engineer',
        department: 'Engineering',
        location: 'Pune, India',
        jobType: 'Hybrid',
        experience: '2-3 years',
        salaryRange: '9-12 LPA',
        skills: ['Playwright', 'TypeScript', 'CI'],
        description: 'Own the end-to-end test suites of our LMS.',
        isActive: true,
        closesOn: defaultClosingDate(),
        // No screening questions were added; knocked-out applications would go to Screening.
        screeningQuestions: [],
        knockoutStageId: null,
      },
    ]);
  });

  it('adds screening questions with knock-out answers and the stage knocked-out applications go to', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Routes>
        <Route path="/post-job" element={<JobPostingForm stages={db.pipelineStages} />} />
        <Route path="/jobs-list" element={<JobsListProbe />} />
      </Routes>,
      { route: '/post-job', preloadedState: { session: { token: STAFF_TOKEN } } },
    );
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(screeningMessages.questionRequired)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    const first = screen.getByRole('group', { name: 'Question 1' });
    await user.click(within(first).getByRole('textbox', { name: /question/i }));
    await user.paste('May you work in India?');
    await user.click(within(first).getByRole('combobox', { name: /knock out these answers/i }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'No' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.click(within(second).getByRole('textbox', { name: /question/i }));
    await user.paste('Years of Playwright');
    await user.click(within(second).getByRole('combobox', { name: /^answer/i }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'A number' }));
    await user.click(within(second).getByRole('textbox', { name: /knock out an answer below/i }));
    await user.paste('2');
    await choose(user, /knocked-out applications go to/i, 'Interview');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByRole('heading', { name: 'Jobs List' })).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      screeningQuestions: [
        { text: 'May you work in India?', type: 'yes-no', required: true, knockoutAnswers: ['no'] },
        { text: 'Years of Playwright', type: 'number', knockoutBelow: 2, knockoutAnswers: [] },
      ],
      knockoutStageId: 3,
    });
    expect(db.jobs.at(-1)?.screeningQuestions).toHaveLength(2);
  });

  it('offers a closing date 60 days out, and refuses a past one with the shared message', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm();
    expect(container.querySelector('input[name="closesOn"]')).toHaveValue(
      asEntered(defaultClosingDate()),
    );
    await fillValidJob(user);
    await user.click(screen.getByRole('group', { name: /closing date/i }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard(asEntered(addDays(indiaToday(), -1)).replaceAll('/', ''));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('The closing date cannot be in the past')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it("shows the server's message when posting fails", async () => {
    server.use(
      http.post(`${API}/post-jobs`, () =>
        HttpResponse.json(
          { success: false, message: 'A job with this title is already open.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('A job with this title is already open.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeEnabled();
  });

  it("falls back to 'Failed to post job. Please try again.'", async () => {
    server.use(
      http.post(`${API}/post-jobs`, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Failed to post job. Please try again.')).toBeInTheDocument();
  });

  it('edits an existing job: prefilled, "Save Changes", sent with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(7);
    const title = await screen.findByRole('textbox', { name: /job title/i });
    expect(title).toHaveValue('Senior React Developer');
    expect(screen.getByRole('textbox', { name: /skills/i })).toHaveValue('React, TypeScript');
    expect(screen.getByRole('combobox', { name: /location/i })).toHaveTextContent('Delhi, India');

    await user.clear(title);
    await user.paste('Lead React Developer');
    await user.click(screen.getByRole('switch', { name: 'Publish immediately' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Jobs List' })).toBeInTheDocument();
    expect(screen.getByText('Job updated successfully')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({
      title: 'Lead React Developer',
      closesOn: existingJob.closesOn,
      skills: ['React', 'TypeScript'],
      isActive: false,
    });
  });

  it('says so when the job to edit cannot be loaded', async () => {
    server.use(
      http.get(`${API}/manage/jobs/:id`, () =>
        HttpResponse.json({ success: false, message: 'Job not found' }, { status: 404 }),
      ),
    );
    renderForm(99);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
  });
});
