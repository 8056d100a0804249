import { File as NodeFile } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeVerificationCheck,
  db,
  recordRequests,
  renderWithProviders,
} from '@tests/support/web';
import { VerifyCheckPage } from './VerifyCheckPage';

const ISSUED = 'issued by Vistaar Infotech on November 20, 2026, valid until December 4, 2026.';

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<VerifyCheckPage />, { route: '/verify/check' });
  return { user };
}

const idField = () => screen.getByRole('textbox', { name: 'Verification ID' });
const letterInput = () => screen.getByLabelText('Upload the letter PDF');

/**
 * A file as a verifier would pick it: its bytes decide what it is, not its name. Made with
 * Node's File: jsdom's is not a Blob to Node's FormData, which the tests' fetch uses.
 */
const file = (content: string, name = 'employment-verification.pdf') =>
  new NodeFile([content], name, { type: 'application/pdf' }) as unknown as File;

async function checkId(user: ReturnType<typeof userEvent.setup>, id: string) {
  await user.clear(idField());
  await user.type(idField(), id);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('VerifyCheckPage', () => {
  beforeEach(() => {
    db.verificationChecks = [
      activeVerificationCheck,
      { ...activeVerificationCheck, verificationId: 'VV-3PQR-8LMN-2WXY', status: 'expired' },
      { ...activeVerificationCheck, verificationId: 'VV-9ABC-4DEF-6GHJ', status: 'revoked' },
    ];
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('asks for an ID before checking anything', async () => {
    const checks = recordRequests('GET', '/api/verify/check');
    const { user } = renderPage();
    await user.type(idField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a verification ID.');
    expect(checks).toEqual([]);
  });

  it('answers a genuine, active verification ID', async () => {
    const checks = recordRequests('GET', '/api/verify/check');
    const { user } = renderPage();
    await checkId(user, ' vv-7k2m-q9xd-4htr ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Genuine verification ID: VV-7K2M-Q9XD-4HTR, ${ISSUED} It is active.`,
    );
    expect(checks.map((url) => url.searchParams.get('id'))).toEqual(['vv-7k2m-q9xd-4htr']);
  });

  it('says an expired verification has expired', async () => {
    const { user } = renderPage();
    await checkId(user, 'VV-3PQR-8LMN-2WXY');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'It has expired: the employee shared it for a limited time.',
    );
  });

  it('says a revoked verification is no longer valid, replacing the previous answer', async () => {
    const { user } = renderPage();
    await checkId(user, 'VV-7K2M-Q9XD-4HTR');
    expect(await screen.findByRole('status')).toHaveTextContent('It is active.');
    await checkId(user, 'VV-9ABC-4DEF-6GHJ');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Genuine verification ID: VV-9ABC-4DEF-6GHJ',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'It was revoked by the employee and is no longer valid.',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says when no verification has the ID', async () => {
    const { user } = renderPage();
    await checkId(user, 'VV-0000-0000-0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No verification has this ID. Check it against the letter and try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks the ID a letter’s QR code puts in the address on arrival', async () => {
    window.history.replaceState(null, '', '/verify/check?id=VV-3PQR-8LMN-2WXY');
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Genuine verification ID: VV-3PQR-8LMN-2WXY',
    );
    expect(idField()).toHaveValue('VV-3PQR-8LMN-2WXY');
  });

  it('answers an uploaded genuine letter with its standing', async () => {
    const uploads = recordRequests('POST', '/api/verify/check', async (request) => {
      const letter = (await request.formData()).get('letter') as File;
      return letter.name;
    });
    const { user } = renderPage();
    await user.upload(letterInput(), file('%PDF-1.7 Verification ID VV-9ABC-4DEF-6GHJ'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Genuine letter: VV-9ABC-4DEF-6GHJ, ${ISSUED} It was revoked by the employee`,
    );
    expect(uploads).toEqual(['employment-verification.pdf']);
  });

  it('says a changed letter is not genuine', async () => {
    db.verificationChecks = [{ ...activeVerificationCheck, genuine: false }];
    const { user } = renderPage();
    await user.upload(letterInput(), file('%PDF-1.7 Verification ID VV-7K2M-Q9XD-4HTR'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not genuine: this file is not the letter Vistaar Infotech issued for VV-7K2M-Q9XD-4HTR. It was changed after it was issued.',
    );
  });

  it('refuses a file that is not a PDF, whatever its name', async () => {
    const { user } = renderPage();
    await user.upload(letterInput(), file('GIF89a VV-7K2M-Q9XD-4HTR'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload the letter as the PDF you received.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a PDF that is none of our letters is not one', async () => {
    const { user } = renderPage();
    await user.upload(letterInput(), file('%PDF-1.7 a bank statement'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a letter issued by Vistaar Infotech: no verification of ours was found in it.',
    );
  });

  it("opens the file picker from the keyboard: 'Upload the letter PDF' is a button for Enter and Space", async () => {
    const { user } = renderPage();
    const opened: string[] = [];
    letterInput().addEventListener('click', (event) => {
      // jsdom has no picker to show; the click on the file input is what opens it.
      event.preventDefault();
      opened.push('picker');
    });
    const upload = screen.getByRole('button', { name: 'Upload the letter PDF' });
    expect(upload.tagName).toBe('BUTTON');
    upload.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['picker']);
    await user.keyboard(' ');
    expect(opened).toEqual(['picker', 'picker']);
    expect(letterInput()).toHaveAttribute('tabindex', '-1');
  });

  it('sends the letter as an ordinary form post to its page, and shows the verdict the server answered one', () => {
    const { container } = renderWithProviders(
      <VerifyCheckPage posted={{ check: activeVerificationCheck }} />,
      { route: '/verify/check' },
    );
    const form = screen.getByRole('form', { name: 'Check a letter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/verify/check');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(container.querySelector('input[type="file"][name="letter"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Genuine letter: ${activeVerificationCheck.verificationId}, ${ISSUED}`,
    );
  });

  it('shows why a letter posted without JavaScript could not be checked', () => {
    renderWithProviders(
      <VerifyCheckPage posted={{ error: 'Please upload the letter as the PDF you received.' }} />,
      { route: '/verify/check' },
    );
    expect(screen.getByText('Please upload the letter as the PDF you received.')).toBeVisible();
  });
});
