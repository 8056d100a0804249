import { screen, within } from '@testing-library/react';
import {
  STAFF_TOKEN,
  boardCandidate,
  boardJob,
  db,
  renderWithProviders,
  candidateExtras,
} from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import { PipelineBoard } from './PipelineBoard';

const job = boardJob;

function candidate(
  id: number,
  fullName: string,
  stageId: number,
  rating: ApplicationDetail['rating'],
): ApplicationDetail {
  return boardCandidate(id, fullName, stageId, {
    gender: 'Female',
    currentEmployer: 'Infosys',
    currentCTC: '8 LPA',
    expectedCTC: '12 LPA',
    fullAddress: 'Pune',
    ...candidateExtras,
    address: '12 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    currentLocation: 'Pune',
    createdAt: `2026-04-${10 + id}T06:00:00.000Z`,
    resumeUrl: `/api/career/applications/${id}/resume?expires=1&signature=old`,
    resumeSizeBytes: 52_000,
    keepForOtherRoles: false,
    rating,
  });
}

const renderBoard = () =>
  renderWithProviders(
    <PipelineBoard job={job} stages={db.pipelineStages.filter((stage) => !stage.archived)} />,
    { preloadedState: { session: { token: STAFF_TOKEN } } },
  );

describe('the board’s cards', () => {
  it('show the rating from the scorecards next to the days in stage, read out in words', async () => {
    db.applications = [
      candidate(1, 'Meera Joshi', 2, { average: 3.25, submissions: 2 }),
      candidate(2, 'Arjun Singh', 2, null),
    ];
    renderBoard();
    const meera = await screen.findByRole('button', { name: /^Meera Joshi / });
    expect(meera).toHaveTextContent('2 days in stage');
    expect(meera).toHaveTextContent('3.3 / 4');
    expect(meera).toHaveAccessibleName(
      'Meera Joshi 2 days in stage Rated 3.3 out of 4 from 2 scorecards',
    );
    const arjun = screen.getByRole('button', { name: /^Arjun Singh / });
    expect(arjun).toHaveTextContent('Not rated');
    expect(arjun).toHaveAccessibleName('Arjun Singh 2 days in stage Not rated yet');
  });

  it('keep candidates of an archived stage in a column of its own, after the stages in use', async () => {
    const offer = db.pipelineStages.find((stage) => stage.name === 'Offer')!;
    db.applications = [
      candidate(1, 'Meera Joshi', offer.id, null),
      candidate(2, 'Arjun Singh', 1, null),
    ];
    offer.archived = true;
    renderBoard();
    const archived = await screen.findByRole('region', { name: 'Offer (archived)' });
    expect(within(archived).getByRole('button', { name: /^Meera Joshi / })).toBeInTheDocument();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.at(-1)).toBe(`board-stage-${offer.id}`);
    expect(
      within(screen.getByRole('region', { name: 'New' })).getByText('Arjun Singh'),
    ).toBeInTheDocument();
  });
});
