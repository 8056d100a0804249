import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { paths } from '@vistaar/shared/config';
import type { IntakeItemDetail } from '@vistaar/shared/contract';
import { IntakeReview } from './IntakeReview';

const JOBS = [{ id: 4, title: 'Backend Developer' }];

function item(id: number, overrides: Partial<IntakeItemDetail> = {}): IntakeItemDetail {
  return {
    id,
    origin: 'upload',
    fileName: `resume-${id}.pdf`,
    status: 'review',
    refusal: null,
    jobId: 4,
    jobTitle: 'Backend Developer',
    sender: null,
    subject: null,
    receivedAt: '2026-05-04T06:00:00.000Z',
    applicationId: null,
    note: '',
    fileType: 'pdf',
    fileUrl: `/api/intake/items/${id}/file?signature=a`,
    resumeText: 'Aarav Mehta\nBackend developer at Example Systems',
    parseMessage: null,
    proposals: {
      firstName: { value: 'Aarav', source: 'Aarav Mehta' },
      lastName: { value: 'Mehta', source: 'Aarav Mehta' },
      email: { value: 'aarav@example.com', source: 'Email: aarav@example.com' },
      currentEmployer: { value: 'Example Systems', source: 'Backend developer at Example Systems' },
      noticePeriod: { value: '30', source: 'Notice period: 1 month' },
    },
    nextId: null,
    ...overrides,
  };
}

function ReviewAtRoute() {
  const { itemId } = useParams();
  return <IntakeReview key={itemId} itemId={Number(itemId)} jobs={JOBS} />;
}

function renderReview(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.intakeReview} element={<ReviewAtRoute />} />
      <Route path={paths.intake} element={<p>The queue</p>} />
    </Routes>,
    { route: `/intake/${id}`, preloadedState: { session: { token: STAFF_TOKEN } } },
  );
}

describe('IntakeReview', () => {
  it('fills each field with its proposal, shows the text it came from, and starts on the first field', async () => {
    db.intakeItems = [item(1)];
    renderReview(1);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveValue('Aarav');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('aarav@example.com');
    expect(screen.getByText('From the resume: "Email: aarav@example.com"')).toBeInTheDocument();
    expect(
      screen.getByText(/Backend developer at Example Systems$/, { selector: 'pre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the resume in a new tab' })).toHaveAttribute(
      'href',
      '/api/intake/items/1/file?signature=a',
    );
  });

  it('warns of a likely duplicate on file, checked with the details as corrected', async () => {
    db.intakeItems = [item(1)];
    db.likelyDuplicates = [
      { pairId: null, candidateId: 7, firstName: 'Aarav', lastName: 'Mehta', reasons: ['phone'] },
    ];
    const checks = recordRequests('POST', '/api/candidates/duplicate-check', (request) =>
      request.json(),
    );
    renderReview(1);
    expect(
      await screen.findByText('Possible duplicate of Aarav Mehta — same phone'),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.type(phone, '9876543210');
    await waitFor(() =>
      expect(checks.at(-1)).toMatchObject({ firstName: 'Aarav', phone: '9876543210' }),
    );
  });

  it('accepts the edited values with Ctrl+Enter and opens the next item on its first field', async () => {
    db.intakeItems = [
      item(1, { nextId: 2 }),
      item(2, {
        proposals: {
          firstName: { value: 'Kavya', source: 'Kavya Nair' },
        },
      }),
    ];
    const accepted = recordRequests('POST', '/api/intake/items/1/accept', (request) =>
      request.json(),
    );
    const user = userEvent.setup();
    renderReview(1);
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Mehta-Rao');
    // Consent is the reviewer's to record: nothing is sent until it is chosen.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText('Choose how the candidate agreed to the privacy notice.'),
    ).toBeInTheDocument();
    expect(accepted).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Consent obtained/ }));
    await user.click(await screen.findByRole('option', { name: 'In writing, by e-mail' }));
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.keyboard('{Control>}{Enter}{/Control}');

    const next = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 3000 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Kavya'),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(next).toBeInTheDocument();
    expect(accepted).toEqual([
      expect.objectContaining({
        firstName: 'Aarav',
        lastName: 'Mehta-Rao',
        email: 'aarav@example.com',
        currentEmployer: 'Example Systems',
        noticePeriod: '30',
        jobId: 4,
        source: 'other',
        sourceDetail: 'Resume upload',
        consentSource: 'email',
      }),
    ]);
    expect(db.intakeItems[0].status).toBe('accepted');
  });

  it('discards with a reason from the keyboard (Alt+Shift+D), and skips with Alt+Shift+S', async () => {
    db.intakeItems = [item(1, { nextId: 2 }), item(2, { nextId: 3 }), item(3)];
    const user = userEvent.setup();
    renderReview(1);
    await waitFor(async () =>
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveFocus(),
    );
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Discard this resume' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(
      await within(dialog).findByText('Give the reason for discarding this resume.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate resume');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(db.intakeItems[0].status).toBe('discarded'));
    expect(
      await screen.findByRole('heading', { name: 'Review: resume-2.pdf' }),
    ).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await user.keyboard('{Alt>}{Shift>}S{/Shift}{/Alt}');
    expect(
      await screen.findByRole('heading', { name: 'Review: resume-3.pdf' }),
    ).toBeInTheDocument();
    expect(db.intakeItems[1].status).toBe('review');
  });

  it('asks again for likely duplicates on the next item, even with the same details', async () => {
    // The same resume twice in one batch: when the second opens, the first is on file.
    db.intakeItems = [item(1, { nextId: 2 }), item(2)];
    const checks = recordRequests('POST', '/api/candidates/duplicate-check', () => null);
    const user = userEvent.setup();
    renderReview(1);
    await waitFor(() => expect(checks).toHaveLength(1));
    db.likelyDuplicates = [
      { pairId: null, candidateId: 7, firstName: 'Aarav', lastName: 'Mehta', reasons: ['email'] },
    ];
    await user.click(await screen.findByRole('combobox', { name: /Consent obtained/ }));
    await user.click(await screen.findByRole('option', { name: 'In writing, by e-mail' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByRole('heading', { name: 'Review: resume-2.pdf' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Possible duplicate of Aarav Mehta — same e-mail'),
    ).toBeInTheDocument();
    expect(checks).toHaveLength(2);
  });

  it('takes Ctrl+Enter on a select as the shortcut, without opening its menu', async () => {
    db.intakeItems = [item(1)];
    const user = userEvent.setup();
    renderReview(1);
    const consent = await screen.findByRole('combobox', { name: /Consent obtained/ });
    consent.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText('Choose how the candidate agreed to the privacy notice.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when the item is no longer waiting for review', async () => {
    db.intakeItems = [
      item(1, { status: 'refused', refusal: 'Refused: not a PDF or Word document.' }),
    ];
    renderReview(1);
    expect(
      await screen.findByText('This resume is refused: Refused: not a PDF or Word document.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });
});
