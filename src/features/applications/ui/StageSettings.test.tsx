import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { pipelineMessages } from '@vistaar/shared/validation';
import { RejectionReasonSettings } from './RejectionReasonSettings';
import { StageSettings } from './StageSettings';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

/** The stage names in the order the list shows them. */
const shownOrder = () =>
  within(screen.getAllByRole('list')[0])
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(/^\d+\. /, ''));

describe('stage settings', () => {
  it('moves a stage with the keyboard, keeps the keyboard on it, and says where it went', async () => {
    const orders = recordRequests('PUT', '/api/pipeline/stages/order', (request) => request.json());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StageSettings />, signedIn);
    const down = await screen.findByRole('button', { name: 'Move Screening down' });

    act(() => down.focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(shownOrder()).toEqual([
        'New',
        'Interview',
        'Screening',
        'Offer',
        'Hired',
        'Rejected',
        'Withdrawn',
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Screening moved down to place 3 of 7.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Screening down' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()[3]).toBe('Screening'));
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual({ ids: [1, 3, 4, 2, 5, 6, 7] });

    // A step never passes an outcome, nor the first stage up or the last down.
    expect(screen.getByRole('button', { name: 'Move Screening down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Hired up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move New up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Withdrawn down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Rejected down' })).toBeEnabled();
  });

  it('says why New and the last Rejected stage cannot be archived, and archives the others', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StageSettings />, signedIn);

    await user.click(await screen.findByRole('button', { name: 'Archive New' }));
    let dialog = screen.getByRole('dialog', { name: 'Archive New?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      pipelineMessages.entryStageArchived,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Archive Rejected' }));
    dialog = screen.getByRole('dialog', { name: 'Archive Rejected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      pipelineMessages.lastRejectedStageArchived,
    );
    expect(db.pipelineStages.every((stage) => !stage.archived)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Archive Offer' }));
    dialog = screen.getByRole('dialog', { name: 'Archive Offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const archived = await screen.findByRole('region', { name: 'Archived stages' });
    expect(within(archived).getByText('Offer', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Offer' })).not.toBeInTheDocument();
  });

  it('adds a step before the outcomes, and shows the server’s message for a name in use', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StageSettings />, signedIn);
    const name = await screen.findByRole('textbox', { name: 'New stage' });

    await user.type(name, 'screening');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText(pipelineMessages.stageNameTaken)).toBeInTheDocument();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText(pipelineMessages.stageNameRequired)).toBeInTheDocument();

    await user.type(name, 'Coding test');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    await waitFor(() => expect(shownOrder()[4]).toBe('Coding test'));
    expect(shownOrder().slice(5)).toEqual(['Hired', 'Rejected', 'Withdrawn']);
  });
});

describe('rejection reason settings', () => {
  it('adds, rewords and archives reasons, and says why the last one stays', async () => {
    db.rejectionReasons = [
      { id: 1, label: 'Not enough experience' },
      { id: 2, label: 'Position filled' },
    ];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RejectionReasonSettings />, signedIn);

    await user.type(await screen.findByRole('textbox', { name: 'New reason' }), 'Notice period');
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(await screen.findByText('Notice period', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Notice period' }));
    const dialog = screen.getByRole('dialog', { name: 'Reword the reason' });
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.clear(field);
    await user.type(field, 'Notice period too long');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notice period too long', { selector: 'p' }),
    ).toBeInTheDocument();

    for (const label of ['Not enough experience', 'Position filled']) {
      await user.click(screen.getByRole('button', { name: `Archive ${label}` }));
      await waitFor(() =>
        expect(screen.queryByText(label, { selector: 'p' })).not.toBeInTheDocument(),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Archive Notice period too long' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pipelineMessages.lastReasonArchived);
    expect(screen.getByText('Notice period too long', { selector: 'p' })).toBeInTheDocument();
  });
});
