// Hiring history as a desk makes it, shared by the year of report history
// (scripts/seed-report-history.ts) and the reports benchmark (each with its own random
// numbers): the members who own, manage and interview, the rejection reasons a team adds, and
// how an application moves through the pipeline over time (screened, interviewed by a panel,
// offered, hired or joined, rejected with a reason, withdrawn, now and then sent back a stage;
// feedback on time, late or missing; offers accepted, declined and expired; joinings and
// dropouts).
import type { Kysely } from 'kysely';
import type { ApplicationSource } from '@vistaar/shared/config';
import { DROPOUT_REASONS, type DropoutReason } from '@vistaar/shared/config/joining';
import { addDays, indiaDateOf } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../server/db/schema';
import { setStaffAccount } from '../../server/modules/auth';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export const SOURCE_SHARES: [ApplicationSource, number][] = [
  ['careers_site', 34],
  ['naukri', 22],
  ['linkedin', 20],
  ['referral', 10],
  ['agency', 8],
  ['walk_in', 4],
  ['other', 2],
];

/** Reasons a team adds beside the installed ones, as a real desk's list reads. */
const EXTRA_REASONS = [
  'Skills do not match the role',
  'Salary expectations above the budgeted band',
  'Did not clear the technical interview',
  'Notice period longer than the role can wait',
];

export const MEMBER_PASSWORD = 'report history members 2026';
export const MEMBERS = {
  recruiter: ['Ananya Iyer', 'Rahul Mehta', 'Kavya Nair'],
  'hiring-manager': ['Siddharth Rao', 'Fatima Qureshi'],
  interviewer: [
    'Venkataraman Subramanian',
    'Priya Chatterjee',
    'Arjun Malhotra',
    'Lakshmi Narayanan',
    'Nikhil Deshmukh',
    'Sneha Kulkarni',
    'Mohammed Ansari',
    'Divya Pillai',
  ],
} as const;

/** The members, by role, with addresses at `domain`.example.com. */
export async function seedMembers(db: Kysely<Database>, domain: string) {
  const ids = async (role: keyof typeof MEMBERS) => {
    const made: number[] = [];
    for (const name of MEMBERS[role]) {
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}.example.com`;
      const { id } = await setStaffAccount(db, email, MEMBER_PASSWORD, name);
      await db.updateTable('staff_users').set({ role }).where('id', '=', id).execute();
      made.push(id);
    }
    return made;
  };
  return {
    recruiters: await ids('recruiter'),
    managers: await ids('hiring-manager'),
    interviewers: await ids('interviewer'),
  };
}

/** The pipeline's stages in use, by name. */
export async function stageIds(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('pipeline_stages')
    .select(['id', 'name'])
    .where('archived_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.name as Stage, row.id]));
}

/** Adds the reasons a team adds (those not there yet) and answers every reason's id by label. */
export async function rejectionReasonIds(db: Kysely<Database>, now: number) {
  const position = Number(
    (
      await db
        .selectFrom('rejection_reasons')
        .select((eb) => eb.fn.max('position').as('top'))
        .executeTakeFirst()
    )?.top ?? 0,
  );
  const known = new Set(
    (await db.selectFrom('rejection_reasons').select('label').execute()).map((row) => row.label),
  );
  const missing = EXTRA_REASONS.filter((label) => !known.has(label));
  if (missing.length > 0) {
    await db
      .insertInto('rejection_reasons')
      .values(
        missing.map((label, offset) => ({
          label,
          position: position + offset + 1,
          archived_at: null,
          created_at: new Date(now).toISOString(),
        })),
      )
      .execute();
  }
  const reasons = await db
    .selectFrom('rejection_reasons')
    .select(['id', 'label'])
    .where('archived_at', 'is', null)
    .execute();
  return new Map(reasons.map((row) => [row.label, row.id]));
}

/** The offer template and CTC structure the seeded offers name. */
export async function offerFixtures(db: Kysely<Database>, now: number) {
  const at = new Date(now).toISOString();
  const template = await db
    .insertInto('offer_templates')
    .values({
      name: 'Report history offer',
      body: '<p>{{candidateName}}</p>',
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const structure = await db
    .insertInto('ctc_structures')
    .values({
      name: 'Report history CTC',
      components: '[]',
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { templateId: template.id, structureId: structure.id };
}

export type Stage =
  'New' | 'Screening' | 'Interview' | 'Offer' | 'Hired' | 'Rejected' | 'Withdrawn';

interface Move {
  to: Stage;
  at: number;
  reason?: string;
}

interface Panel {
  startsAt: number;
  staff: number[];
  cancelled: boolean;
  /** Per panel member: hours after the end their feedback came, or null for none. */
  feedbackHours: (number | null)[];
}

interface OfferPlan {
  sentAt: number;
  validUntil: string;
  joiningDate: string;
  status: 'sent' | 'accepted' | 'declined' | 'expired';
  respondedAt: number | null;
  joining: { outcome: 'joined' | 'dropped-out'; at: number; reason: DropoutReason | null } | null;
}

/** A time `days` (fractional) after `from`, moved into India's working hours (09:30-19:00). */
export function later(from: number, days: number): number {
  const at = new Date(from + days * DAY);
  const indiaMinutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % 1440;
  const shift =
    indiaMinutes < 570 ? 570 - indiaMinutes : indiaMinutes > 1140 ? 1440 - indiaMinutes + 600 : 0;
  return at.getTime() + shift * 60_000;
}

/** Picks and draws from one stream of random numbers in [0, 1). */
export function chances(random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + random() * (high - low);
  /** One of `items` by weight: [item, weight][]. */
  function weighted<T>(items: readonly (readonly [T, number])[]): T {
    let roll = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /**
   * One application's path from `created` up to now: its moves, interviews and offer. What
   * would happen after now has not happened: the application waits where it is.
   */
  function walk(created: number, now: number, interviewers: number[]) {
    const moves: Move[] = [];
    const panels: Panel[] = [];
    let offer: OfferPlan | null = null;
    let stage: Stage = 'New';
    let at = created;
    const move = (to: Stage, days: number, reason?: string) => {
      const next = later(at, days);
      if (next >= now) return false;
      at = next;
      stage = to;
      moves.push({ to, at, reason });
      return true;
    };
    for (let step = 0; step < 12; step += 1) {
      if (stage === 'New') {
        const next = weighted<[Stage, string?]>([
          [['Screening'], 72],
          [['Rejected', 'Not enough experience'], 10],
          [['Rejected', 'Skills do not match the role'], 8],
          [['Rejected', 'No response'], 6],
          [['Withdrawn'], 4],
        ]);
        if (!move(next[0], between(0.3, 5), next[1])) break;
      } else if (stage === 'Screening') {
        const next = weighted<[Stage, string?]>([
          [['Interview'], 42],
          [['Rejected', 'Skills do not match the role'], 18],
          [['Rejected', 'Salary expectations above the budgeted band'], 12],
          [['Rejected', 'Notice period longer than the role can wait'], 8],
          [['Rejected', 'No response'], 7],
          [['Withdrawn'], 6],
          [['New'], 7],
        ]);
        if (!move(next[0], between(1, 8), next[1])) break;
      } else if (stage === 'Interview') {
        let round = at;
        for (let count = 1 + Math.floor(random() * 3), r = 0; r < count; r += 1) {
          round = later(round, between(1, 6));
          if (round >= now + 7 * DAY) break;
          const size = random() < 0.6 ? 2 : 1;
          const staff = [...interviewers].sort(() => random() - 0.5).slice(0, size);
          const ended = round + HOUR;
          panels.push({
            startsAt: round,
            staff,
            cancelled: random() < 0.07,
            feedbackHours: staff.map(() => {
              const roll = random();
              if (roll < 0.72) return between(1, 20);
              if (roll < 0.88) return between(30, 120);
              return null;
            }),
          });
          if (ended >= now) break;
        }
        const next = weighted<[Stage, string?]>([
          [['Offer'], 28],
          [['Rejected', 'Did not clear the technical interview'], 40],
          [['Rejected', 'Position filled'], 12],
          [['Withdrawn'], 10],
          [['Screening'], 8],
        ]);
        if (!move(next[0], (round - at) / DAY + between(1, 4), next[1])) break;
      } else if (stage === 'Offer') {
        const sentAt = later(at, between(1, 3));
        if (sentAt >= now) break;
        const validUntil = addDays(indiaDateOf(new Date(sentAt).toISOString()), 7);
        const answer = weighted<OfferPlan['status']>([
          ['accepted', 72],
          ['declined', 18],
          ['expired', 10],
        ]);
        const respondedAt =
          answer === 'expired'
            ? Date.parse(`${validUntil}T18:30:00Z`)
            : later(sentAt, between(0.5, 6));
        const joiningDate = addDays(
          indiaDateOf(new Date(respondedAt).toISOString()),
          15 + Math.floor(random() * 45),
        );
        offer = {
          sentAt,
          validUntil,
          joiningDate,
          status: 'sent',
          respondedAt: null,
          joining: null,
        };
        if (respondedAt >= now) break;
        offer.status = answer;
        offer.respondedAt = answer === 'expired' ? null : respondedAt;
        at = respondedAt;
        if (answer === 'declined') {
          if (!move('Withdrawn', 0.1)) break;
        } else if (answer === 'expired') {
          if (!move('Rejected', 0.5, 'No response')) break;
        } else {
          const joinedAt = Date.parse(`${joiningDate}T04:30:00Z`);
          if (joinedAt >= now) break;
          if (random() < 0.86) {
            offer.joining = { outcome: 'joined', at: joinedAt, reason: null };
            at = joinedAt - 0.1 * DAY;
            move('Hired', 0.1);
          } else {
            const reason = pick(DROPOUT_REASONS).value;
            offer.joining = { outcome: 'dropped-out', at: joinedAt, reason };
            at = joinedAt - 0.2 * DAY;
            move('Withdrawn', 0.1);
          }
        }
        break;
      } else {
        break;
      }
    }
    return { moves, panels, offer, stage, stageEnteredAt: moves.at(-1)?.at ?? created };
  }

  return { pick, between, weighted, walk };
}
