import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/web';
import { startCopyLink } from '../model/copy-link-behaviour';
import { CopyLinkButton } from './CopyLinkButton';

/** The server's HTML, with its behaviour started as the islands runtime starts it. */
function renderButton() {
  const { container } = renderWithProviders(<CopyLinkButton path="/career/42-android-developer" />);
  startCopyLink(container);
}

describe('CopyLinkButton', () => {
  // The islands runtime marks the page as running JavaScript; without it the button is hidden.
  beforeEach(() => document.documentElement.classList.add('js'));
  afterEach(() => document.documentElement.classList.remove('js'));

  it('is hidden while JavaScript is not running', () => {
    document.documentElement.classList.remove('js');
    renderButton();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('copies the job address as the visitor reached it, and says so', async () => {
    const user = userEvent.setup();
    renderButton();
    const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(write).toHaveBeenCalledWith(`${window.location.origin}/career/42-android-developer`);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The link to this job is on your clipboard.',
    );
  });

  it('shows the link selected in a field where the clipboard is refused', async () => {
    const user = userEvent.setup();
    renderButton();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this job' });
    expect(field).toHaveValue(`${window.location.origin}/career/42-android-developer`);
    expect(field).toHaveAttribute('readonly');
  });
});
