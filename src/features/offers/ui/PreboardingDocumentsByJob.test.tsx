import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_PREBOARDING_DOCUMENTS,
  PREBOARDING_DOCUMENTS_MAX,
} from '@vistaar/shared/config/preboarding';
import { preboardingMessages } from '@vistaar/shared/validation/preboarding-schema';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders, server } from '@tests/support/web';
import { PreboardingDocumentsByJob } from './PreboardingDocumentsByJob';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };
const job = (id: number, title: string) => ({
  id,
  title,
  department: 'Engineering',
  location: 'Pune',
  recruiterId: null,
  recruiterName: null,
});
const PATH = '/api/career/manage/jobs/7/preboarding-documents';

async function openJob(title: string) {
  const user = userEvent.setup();
  renderWithProviders(<PreboardingDocumentsByJob />, signedIn);
  const section = screen.getByRole('region', { name: 'Pre-boarding documents by job' });
  await user.click(within(section).getByRole('combobox', { name: 'Job' }));
  await user.click(await screen.findByRole('option', { name: `${title} · Engineering, Pune` }));
  const form = await within(section).findByRole('form', { name: 'Pre-boarding documents' });
  return { user, section, form };
}

const names = (form: HTMLElement) =>
  within(form)
    .getAllByRole('textbox', { name: /^Name of document/ })
    .map((field) => (field as HTMLInputElement).value);

describe('PreboardingDocumentsByJob', () => {
  beforeEach(() => {
    db.reportJobs = [job(7, 'Platform Engineer'), job(8, 'Data Analyst')];
  });

  it("shows the default list for a job without its own, and a job's own list", async () => {
    db.jobPreboardingDocuments.set(8, [{ kind: 'pan', label: 'PAN card, both sides' }]);
    const { user, section, form } = await openJob('Platform Engineer');
    expect(within(form).getByText(/asks for the default list/)).toBeInTheDocument();
    expect(names(form)).toEqual(DEFAULT_PREBOARDING_DOCUMENTS.map((doc) => doc.label));

    await user.click(within(section).getByRole('combobox', { name: 'Job' }));
    await user.click(
      await screen.findByRole('option', { name: 'Data Analyst · Engineering, Pune' }),
    );
    const own = await within(section).findByText('This job asks for its own list.');
    expect(names(own.closest('form')!)).toEqual(['PAN card, both sides']);
  });

  it('renames, removes, adds and reorders by keyboard, then saves the list in order', async () => {
    const sent = recordRequests('PUT', PATH, (request) => request.json());
    const { user, section, form } = await openJob('Platform Engineer');

    const first = within(form).getByRole('textbox', { name: 'Name of document 1' });
    await user.clear(first);
    await user.paste('PAN card (both sides)');
    await user.click(within(form).getByRole('button', { name: 'Remove Passport-size photo' }));
    expect(names(form)).toHaveLength(4);

    await user.click(within(form).getByRole('button', { name: 'Add a document' }));
    const added = within(form).getByRole('textbox', { name: 'Name of document 5' });
    expect(added).toHaveFocus();
    await user.paste('Offer letter signed');

    // Two places up with the keyboard alone: the focus stays on the button after each move.
    const up = within(form).getByRole('button', { name: 'Move Offer letter signed up' });
    act(() => up.focus());
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('button', { name: 'Move Offer letter signed up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names(form)[2]).toBe('Offer letter signed');

    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(await within(section).findByText('Pre-boarding documents saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        documents: [
          { kind: 'pan', label: 'PAN card (both sides)' },
          { kind: 'aadhaar', label: 'Aadhaar (masked)' },
          { kind: 'other', label: 'Offer letter signed' },
          { kind: 'education', label: 'Highest education certificate' },
          { kind: 'relieving-letter', label: 'Relieving letter from the last employer' },
        ],
      },
    ]);
    expect(within(form).getByText('This job asks for its own list.')).toBeInTheDocument();
    expect(db.jobPreboardingDocuments.get(7)).toHaveLength(5);
  });

  it('holds a list the shared schema refuses with its messages, and sends nothing', async () => {
    const sent = recordRequests('PUT', PATH);
    const { user, form } = await openJob('Platform Engineer');

    await user.clear(within(form).getByRole('textbox', { name: 'Name of document 2' }));
    const third = within(form).getByRole('textbox', { name: 'Name of document 3' });
    await user.clear(third);
    await user.type(third, 'pan card');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(await within(form).findByText(preboardingMessages.labelRequired)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name of document 2' })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: 'Name of document 2' }), 'Aadhaar');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(await within(form).findByText(preboardingMessages.labelTwice)).toBeInTheDocument();

    for (const label of names(form)) {
      await user.click(within(form).getByRole('button', { name: `Remove ${label}` }));
    }
    expect(within(form).getByRole('button', { name: 'Add a document' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(
      await within(form).findByText(preboardingMessages.documentsRequired),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('stops adding at the limit and says why', async () => {
    db.jobPreboardingDocuments.set(
      7,
      Array.from({ length: PREBOARDING_DOCUMENTS_MAX }, (_, index) => ({
        kind: 'other' as const,
        label: `Document ${index + 1}`,
      })),
    );
    const { form } = await openJob('Platform Engineer');
    expect(within(form).getByRole('button', { name: 'Add a document' })).toBeDisabled();
    expect(within(form).getByText(`${preboardingMessages.documentsTooMany}.`)).toBeInTheDocument();
  });

  it("puts the server's message under the field it names", async () => {
    server.use(
      http.put(`${__API_BASE_URL__}${PATH}`, () =>
        HttpResponse.json(
          {
            success: false,
            message: preboardingMessages.labelTooLong,
            errors: { 'documents[1].label': preboardingMessages.labelTooLong },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openJob('Platform Engineer');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name of document 2' })).toHaveFocus(),
    );
    expect(within(form).getByText(preboardingMessages.labelTooLong)).toBeInTheDocument();
  });
});
