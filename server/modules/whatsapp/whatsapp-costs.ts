import type { Kysely } from 'kysely';
import type { WhatsappCosts } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';
import { sumCosts } from './whatsapp-repository';

/** Rupees from millionths, to the paisa's hundredth (rates such as ₹0.115 stay visible). */
const rupees = (micro: number) => Math.round(micro / 100) / 10_000;

/** A month's (YYYY-MM, UTC) billable messages and their price per category, and the total. */
export async function monthCosts(
  db: Kysely<Database>,
  month: string,
  enabled: boolean,
): Promise<WhatsappCosts> {
  const [year, monthNumber] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, monthNumber - 1, 1)).toISOString();
  const to = new Date(Date.UTC(year, monthNumber, 1)).toISOString();
  const rows = await sumCosts(db, from, to);
  const categories = rows.map((row) => ({
    category: row.category ?? 'unknown',
    messages: Number(row.messages),
    micro: Number(row.micro_inr ?? 0),
  }));
  return {
    month,
    enabled,
    categories: categories.map(({ category, messages, micro }) => ({
      category,
      messages,
      costInr: rupees(micro),
    })),
    totalInr: rupees(categories.reduce((sum, row) => sum + row.micro, 0)),
  };
}
