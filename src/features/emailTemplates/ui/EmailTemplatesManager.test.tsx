import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_ACCOUNT, STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { unknownPlaceholderMessage } from '@vistaar/shared/validation';
import { EmailTemplatesManager } from './EmailTemplatesManager';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('EmailTemplatesManager', () => {
  beforeEach(() => {
    db.emailTemplates = [
      {
        id: 1,
        name: 'Moved to screening',
        subject: 'Your application for {{job.title}}',
        body: 'Dear {{candidate.firstName}},\n\nA recruiter will call you.',
        stage: { id: 2, name: 'Screening' },
        archived: false,
        updatedAt: '2026-11-20T09:15:00.000Z',
      },
      {
        id: 2,
        name: 'Offer',
        subject: 'An offer from {{company.name}}',
        body: 'Dear {{candidate.firstName}},\n\nWelcome.',
        stage: { id: 4, name: 'Offer' },
        archived: false,
        updatedAt: '2026-11-20T09:15:00.000Z',
      },
    ];
  });

  const render = () =>
    renderWithProviders(<EmailTemplatesManager stages={db.pipelineStages} />, signedIn);

  it('opens the first template with a live preview in sample values', async () => {
    render();
    const form = await screen.findByRole('form', { name: 'Edit Moved to screening' });
    const preview = within(form).getByRole('region', { name: 'Preview with sample values' });
    expect(
      within(preview).getByText('Your application for Backend Developer (Node.js)'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Subject/), ' today');
    expect(
      within(preview).getByText('Your application for Backend Developer (Node.js) today'),
    ).toBeInTheDocument();
  });

  it('inserts a placeholder where the caret is, from a chip', async () => {
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Moved to screening' });
    const subject = within(form).getByLabelText(/Subject/) as HTMLInputElement;
    await user.click(subject);
    await user.keyboard('{Home}');
    await user.click(within(form).getByRole('button', { name: /\{\{candidate\.firstName\}\}/ }));
    expect(subject.value).toBe('{{candidate.firstName}}Your application for {{job.title}}');
  });

  it('refuses an unknown placeholder, naming it, and saves nothing', async () => {
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Moved to screening' });
    const body = within(form).getByLabelText(/E-mail text/);
    await user.clear(body);
    await user.type(body, 'Your notice period: {{{{candidate.notice}}');
    const message = unknownPlaceholderMessage(['candidate.notice']);
    expect(within(form).getByText(message)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findAllByText(message)).toHaveLength(2);
    expect(db.emailTemplates[0].body).toBe(
      'Dear {{candidate.firstName}},\n\nA recruiter will call you.',
    );
  });

  it('saves an edit, and sends a test to the member’s own address', async () => {
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Moved to screening' });
    const name = within(form).getByLabelText(/Template name/);
    await user.clear(name);
    await user.type(name, 'Screening call');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(db.emailTemplates[0].name).toBe('Screening call');

    await user.click(within(form).getByRole('button', { name: 'Send test' }));
    expect(
      await screen.findByText(`Test e-mail sent to ${STAFF_ACCOUNT.emailId}`),
    ).toBeInTheDocument();
    expect(db.sentEmails[0]).toMatchObject({
      to: STAFF_ACCOUNT.emailId,
      subject: 'Your application for Backend Developer (Node.js)',
    });
  });

  it('attaches a template to a stage and shows why a taken stage is refused', async () => {
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Moved to screening' });
    await user.click(within(form).getByRole('combobox', { name: 'Proposed when moving to' }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));
    expect(
      await screen.findByText(
        "This stage already proposes the template 'Offer'. Detach it from there first.",
      ),
    ).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: 'Proposed when moving to' }));
    await user.click(await screen.findByRole('option', { name: 'Interview' }));
    await waitFor(() => expect(db.emailTemplates[0].stage).toEqual({ id: 3, name: 'Interview' }));
  });

  it('adds a new template', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText(/Template name/), 'Follow-up');
    await user.type(within(form).getByLabelText(/Subject/), 'Checking in');
    await user.type(within(form).getByLabelText(/E-mail text/), 'Hello again.');
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    expect(await screen.findByRole('form', { name: 'Edit Follow-up' })).toBeInTheDocument();
    expect(db.emailTemplates).toHaveLength(3);
  });
});
