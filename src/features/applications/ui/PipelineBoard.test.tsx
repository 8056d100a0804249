import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  STAFF_TOKEN,
  boardCandidate,
  boardJob,
  db,
  renderWithProviders,
  server,
  layOutBoard,
  moveRight,
} from '@tests/support/web';
import type { PipelineStage } from '@vistaar/shared/contract';
import { PipelineBoard } from './PipelineBoard';

const job = boardJob;

const candidate = boardCandidate;

const renderBoard = (stages: PipelineStage[] = db.pipelineStages) =>
  renderWithProviders(<PipelineBoard job={job} stages={stages} />, {
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

const column = (name: string) => screen.getByRole('region', { name });
const handle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

beforeEach(() => {
  db.applications = [candidate(1, 'Nikhil Rao', 1), candidate(2, 'Divya Menon', 2)];
});
afterEach(() => jest.restoreAllMocks());

describe('PipelineBoard', () => {
  it('asks for a job first', () => {
    renderWithProviders(<PipelineBoard job={null} stages={db.pipelineStages} />, {
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    expect(screen.getByText('Choose a job to see its board')).toBeInTheDocument();
  });

  it('shows a column per stage in use with its candidates and how long they have waited', async () => {
    renderBoard();
    await screen.findByText('Nikhil Rao');
    expect(
      screen
        .getAllByRole('region')
        .map((region) => within(region).getByRole('heading').textContent),
    ).toEqual(['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn']);
    expect(within(column('New')).getByText('Nikhil Rao')).toBeInTheDocument();
    expect(within(column('Screening')).getByText('Divya Menon')).toBeInTheDocument();
    expect(within(column('New')).getByText('2 days in stage')).toBeInTheDocument();
    expect(handle('Nikhil Rao')).toHaveAttribute('aria-roledescription', 'Draggable candidate');
  });

  it('moves a card with the keyboard at once and keeps it there when the server agrees', async () => {
    renderBoard();
    await screen.findByText('Nikhil Rao');
    layOutBoard();
    await moveRight('Nikhil Rao', 1);
    await waitFor(() =>
      expect(within(column('Screening')).getByText('Nikhil Rao')).toBeInTheDocument(),
    );
    await waitFor(() => expect(db.applications[0].stage.name).toBe('Screening'));
    expect(screen.getByText('Nikhil Rao was moved from New to Screening.')).toBeInTheDocument();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    server.use(
      http.post('http://localhost/api/career/applications/:id/stage', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Someone else moved this application a moment ago. Reload it and try again.',
          },
          { status: 409 },
        ),
      ),
    );
    renderBoard();
    await screen.findByText('Nikhil Rao');
    layOutBoard();
    await moveRight('Nikhil Rao', 1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nikhil Rao could not be moved to Screening: Someone else moved this application a moment ago. Reload it and try again. Nikhil Rao is back in New.',
    );
    expect(within(column('New')).getByText('Nikhil Rao')).toBeInTheDocument();
    expect(db.applications[0].stage.name).toBe('New');
  });

  it('asks for a reason before a drop on Rejected moves anything', async () => {
    renderBoard();
    await screen.findByText('Divya Menon');
    layOutBoard();
    // Screening -> Interview, Offer, Hired, Rejected.
    await moveRight('Divya Menon', 4);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Divya Menon' });
    expect(db.applications[1].stage.name).toBe('Screening');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(column('Screening')).getByText('Divya Menon')).toBeInTheDocument();
    expect(db.applications[1].stage.name).toBe('Screening');
  });

  it('moves through every stage one column at a time past a full column, and says where', async () => {
    db.applications = [
      candidate(1, 'Nikhil Rao', 1),
      ...Array.from({ length: 10 }, (_, index) =>
        candidate(10 + index, `Screened Person${index}`, 2),
      ),
    ];
    renderBoard();
    await screen.findByText('Nikhil Rao');
    layOutBoard();
    const card = handle('Nikhil Rao');
    card.focus();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    await screen.findByText('Nikhil Rao is over New.');
    const order = ['Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn'];
    for (const stage of order) {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      expect(await screen.findByText(`Nikhil Rao is over ${stage}.`)).toBeInTheDocument();
    }
    for (const stage of [...order].reverse().slice(1)) {
      fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
      expect(await screen.findByText(`Nikhil Rao is over ${stage}.`)).toBeInTheDocument();
    }
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await screen.findByText('Moving Nikhil Rao was cancelled. Nikhil Rao stays in New.');
    expect(db.applications[0].stage.name).toBe('New');
  });

  it('asks before a move to Hired: cancelling leaves the card, confirming moves it', async () => {
    renderBoard();
    await screen.findByText('Divya Menon');
    layOutBoard();
    // Screening -> Interview, Offer, Hired.
    await moveRight('Divya Menon', 3);
    const dialog = await screen.findByRole('dialog', { name: 'Move Divya Menon to Hired?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(column('Screening')).getByText('Divya Menon')).toBeInTheDocument();
    expect(db.applications[1].stage.name).toBe('Screening');

    await moveRight('Divya Menon', 3);
    const again = await screen.findByRole('dialog', { name: 'Move Divya Menon to Hired?' });
    expect(db.applications[1].stage.name).toBe('Screening');
    fireEvent.click(within(again).getByRole('button', { name: 'Move to Hired' }));
    await waitFor(() =>
      expect(within(column('Hired')).getByText('Divya Menon')).toBeInTheDocument(),
    );
    expect(db.applications[1].stage.name).toBe('Hired');
    expect(screen.getByText('Divya Menon was moved from Screening to Hired.')).toBeInTheDocument();
  });
});
