import type { IllustrationName } from '../content-types';
import type { Draw } from './colours';
import { network } from './network';
import { messaging } from './messaging';
import { voice } from './voice';
import { code } from './code';
import { dashboard } from './dashboard';
import { shield } from './shield';
import { cloud } from './cloud';
import { analytics } from './analytics';

/** Every drawing by the name content data uses. */
export const drawings: Record<IllustrationName, Draw> = {
  network,
  messaging,
  voice,
  code,
  dashboard,
  shield,
  cloud,
  analytics,
};

export { useColours } from './colours';
