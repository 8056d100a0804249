import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  db,
  recordRequests,
  renderWithProviders,
  seniorReactJob,
  server,
} from '@tests/support/web';
import type { StaffJob } from '@/entities/job';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config';
import { CHANNEL_OPT_IN_LABELS } from '@vistaar/shared/config/messaging';
import { goTo } from '@/shared/lib/navigation';
import {
  applicationMessages,
  candidateFieldMessages,
  privacyMessages,
  screeningMessages,
} from '@vistaar/shared/validation';
import { JobApplicationForm } from './JobApplicationForm';

jest.mock('@/shared/lib/navigation', () => ({ goTo: jest.fn() }));

const APPLY_URL = 'http://localhost/api/career/apply-jobs';

const openJob: StaffJob = { ...seniorReactJob };

interface Received {
  fields: Record<string, unknown>;
  resumeName: string | null;
}

let received: Received[] = [];

/** The fields and the resume's name of each application sent (a file part is Node's File here). */
async function readApplication(request: Request): Promise<Received> {
  const form = await request.formData();
  const raw = form.get('formData');
  const resume = form.get('formResume');
  const fields = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : {};
  const file = resume !== null && typeof resume === 'object' ? resume : null;
  return { fields, resumeName: file ? file.name : null };
}

/** Job 7 is open; the test API checks an application like the server does. */
beforeEach(() => {
  db.jobs = [{ ...openJob }];
  received = recordRequests('POST', '/api/career/apply-jobs', readApplication);
});
afterEach(() => {
  jest.useRealTimers();
});

function renderForm(jobId = 7) {
  return renderWithProviders(<JobApplicationForm jobId={jobId} />);
}

/**
 * A file as the browser would hand it over. jsdom's own File is not a Blob to Node's
 * FormData (which the test environment's fetch uses), so files are made with Node's File.
 */
const makeFile = (parts: (Uint8Array | string)[], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

const pdf = (name = 'ravi-kumar-cv.pdf', bytes = 1_572_864) =>
  makeFile([new Uint8Array(bytes)], name, 'application/pdf');

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Pastes into a text field: one change event, like a person pasting (typing is slow in jsdom). */
async function enter(user: UserEvent, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

/** Types into the date picker's sections, as a person would (it loads on first use). */
async function typeDate(user: UserEvent, name: RegExp, digits: string) {
  await user.click(await screen.findByRole('group', { name }));
  await user.keyboard(digits);
}

async function fillValidForm(user: UserEvent) {
  await enter(user, /first name/i, 'Ravi');
  await enter(user, /last name/i, 'Kumar');
  await enter(user, /^email/i, 'ravi.kumar@example.in');
  await enter(user, /phone number/i, '9811045270');
  await typeDate(user, /date of birth/i, '05011995');
  await choose(user, /gender/i, 'Male');
  await enter(user, /^address/i, '42 Lajpat Nagar');
  await enter(user, /^city/i, 'New Delhi');
  await choose(user, /^state/i, 'Delhi');
  await choose(user, /experience/i, '3 years');
  await enter(user, /current ctc/i, '12 LPA');
  await user.upload(screen.getByLabelText('Choose File'), pdf());
  await user.click(consentBox());
}

const submitButton = () => screen.getByRole('button', { name: /submit application/i });

/** Renders the form, fills it in validly and sends it. */
async function sendValidApplication() {
  const user = userEvent.setup({ delay: null });
  renderForm();
  await fillValidForm(user);
  await user.click(submitButton());
}
const consentBox = () => screen.getByRole('checkbox', { name: /I have read the privacy notice/ });
const keepBox = () =>
  screen.getByRole('checkbox', {
    name: 'Keep my application for other suitable roles for 12 months',
  });

describe('JobApplicationForm', () => {
  it('shows every required-field message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submitButton());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Date of birth is required',
      'Gender is required',
      'Address is required',
      'City is required',
      'State is required',
      'Resume is required',
      privacyMessages.applicationConsentRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(received).toHaveLength(0);
    // Focus goes to the first field in error.
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveFocus();
  });

  it('treats whitespace-only text as empty and checks the e-mail format', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /first name/i }), '   ');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ravi@example');
    await user.click(submitButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'R');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    await choose(user, /gender/i, 'Female');
    expect(screen.queryByText('Gender is required')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose File'), pdf());
    expect(screen.queryByText('Resume is required')).not.toBeInTheDocument();
  });

  it('filters the phone number as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const phone = screen.getByRole('textbox', { name: /phone number/i });
    await user.type(phone, 'ab98e1+1-0.45 2709999');
    expect(phone).toHaveValue('9811045270');
    await user.clear(phone);
    await user.type(phone, '5');
    expect(phone).toHaveValue('');
  });

  it.each(['+91 98765 43210', '98765 43210', '098765-43210'])(
    'keeps the ten digits of a pasted %p',
    async (pasted) => {
      const user = userEvent.setup({ delay: null });
      renderForm();
      await enter(user, /phone number/i, pasted);
      expect(screen.getByRole('textbox', { name: /phone number/i })).toHaveValue('9876543210');
    },
  );

  it('takes the date of birth as DD/MM/YYYY and names an impossible or a future date', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm();
    await enter(user, /first name/i, 'Ravi');
    await typeDate(user, /date of birth/i, '31021996');
    await user.click(submitButton());
    expect(await screen.findByText('Date of birth is not a valid date')).toBeInTheDocument();

    await typeDate(user, /date of birth/i, `0101${new Date().getFullYear() + 1}`);
    await user.click(submitButton());
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeInTheDocument();

    await typeDate(user, /date of birth/i, '14031996');
    expect(screen.queryByText('Date of birth cannot be in the future')).not.toBeInTheDocument();
    expect(container.querySelector('input[name="dob"]')).toHaveValue('14/03/1996');
  });

  it('tells an applicant under 18, at the date of birth, how to apply with a guardian, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await typeDate(user, /date of birth/i, `0101${new Date().getFullYear() - 10}`);
    await user.click(submitButton());
    const message = await screen.findByText(applicationMessages.dobUnderAge);
    expect(message).toHaveTextContent(
      'We cannot take applications from people under 18 online. Please ask a parent or guardian to write to careers@vistaarinfotech.in with your details.',
    );
    expect(screen.getByRole('group', { name: /date of birth/i })).toHaveAccessibleDescription(
      applicationMessages.dobUnderAge,
    );
    expect(received).toHaveLength(0);
  });

  it('shows the chosen resume with its size, and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.upload(screen.getByLabelText('Choose File'), pdf('cv.pdf', 1_572_864));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove resume' }));
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
  });

  it('shortens a long resume name in the middle and sizes a small file in KB', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const name = 'Ravi_Kumar_Senior_Software_Engineer_Resume_2024.pdf';
    await user.upload(screen.getByLabelText('Choose File'), pdf(name, 43_008));
    const shown = screen.getByTitle(name);
    expect(shown).toHaveTextContent(name);
    const [head, tail] = Array.from(shown.children) as HTMLElement[];
    expect(tail).toHaveTextContent(/^e_2024\.pdf$/);
    expect(head).toHaveStyle({
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    });
    expect(tail).toHaveStyle({ flexShrink: '0', whiteSpace: 'nowrap' });
    expect(screen.getByText('42 KB')).toBeInTheDocument();
  });

  it('rejects files that are not PDF or Word, and files of 5 MB or more', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm();
    await user.upload(
      screen.getByLabelText('Choose File'),
      makeFile(['x'], 'photo.png', 'image/png'),
    );
    expect(screen.getByText('Please upload a PDF or Word document')).toBeInTheDocument();
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose File'), pdf('big.pdf', 5 * 1024 * 1024));
    expect(screen.getByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();
  });

  it('highlights the drop zone while a file is dragged over it and accepts the drop', async () => {
    renderForm();
    const zone = screen.getByTestId('resume-dropzone');
    const file = pdf('dropped.docx');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(screen.getByText('Drop your resume here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    // The form checks the dropped file against the schema before it settles.
    expect(await screen.findByText('dropped.docx')).toBeInTheDocument();
  });

  it('sends multipart formData and formResume, shows the busy label, then the success banner and returns to /career after 3 seconds', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      // Answers nothing itself: once let through, the test API's own handler answers.
      http.post(APPLY_URL, async () => {
        await gate;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm(7);
    await fillValidForm(user);

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting Application...' })).toBeDisabled();

    release();
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText("We'll review your application and get back to you soon."),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit Application');

    expect(received).toHaveLength(1);
    expect(received[0].resumeName).toBe('ravi-kumar-cv.pdf');
    expect(received[0].fields).toEqual({
      jobId: 7,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi.kumar@example.in',
      phone: '9811045270',
      dob: '1995-01-05',
      gender: 'M',
      address: '42 Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      jobExperience: '3',
      currentCTC: '12 LPA',
      expectedCTC: '',
      currentEmployer: '',
      currentLocation: '',
      noticePeriod: '',
      noticeUntil: '',
      servingNotice: false,
      noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
      consent: true,
      keepForOtherRoles: false,
      whatsappUpdates: false,
      smsUpdates: false,
      utmSource: '',
      utmMedium: '',
      ref: '',
      referrerDomain: '',
      website: '',
    });

    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(goTo).toHaveBeenCalledWith('/career');
  });

  it('shows the privacy notice before submission, with its summary, items and the policy link', () => {
    renderForm();
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent(/only to consider you for the job/);
    expect(within(notice).getByText('Your resume')).toBeInTheDocument();
    expect(within(notice).getByText(/erased within 30 days, resume included/)).toBeInTheDocument();
    expect(within(notice).getByText(/The hiring team of Vistaar Infotech/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: /full Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // Both boxes start unticked: nothing is agreed for the applicant.
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toBeRequired();
    expect(keepBox()).not.toBeChecked();
    expect(keepBox()).not.toBeRequired();
  });

  it('refuses to send without consent: the message sits under the box, which takes the focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(consentBox());
    await user.click(submitButton());

    const message = await screen.findByText(privacyMessages.applicationConsentRequired);
    expect(consentBox()).toHaveFocus();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(
      expect.stringContaining(privacyMessages.applicationConsentRequired),
    );
    expect(message).toBeInTheDocument();
    expect(received).toHaveLength(0);
    expect(db.applications).toHaveLength(0);

    // Ticked from the keyboard, the message goes and the application is sent with the consent.
    await user.keyboard(' ');
    expect(consentBox()).toBeChecked();
    expect(screen.queryByText(privacyMessages.applicationConsentRequired)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(db.applicationConsents).toEqual([
      {
        applicationId: db.applications[0].id,
        noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
        consent: true,
        keepForOtherRoles: false,
      },
    ]);
  });

  it('sends the separate opt-in for other roles only when it is ticked, from the keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    keepBox().focus();
    await user.keyboard(' ');
    expect(keepBox()).toBeChecked();
    await user.click(submitButton());
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(received[0].fields).toMatchObject({ consent: true, keepForOtherRoles: true });
    expect(db.applicationConsents[0].keepForOtherRoles).toBe(true);
  });

  it('offers WhatsApp and SMS updates as two unticked boxes for the number given, and sends only the one ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const whatsapp = screen.getByRole('checkbox', { name: CHANNEL_OPT_IN_LABELS.whatsapp });
    const sms = screen.getByRole('checkbox', { name: CHANNEL_OPT_IN_LABELS.sms });
    expect(whatsapp).not.toBeChecked();
    expect(sms).not.toBeChecked();
    await fillValidForm(user);
    expect(whatsapp).toHaveAccessibleDescription(
      /Updates go to \+91 9811045270 as well as by e-mail/,
    );
    await user.click(whatsapp);
    await user.click(submitButton());
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(received[0].fields).toMatchObject({ whatsappUpdates: true, smsUpdates: false });
  });

  it("puts the server's consent message under the box and a stale notice's message in the banner", async () => {
    server.use(
      http.post(APPLY_URL, () =>
        HttpResponse.json(
          {
            success: false,
            message: privacyMessages.noticeVersionUnknown,
            errors: {
              noticeVersion: privacyMessages.noticeVersionUnknown,
              consent: privacyMessages.applicationConsentRequired,
            },
          },
          { status: 400 },
        ),
      ),
    );
    await sendValidApplication();

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(privacyMessages.noticeVersionUnknown)).toBeInTheDocument();
    expect(consentBox()).toHaveAccessibleDescription(
      expect.stringContaining(privacyMessages.applicationConsentRequired),
    );
  });

  it("shows 'Submission Failed' with the server's message and field errors from a 400", async () => {
    server.use(
      http.post(APPLY_URL, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please correct the highlighted fields.',
            errors: { email: 'Email is invalid' },
          },
          { status: 400 },
        ),
      ),
    );
    await sendValidApplication();

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("falls back to 'Submission failed' when the server gives no message", async () => {
    server.use(http.post(APPLY_URL, () => HttpResponse.json({ success: false }, { status: 500 })));
    await sendValidApplication();

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Submission failed')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('explains a network failure in plain words', async () => {
    server.use(http.post(APPLY_URL, () => HttpResponse.error()));
    await sendValidApplication();

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(/could not reach the server/i)).toBeInTheDocument();
  });

  it('asks for the last working day of a notice until a date, and sends the notice period and where the applicant came from', async () => {
    window.history.replaceState({}, '', '/career/apply/7?utm_source=linkedin&utm_medium=social');
    try {
      const user = userEvent.setup({ delay: null });
      renderForm(7);
      await fillValidForm(user);
      await choose(user, /notice period/i, 'Until a date');
      await user.click(submitButton());
      expect(
        await screen.findByText(candidateFieldMessages.noticeUntilRequired),
      ).toBeInTheDocument();
      expect(received).toHaveLength(0);

      await choose(user, /notice period/i, 'Immediate');
      expect(screen.queryByRole('group', { name: /last working day/i })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'I am serving my notice period' }));
      await user.click(submitButton());
      expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
      expect(received[0].fields).toMatchObject({
        noticePeriod: 'immediate',
        servingNotice: true,
        utmSource: 'linkedin',
        utmMedium: 'social',
        ref: '',
      });
    } finally {
      window.history.replaceState({}, '', '/');
    }
  });

  describe('screening questions', () => {
    const questions: StaffJob['screeningQuestions'] = [
      {
        id: 'q-work',
        text: 'Are you allowed to work in India?',
        type: 'yes-no',
        required: true,
        options: [],
        knockoutAnswers: ['no'],
        knockoutBelow: null,
      },
      {
        id: 'q-where',
        text: 'Where would you work from?',
        type: 'choice',
        required: true,
        options: ['Pune office', 'Remote'],
        knockoutAnswers: [],
        knockoutBelow: null,
      },
      {
        id: 'q-years',
        text: 'Years with React',
        type: 'number',
        required: true,
        options: [],
        knockoutAnswers: [],
        knockoutBelow: 2,
      },
      {
        id: 'q-link',
        text: 'Your portfolio',
        type: 'text',
        required: false,
        options: [],
        knockoutAnswers: [],
        knockoutBelow: null,
      },
    ];
    const asked = questions.map(
      ({ knockoutAnswers: _answers, knockoutBelow: _below, ...question }) => question,
    );

    beforeEach(() => {
      db.jobs = [{ ...openJob, screeningQuestions: questions }];
    });

    it('asks each question and holds back a submit until the required ones are answered', async () => {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<JobApplicationForm jobId={7} questions={asked} />);
      expect(screen.getByRole('group', { name: 'Screening Questions' })).toBeInTheDocument();
      await fillValidForm(user);
      await enter(user, /years with react/i, 'two');
      await user.click(submitButton());

      expect(
        await screen.findByRole('combobox', { name: /are you allowed to work in india/i }),
      ).toHaveAccessibleDescription(screeningMessages.answerRequired);
      expect(
        screen.getByRole('combobox', { name: /where would you work from/i }),
      ).toHaveAccessibleDescription(screeningMessages.answerRequired);
      expect(
        screen.getByRole('textbox', { name: /years with react/i }),
      ).toHaveAccessibleDescription(screeningMessages.answerNumber);
      expect(
        screen.getByRole('textbox', { name: /your portfolio/i }),
      ).not.toHaveAccessibleDescription(screeningMessages.answerRequired);
      expect(received).toHaveLength(0);
    });

    it('sends the answers by question id, and shows the server message under its question', async () => {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<JobApplicationForm jobId={7} questions={asked} />);
      await fillValidForm(user);
      await choose(user, /are you allowed to work in india/i, 'No');
      await choose(user, /where would you work from/i, 'Remote');
      await enter(user, /years with react/i, '1');

      // The job changed meanwhile: the server now refuses one answer.
      server.use(
        http.post(APPLY_URL, () =>
          HttpResponse.json(
            {
              success: false,
              message: 'Please check your answers to the screening questions.',
              errors: { 'screeningAnswers.q-where': screeningMessages.answerChoice },
            },
            { status: 400 },
          ),
        ),
      );
      await user.click(submitButton());
      expect(
        await screen.findByText('Please check your answers to the screening questions.'),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('combobox', { name: /where would you work from/i }),
      ).toHaveAccessibleDescription(screeningMessages.answerChoice);

      server.resetHandlers();
      received = recordRequests('POST', '/api/career/apply-jobs', readApplication);
      await user.click(submitButton());
      expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
      expect(received[0].fields.screeningAnswers).toEqual({
        'q-work': 'no',
        'q-where': 'Remote',
        'q-years': '1',
        'q-link': '',
      });
      // Knocked out, and still received: a recruiter decides.
      expect(db.applications[0]).toMatchObject({
        knockedOut: true,
        stage: { name: 'Screening' },
      });
    });
  });

  it('posts as an ordinary multipart form to its page, and shows what the server answered a post without JavaScript', () => {
    const { container } = renderWithProviders(
      <JobApplicationForm
        jobId={7}
        questions={openJob.screeningQuestions}
        posted={{
          values: { firstName: 'Meera', dob: '2015-03-14', state: 'Tamil Nadu', consent: 'on' },
          fieldErrors: {
            dob: applicationMessages.dobUnderAge,
            formResume: applicationMessages.resumeChooseAgain,
          },
          outcome: { kind: 'error', text: applicationMessages.dobUnderAge },
        }}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/job-application-form');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('input[type="hidden"][name="jobId"]')).toHaveValue('7');
    expect(form.querySelector('input[type="hidden"][name="noticeVersion"]')).toHaveValue(
      PRIVACY_NOTICE_VERSIONS.application,
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Meera');
    expect(screen.getByRole('checkbox', { name: /and agree that/ })).toBeChecked();
    expect(screen.getByText(applicationMessages.resumeChooseAgain)).toBeInTheDocument();
    expect(screen.getByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getAllByText(applicationMessages.dobUnderAge).length).toBeGreaterThan(1);
  });
});
