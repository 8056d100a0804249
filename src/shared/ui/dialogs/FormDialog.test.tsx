import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { renderWithProviders } from '@tests/support/web';
import { FormTextField } from '@/shared/ui/form';
import { FormDialog } from './FormDialog';

const schema = object({ name: string().required('Enter a name') });

function Harness({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) {
  const [done, setDone] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog<{ name: string }>
        open={open}
        title="Name it"
        schema={schema}
        defaultValues={{ name: 'first' }}
        fields={['name']}
        failureMessage="It could not be saved."
        submitLabel="Save"
        busyLabel="Saving..."
        onClose={() => {
          setOpen(false);
          setDone(null);
        }}
        standIn={done ? { content: done, closeLabel: 'Done', prominent: true } : null}
        onSubmit={async (values) => {
          await onSubmit(values);
          setDone(`Saved ${values.name}.`);
        }}
      >
        {({ control }) => <FormTextField control={control} name="name" label="Name" />}
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('shows its stand-in once done, with only the way out, and starts afresh on reopening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={() => Promise.resolve()} />);
    const dialog = screen.getByRole('dialog', { name: 'Name it' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'second');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Saved second.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('first');
  });

  it('hands the focus to the way out once done, so Escape still closes the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={() => Promise.resolve()} />);
    const dialog = screen.getByRole('dialog', { name: 'Name it' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open while the answer is awaited, its submit button saying so', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    renderWithProviders(
      <Harness
        onSubmit={() =>
          new Promise<void>((resolve) => {
            answer = resolve;
          })
        }
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Name it' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(waiting).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Name it' })).toBeInTheDocument();

    answer();
    expect(await within(dialog).findByText('Saved first.')).toBeInTheDocument();
  });
});
